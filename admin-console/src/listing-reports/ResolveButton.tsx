import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ReasonActionButton } from '../components/ReasonActionButton';
import type { ListingReportRecord } from './types';

const outcomes = [
  { id: 'action_taken', label: 'We acted on it' },
  { id: 'no_action', label: 'Nothing against our rules' },
];

type Report = Pick<ListingReportRecord, 'id' | 'status'> & { listingTitle?: string };

/** Closes an open report (of a listing, or of a message) with an outcome and a note the reporter reads; the reporter is told. */
export const ResolveButton = ({ resource = 'listing-reports', about }: { resource?: 'listing-reports' | 'message-reports'; about?: string }) => {
  const [outcome, setOutcome] = useState('');
  return (
    <ReasonActionButton<Report>
      resource={resource}
      action="resolve"
      label="Resolve"
      heading={(r) => `Resolve the report of ${about ?? `“${r.listingTitle ?? 'this listing'}”`}`}
      shown={(r) => r.status === 'open'}
      reason={{ name: 'note', label: 'Note for the reporter', hint: 'Optional' }}
      variant="outlined"
      done="Report resolved"
      extra={{
        names: ['outcome'],
        body: () => ({ outcome }),
        reset: () => setOutcome(''),
        fields: (errors, busy) => (
          <>
            <RadioGroup aria-label="Outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
              {outcomes.map((o) => (
                <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.label} disabled={busy} />
              ))}
            </RadioGroup>
            {errors.outcome && <FormHelperText error>{errors.outcome}</FormHelperText>}
          </>
        ),
      }}
    />
  );
};
