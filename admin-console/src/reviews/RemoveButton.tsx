import { ReasonActionButton } from '../components/ReasonActionButton';
import type { ReviewRecord } from './types';

/** Takes a published review down for breaking the review policy, with the reason (an event, with who did it). */
export const RemoveButton = () => (
  <ReasonActionButton<ReviewRecord>
    resource="reviews"
    action="remove"
    label="Remove"
    heading={(r) => `Remove ${r.author.name}’s review`}
    shown={(r) => r.status === 'published'}
    reason={{ label: 'Which rule of the review policy it breaks', hint: 'Kept with the removal' }}
    color="error"
    variant="outlined"
    done="Review removed"
  />
);
