import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatWhen } from '@fie/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { paths } from '../../../lib/paths';
import { actOnViewing, type Viewing, type ViewingAction } from '../api/viewings';
import { addDays, accraToday } from '../dates';
import { SlotPicker } from './slot-picker';

const labels: Record<ViewingAction, string> = { confirm: 'Confirm', decline: 'Decline', propose: 'Propose another time', accept: 'Accept the new time', cancel: 'Cancel viewing' };

/**
 * One viewing, and what the person may do with it now (the server says which): the lister confirms, declines or
 * proposes another time; the seeker accepts a proposed time; either side cancels. Declining and cancelling may
 * say why, in a line the other side reads.
 */
export function ViewingDialog({ viewing, onClose, onDone }: { viewing: Viewing; onClose: () => void; onDone: (message: string) => void }) {
  const [step, setStep] = useState<'view' | 'propose' | 'decline' | 'cancel'>('view');
  const [date, setDate] = useState(() => (viewing.date.slice(0, 10) > accraToday() ? viewing.date.slice(0, 10) : addDays(accraToday(), 1)));
  const [picked, setPicked] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  const who = viewing.role === 'lister' ? viewing.content : `With ${viewing.lister.name}`;

  async function run(action: ViewingAction) {
    if (busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      onDone(await actOnViewing(viewing._id, action, action === 'propose' ? { date: picked ?? '' } : action === 'decline' || action === 'cancel' ? { reason } : {}));
    } catch (error) {
      setBanner(error instanceof Error ? error.message : 'Something went wrong');
      if (action === 'propose') {
        setPicked(null);
        setReload((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  const spinner = busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null;
  const back = (
    <Button onClick={() => setStep('view')} disabled={busy}>
      Back
    </Button>
  );

  if (step === 'propose') {
    return (
      <DialogFrame id="viewing-step" title="Propose another time" onClose={busy ? () => undefined : onClose} dividers actions={<>{back}<Button variant="contained" disabled={!picked || busy} onClick={() => run('propose')}>Propose this time{spinner}</Button></>}>
        {banner ? <FormBanner severity="error" message={banner} /> : null}
        <Typography sx={{ mb: 2 }}>Asked for {formatWhen(viewing.date)}. {viewing.seeker.first_name} accepts the new time or cancels.</Typography>
        <SlotPicker propertyId={viewing.property._id} date={date} onDate={setDate} picked={picked} onPick={setPicked} reload={reload} disabled={busy} />
      </DialogFrame>
    );
  }
  if (step === 'decline' || step === 'cancel') {
    const action = step;
    return (
      <DialogFrame id="viewing-step" title={action === 'decline' ? 'Decline the viewing' : 'Cancel the viewing'} onClose={busy ? () => undefined : onClose} actions={<>{back}<Button color="error" variant="contained" disabled={busy} onClick={() => run(action)}>{labels[action]}{spinner}</Button></>}>
        {banner ? <FormBanner severity="error" message={banner} /> : null}
        <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} helperText={`${viewing.role === 'lister' ? `${viewing.seeker.first_name} reads` : `${viewing.lister.name} reads`} this with the news.`} sx={{ mt: 1 }} />
      </DialogFrame>
    );
  }

  const direct = viewing.actions.filter((a) => a === 'confirm' || a === 'accept');
  return (
    <DialogFrame
      id="viewing-step"
      title={viewing.role === 'lister' ? viewing.content : 'Your viewing'}
      onClose={busy ? () => undefined : onClose}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
          {viewing.actions.includes('cancel') ? <Button color="error" onClick={() => setStep('cancel')} disabled={busy}>{labels.cancel}</Button> : null}
          {viewing.actions.includes('decline') ? <Button color="error" onClick={() => setStep('decline')} disabled={busy}>{labels.decline}</Button> : null}
          {viewing.actions.includes('propose') ? <Button onClick={() => setStep('propose')} disabled={busy}>{labels.propose}</Button> : null}
          {direct.map((a) => (
            <Button key={a} variant="contained" onClick={() => run(a)} disabled={busy}>
              {labels[a]}
              {spinner}
            </Button>
          ))}
          {viewing.actions.length === 0 ? <Button onClick={onClose}>Close</Button> : null}
        </Stack>
      }
    >
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      <Typography sx={{ fontWeight: 700 }}>
        <Link component={RouterLink} to={paths.property(viewing.property._id)}>
          {viewing.property.title}
        </Link>
      </Typography>
      <Typography>{formatWhen(viewing.date)} (Accra time), 30 minutes</Typography>
      <Typography color="text.secondary">{who}</Typography>
      <Typography sx={{ mt: 1 }}>
        <strong>{viewing.statusText}</strong>
        {viewing.previousDate ? ` (asked for ${formatWhen(viewing.previousDate)})` : ''}
      </Typography>
      {viewing.reason ? <Typography color="text.secondary">&ldquo;{viewing.reason}&rdquo;</Typography> : null}
    </DialogFrame>
  );
}
