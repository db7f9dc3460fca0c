import { useState } from 'react';
import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HistoryAsOf as AsOf } from '../providers/dataProvider';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' });
const today = () => new Date().toISOString().slice(0, 10);

type Kind = 'user' | 'organization';

/** The state's sentence: what the account was on that day (personal data stays sealed in the history). */
function describe(kind: Kind, state: Record<string, unknown>): string {
  const standing = state.suspended ? `suspended (${String(state.suspended)})` : 'in good standing';
  if (kind === 'user') {
    if (state.closed) return 'the account had been closed';
    const type = state.userType === 'owner' ? `an owner${state.ownerType ? ` (${String(state.ownerType)})` : ''}` : 'a seeker';
    return `${type}, ${state.confirmed ? 'confirmed' : 'not yet confirmed'}, ${standing}`;
  }
  const members = Number(state.members ?? 0);
  return `${String(state.name)} (${String(state.urlName)}), ${state.completed ? 'registration completed' : 'registration not completed'}, ${members} member${members === 1 ? '' : 's'}, ${state.verified ? 'verified' : 'not verified'}, ${standing}`;
}

/**
 * 'What did this person or organization look like on date X': its state then, and each change until then. Until
 * staff pick a date it follows today, and it is a react-admin read (getOne with the date as meta), so the refresh
 * after an action on the page (suspend, reinstate, verify…) reads it again: it shows the new state without a reload.
 */
export const HistoryAsOf = ({ kind, id }: { kind: Kind; id: string }) => {
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today();
  const { data: asOf, isPending, error } = useGetOne<AsOf>(`${kind}-history`, { id, meta: { at: date } }, { retry: false });
  const noun = kind === 'user' ? 'person' : 'organization';

  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <Typography variant="subtitle2">History</Typography>
      <TextField type="date" label="As of" value={date} onChange={(e) => e.target.value && setPicked(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
      {isPending ? <CircularProgress size={24} aria-label={`Loading the ${noun} as of that date`} /> : null}
      {error ? <Alert severity="error">The {noun} as of {date} could not be loaded: {(error as Error).message}</Alert> : null}
      {asOf && !asOf.state ? <Typography color="text.secondary">The {noun} did not exist yet on {day(asOf.at)}.</Typography> : null}
      {asOf?.state ? (
        <>
          <Typography>
            On {day(asOf.at)}: {describe(kind, asOf.state)}
          </Typography>
          {asOf.history.map((line, i) => (
            <Typography key={`${line.at}-${i}`} variant="body2">
              {day(line.at)}: {line.what}
            </Typography>
          ))}
        </>
      ) : null}
    </Stack>
  );
};
