import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Translate } from '@fie/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { actOnViewing, type Viewing, type ViewingAction } from '../api/viewings';
import { addDays, accraToday, formatWhen } from '../dates';
import { AnswerNoShowStep, NoShowLines, RecordNoShowStep } from './no-show';
import { ReplyStep, ReviewStandingLine, ReviewStep } from './review-step';
import { SlotPicker } from './slot-picker';
import { ListingFateNote } from '../../../lib/listing-fate';
import { SeekerReputationLine } from '../../../lib/seeker-reputation';

/** The buttons' words, in the reader's language. */
function actionLabel(t: Translate, action: ViewingAction): string {
  switch (action) {
    case 'confirm':
      return t('viewings.action.confirm', 'Confirm');
    case 'decline':
      return t('viewings.action.decline', 'Decline');
    case 'propose':
      return t('viewings.action.propose', 'Propose another time');
    case 'accept':
      return t('viewings.action.accept', 'Accept the new time');
    case 'cancel':
      return t('viewings.action.cancel', 'Cancel viewing');
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** The news once an answer went through. */
function doneText(t: Translate, action: ViewingAction): string {
  switch (action) {
    case 'confirm':
    case 'accept':
      return t('viewings.done.confirmed', 'Viewing confirmed');
    case 'decline':
      return t('viewings.done.declined', 'Viewing declined');
    case 'propose':
      return t('viewings.done.proposed', 'New time proposed');
    case 'cancel':
      return t('viewings.done.cancelled', 'Viewing cancelled');
    default: {
      const never: never = action;
      return never;
    }
  }
}

/**
 * Where a viewing stands, said to the side reading it (the server's `statusText` is the seeker's words for both):
 * the lister reads what the seeker waits for from him, the seeker what she waits for from the lister.
 */
export function viewingStatusText(t: Translate, viewing: Pick<Viewing, 'status' | 'role' | 'seeker' | 'lister'>): string {
  const seeker = viewing.seeker.first_name || t('viewings.the-seeker', 'The seeker');
  const lister = viewing.lister.name || t('viewings.the-lister', 'The lister');
  switch (viewing.status) {
    case 'pending':
      return viewing.role === 'lister'
        ? t('viewings.status.pending-lister', '{seeker} waits for your answer: confirm this time, decline it or propose another', { seeker })
        : t('viewings.status.pending-seeker', 'Waiting for {lister} to confirm', { lister });
    case 'proposed':
      return viewing.role === 'lister'
        ? t('viewings.status.proposed-lister', 'New time proposed: waiting for {seeker} to accept it', { seeker })
        : t('viewings.status.proposed-seeker', 'New time proposed: accept it or cancel', { lister });
    case 'confirmed':
      return t('viewings.status.confirmed', 'Confirmed');
    case 'declined':
      return t('viewings.status.declined', 'Declined');
    case 'cancelled':
      return t('viewings.status.cancelled', 'Cancelled');
    default: {
      const never: never = viewing.status;
      return never;
    }
  }
}

/**
 * One viewing, and what the person may do with it now (the server says which): the lister confirms, declines or
 * proposes another time; the seeker accepts a proposed time; either side cancels. Declining and cancelling may
 * say why, in a line the other side reads.
 */
/** A booked viewing's fee (the payments feature, handed in by the app): where its payment stands, or Pay. */
export type RenderViewingFee = (props: { viewingId: string; listingId: string; title: string; payer: boolean }) => ReactNode;

export function ViewingDialog({ viewing, onClose, onDone, renderFee }: { viewing: Viewing; onClose: () => void; onDone: (message: string) => void; renderFee?: RenderViewingFee }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const [step, setStep] = useState<'view' | 'propose' | 'decline' | 'cancel' | 'review' | 'reply' | 'no-show' | 'no-show-answer'>('view');
  const [date, setDate] = useState(() => (viewing.date.slice(0, 10) > accraToday() ? viewing.date.slice(0, 10) : addDays(accraToday(), 1)));
  const [picked, setPicked] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  const seekerName = `${viewing.seeker.first_name} ${viewing.seeker.last_name}`.trim();
  // The spec's 'Viewing for {first name} {last name}', in the reader's language.
  const forWhom = t('viewings.calendar.for', 'Viewing for {name}', { name: seekerName });
  const who = viewing.role === 'lister' ? forWhom : t('viewings.dialog.with', 'With {name}', { name: viewing.lister.name });

  async function run(action: ViewingAction) {
    if (busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      await actOnViewing(viewing._id, action, action === 'propose' ? { date: picked ?? '' } : action === 'decline' || action === 'cancel' ? { reason } : {});
      onDone(doneText(t, action));
    } catch (error) {
      setBanner(error instanceof Error ? say(error.message) : t('viewings.failed', 'Something went wrong'));
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
      {t('viewings.back', 'Back')}
    </Button>
  );

  // The other side, as this side names them: what a review is of.
  const other = viewing.role === 'lister' ? viewing.seeker.first_name || t('viewings.the-seeker', 'The seeker') : viewing.lister.name || t('viewings.the-lister', 'The lister');
  if (step === 'review') {
    return <ReviewStep dealing={{ kind: 'viewing', id: viewing._id }} side={viewing.role} other={other} closesAt={viewing.review?.closesAt} onBack={() => setStep('view')} onClose={onClose} onDone={onDone} />;
  }
  if (step === 'reply' && viewing.review?.aboutMe) {
    return <ReplyStep reviewId={viewing.review.aboutMe.id} other={other} onBack={() => setStep('view')} onClose={onClose} onDone={onDone} />;
  }
  if (step === 'no-show') {
    return <RecordNoShowStep viewingId={viewing._id} other={other} onBack={() => setStep('view')} onClose={onClose} onDone={onDone} />;
  }
  if (step === 'no-show-answer') {
    return <AnswerNoShowStep viewingId={viewing._id} other={other} onBack={() => setStep('view')} onClose={onClose} onDone={onDone} />;
  }
  if (step === 'propose') {
    return (
      <DialogFrame
        id="viewing-step"
        title={actionLabel(t, 'propose')}
        onClose={busy ? () => undefined : onClose}
        dividers
        actions={
          <>
            {back}
            <Button variant="contained" disabled={!picked || busy} onClick={() => run('propose')}>
              {t('viewings.propose.button', 'Propose this time')}
              {spinner}
            </Button>
          </>
        }
      >
        {banner ? <FormBanner severity="error" message={banner} /> : null}
        <Typography sx={{ mb: 2 }}>{t('viewings.propose.intro', 'Asked for {when}. {seeker} accepts the new time or cancels.', { when: formatWhen(language, viewing.date), seeker: viewing.seeker.first_name })}</Typography>
        <SlotPicker propertyId={viewing.property._id} date={date} onDate={setDate} picked={picked} onPick={setPicked} reload={reload} disabled={busy} />
      </DialogFrame>
    );
  }
  if (step === 'decline' || step === 'cancel') {
    const action = step;
    return (
      <DialogFrame
        id="viewing-step"
        title={action === 'decline' ? t('viewings.decline.title', 'Decline the viewing') : t('viewings.cancel.title', 'Cancel the viewing')}
        onClose={busy ? () => undefined : onClose}
        actions={
          <>
            {back}
            <Button color="error" variant="contained" disabled={busy} onClick={() => run(action)}>
              {actionLabel(t, action)}
              {spinner}
            </Button>
          </>
        }
      >
        {banner ? <FormBanner severity="error" message={banner} /> : null}
        <TextField
          label={t('viewings.reason', 'Reason (optional)')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText={t('viewings.reason.hint', '{name} reads this with the news ({count}/500).', { name: viewing.role === 'lister' ? viewing.seeker.first_name : viewing.lister.name, count: reason.length })}
          sx={{ mt: 1 }}
        />
      </DialogFrame>
    );
  }

  const direct = viewing.actions.filter((a) => a === 'confirm' || a === 'accept');
  return (
    <DialogFrame
      id="viewing-step"
      title={viewing.role === 'lister' ? forWhom : t('viewings.dialog.yours', 'Your viewing')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
          {viewing.actions.includes('cancel') ? (
            <Button color="error" onClick={() => setStep('cancel')} disabled={busy}>
              {actionLabel(t, 'cancel')}
            </Button>
          ) : null}
          {viewing.actions.includes('decline') ? (
            <Button color="error" onClick={() => setStep('decline')} disabled={busy}>
              {actionLabel(t, 'decline')}
            </Button>
          ) : null}
          {viewing.actions.includes('propose') ? (
            <Button onClick={() => setStep('propose')} disabled={busy}>
              {actionLabel(t, 'propose')}
            </Button>
          ) : null}
          {viewing.noShow?.canRecord ? (
            <Button color="error" onClick={() => setStep('no-show')} disabled={busy}>
              {t('viewings.no-show.button', 'They did not come')}
            </Button>
          ) : null}
          {viewing.review?.state === 'open' ? (
            <Button variant="contained" onClick={() => setStep('review')} disabled={busy}>
              {t('viewings.review.button', 'Review {name}', { name: other })}
            </Button>
          ) : null}
          {direct.map((a) => (
            <Button key={a} variant="contained" onClick={() => run(a)} disabled={busy}>
              {actionLabel(t, a)}
              {spinner}
            </Button>
          ))}
          {viewing.actions.length === 0 && viewing.review?.state !== 'open' && !viewing.noShow?.canRecord ? <Button onClick={onClose}>{t('viewings.close', 'Close')}</Button> : null}
        </Stack>
      }
    >
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      <Typography sx={{ fontWeight: 700 }}>
        <Link component={RouterLink} to={paths.property(viewing.property._id)}>
          {viewing.property.title}
        </Link>
      </Typography>
      <ListingFateNote fate={viewing.property.fate} />
      <Typography>{t('viewings.dialog.when', '{when} (Accra time), 30 minutes', { when: formatWhen(language, viewing.date) })}</Typography>
      <Typography color="text.secondary">{who}</Typography>
      {viewing.role === 'lister' ? <SeekerReputationLine name={viewing.seeker.first_name} reputation={viewing.seekerReputation} /> : null}
      <Typography sx={{ mt: 1 }}>
        <strong>{viewingStatusText(t, viewing)}</strong>
        {viewing.previousDate ? t('viewings.dialog.asked-for', ' (asked for {when})', { when: formatWhen(language, viewing.previousDate) }) : ''}
      </Typography>
      {viewing.reason ? <Typography color="text.secondary">&ldquo;{viewing.reason}&rdquo;</Typography> : null}
      {renderFee && ['pending', 'proposed', 'confirmed'].includes(viewing.status)
        ? renderFee({ viewingId: viewing._id, listingId: viewing.property._id, title: t('viewings.fee.for', 'Viewing fee for {title}', { title: viewing.property.title }), payer: viewing.role === 'seeker' })
        : null}
      {viewing.review ? <ReviewStandingLine standing={viewing.review} other={other} onReply={() => setStep('reply')} /> : null}
      {viewing.noShow ? <NoShowLines standing={viewing.noShow} other={other} onAnswer={() => setStep('no-show-answer')} /> : null}
    </DialogFrame>
  );
}
