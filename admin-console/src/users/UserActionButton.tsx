import { useRecordContext } from 'react-admin';
import { ReasonActionButton } from '../components/ReasonActionButton';
import type { UserRecord } from './types';

type Action = 'suspend' | 'reinstate' | 'resend-code';
const labels: Record<Action, string> = { suspend: 'Suspend', reinstate: 'Reinstate', 'resend-code': 'Resend confirmation code' };
const explained: Record<Action, string> = {
  suspend: 'They will not be able to sign in, their listings leave search at once, and they are mailed this reason.',
  reinstate: 'They can sign in again and their listings return to search. They are mailed this note.',
  'resend-code': 'A new confirmation code is mailed to them. The reason is kept with the action.',
};

/** Only the actions that fit the person now: suspend or reinstate, and a code only for the unconfirmed. */
export const UserActionButton = ({ action }: { action: Action }) => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  if (action === 'suspend' && user.suspended) return null;
  if (action === 'reinstate' && !user.suspended) return null;
  if (action === 'resend-code' && user.confirmed) return null;
  return <ReasonActionButton resource="users" action={action} label={labels[action]} explanation={explained[action]} title={(r) => String(r.name)} />;
};
