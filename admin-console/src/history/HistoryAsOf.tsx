import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieDataProvider, HistoryAsOf as AsOf } from '../providers/dataProvider';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'short', year: 'numeric' });
const today = () => new Date().toISOString().slice(0, 10);

type Load = { status: 'loading' } | { status: 'ready'; asOf: AsOf } | { status: 'failed'; message: string };
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

/** 'What did this person or organization look like on date X': its state then, and each change until then. */
export const HistoryAsOf = ({ kind, id }: { kind: Kind; id: string }) => {
  const dataProvider = useDataProvider<FieDataProvider>();
  const [date, setDate] = useState(today);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const noun = kind === 'user' ? 'person' : 'organization';

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    dataProvider.historyAsOf(kind, id, date).then(
      ({ data }) => live && setLoad({ status: 'ready', asOf: data }),
      (error: Error) => live && setLoad({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, kind, id, date]);

  return (
    <Stack spacing={1} sx={{ maxWidth: 640 }}>
      <Typography variant="subtitle2">History</Typography>
      <TextField type="date" label="As of" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} size="small" sx={{ width: 200 }} slotProps={{ inputLabel: { shrink: true } }} />
      {load.status === 'loading' ? <CircularProgress size={24} aria-label={`Loading the ${noun} as of that date`} /> : null}
      {load.status === 'failed' ? <Alert severity="error">The {noun} as of {date} could not be loaded: {load.message}</Alert> : null}
      {load.status === 'ready' && !load.asOf.state ? <Typography color="text.secondary">The {noun} did not exist yet on {day(load.asOf.at)}.</Typography> : null}
      {load.status === 'ready' && load.asOf.state ? (
        <>
          <Typography>
            On {day(load.asOf.at)}: {describe(kind, load.asOf.state)}
          </Typography>
          {load.asOf.history.map((line, i) => (
            <Typography key={`${line.at}-${i}`} variant="body2">
              {day(line.at)}: {line.what}
            </Typography>
          ))}
        </>
      ) : null}
    </Stack>
  );
};
