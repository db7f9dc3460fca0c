import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormBanner } from '../../../components/ui/form-banner';
import { formatDateTime, type Translate } from '@fie/domain';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { actOnStay, type Stay, type StayAction } from '../api/stays';
import { formatDay } from '../dates';
import { ReplyStep, ReviewStandingLine, ReviewStep } from './review-step';
import { SeekerReputationLine } from '../../../lib/seeker-reputation';

/** The buttons' words, in the reader's language. */
const labelOf = (t: Translate, action: StayAction) =>
  action === 'accept' ? t('viewings.stays.accept', 'Accept') : action === 'decline' ? t('viewings.stays.decline', 'Decline') : t('viewings.stays.cancel', 'Cancel stay');

/** The news once an answer went through. */
const doneOf = (t: Translate, action: StayAction) =>
  action === 'accept'
    ? t('viewings.stays.accepted', 'Stay accepted: the nights are booked')
    : action === 'decline'
      ? t('viewings.stays.declined', 'Stay request declined')
      : t('viewings.stays.cancelled', 'Stay cancelled');

/** Where a stay stands, said to the side reading it (the server's `statusText` is the seeker's words for both). */
function stayStatus(t: Translate, stay: Stay): string {
  switch (stay.status) {
    case 'pending':
      return stay.role === 'lister' ? t('viewings.stays.status.your-turn', 'Waiting for your answer') : t('viewings.stays.status.waiting', 'Waiting for the lister');
    case 'accepted':
      return t('viewings.stays.status.booked', 'Booked');
    case 'declined':
      return t('viewings.stays.status.declined', 'Declined');
    case 'cancelled':
      return t('viewings.stays.status.cancelled', 'Cancelled');
    case 'expired':
      return t('viewings.stays.status.expired', 'Not answered in time');
    default: {
      const never: never = stay.status;
      return never;
    }
  }
}

/** A stay's payment into the hold (the payments feature, handed in by the app): where it stands, or the seeker's Pay. */
export type RenderStayPay = (props: { dealing: { kind: 'stay'; id: string }; title: string; payer: boolean }) => ReactNode;

/** Stay requests and booked stays: the lister accepts (booking the nights) or declines; either side cancels. */
export function StayList({ stays, onDone, renderPay }: { stays: Stay[]; onDone: (message: string) => void; renderPay?: RenderStayPay }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | undefined>();
  const [asked, setAsked] = useState<{ stay: Stay; action: 'decline' | 'cancel' } | null>(null);
  // Reviewing the other side of a stay that is over, or replying to their review of this one (issue 33).
  const [reviewing, setReviewing] = useState<{ stay: Stay; step: 'review' | 'reply' } | null>(null);
  const otherOf = (stay: Stay) =>
    stay.role === 'lister' ? stay.seeker.first_name || t('viewings.the-seeker', 'The seeker') : stay.lister.name || t('viewings.the-lister', 'The lister');

  async function run(stay: Stay, action: StayAction) {
    setBusy(stay._id);
    setBanner(undefined);
    try {
      await actOnStay(stay._id, action);
      onDone(doneOf(t, action));
    } catch (error) {
      setBanner(error instanceof Error ? say(error.message) : t('viewings.failed', 'Something went wrong'));
    } finally {
      setBusy(null);
      setAsked(null);
    }
  }

  const shown = stays.filter((s) => s.status === 'pending' || s.status === 'accepted');
  return (
    <Box component="section" aria-labelledby="stays-heading">
      <Typography id="stays-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('viewings.stays.title', 'Short stays')}
      </Typography>
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      {!shown.length ? <Typography color="text.secondary">{t('viewings.stays.none', 'No stay requests waiting and no stays booked.')}</Typography> : null}
      <Stack spacing={1}>
        {shown.map((stay) => (
          <Paper key={stay._id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  {stay.role === 'lister' ? `${stay.seeker.first_name} ${stay.seeker.last_name}` : t('viewings.stays.yours', 'Your stay')}:{' '}
                  <Link component={RouterLink} to={paths.property(stay.property._id)}>
                    {stay.property.title}
                  </Link>
                </Typography>
                {stay.role === 'lister' ? <SeekerReputationLine name={stay.seeker.first_name} reputation={stay.seekerReputation} /> : null}
                <Typography variant="body2">
                  {t('viewings.stays.dates', '{start} to {end}: {nights, plural, one {# night} other {# nights}}, {guests, plural, one {# guest} other {# guests}}', {
                    start: formatDay(language, stay.start),
                    end: formatDay(language, stay.end),
                    nights: stay.nights,
                    guests: stay.guests,
                  })}
                </Typography>
                {stay.message ? <Typography variant="body2" color="text.secondary">&ldquo;{stay.message}&rdquo;</Typography> : null}
                {stay.status === 'pending' && stay.answerBy ? (
                  <Typography variant="body2" color="text.secondary">
                    {stay.role === 'lister'
                      ? t('viewings.stays.answer-by', 'Answer by {when}: after that the request closes, and anything paid for it goes back to the seeker.', { when: formatDateTime(language, stay.answerBy) })
                      : t('viewings.stays.answer-by-seeker', 'The lister has until {when} to answer: after that the request closes, and anything you paid for it comes back to you.', { when: formatDateTime(language, stay.answerBy) })}
                  </Typography>
                ) : null}
                {renderPay ? renderPay({ dealing: { kind: 'stay', id: stay._id }, title: t('viewings.stays.pay-for', 'Your stay at {title}', { title: stay.property.title }), payer: stay.role === 'seeker' }) : null}
                {stay.review ? <ReviewStandingLine standing={stay.review} other={otherOf(stay)} onReply={() => setReviewing({ stay, step: 'reply' })} /> : null}
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
                <Chip size="small" label={stayStatus(t, stay)} color={stay.status === 'accepted' ? 'success' : 'warning'} />
                {stay.actions.includes('decline') ? <Button size="small" color="error" disabled={busy === stay._id} onClick={() => setAsked({ stay, action: 'decline' })}>{labelOf(t, 'decline')}</Button> : null}
                {stay.actions.includes('cancel') ? <Button size="small" color="error" disabled={busy === stay._id} onClick={() => setAsked({ stay, action: 'cancel' })}>{labelOf(t, 'cancel')}</Button> : null}
                {stay.actions.includes('accept') ? <Button size="small" variant="contained" disabled={busy === stay._id} onClick={() => run(stay, 'accept')}>{labelOf(t, 'accept')}</Button> : null}
                {stay.review?.state === 'open' ? (
                  <Button size="small" variant="contained" onClick={() => setReviewing({ stay, step: 'review' })}>
                    {t('viewings.review.button', 'Review {name}', { name: otherOf(stay) })}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {reviewing?.step === 'review' ? (
        <ReviewStep
          dealing={{ kind: 'stay', id: reviewing.stay._id }}
          side={reviewing.stay.role}
          other={otherOf(reviewing.stay)}
          closesAt={reviewing.stay.review?.closesAt}
          onBack={() => setReviewing(null)}
          onClose={() => setReviewing(null)}
          onDone={(message) => {
            setReviewing(null);
            onDone(message);
          }}
        />
      ) : null}
      {reviewing?.step === 'reply' && reviewing.stay.review?.aboutMe ? (
        <ReplyStep
          reviewId={reviewing.stay.review.aboutMe.id}
          other={otherOf(reviewing.stay)}
          onBack={() => setReviewing(null)}
          onClose={() => setReviewing(null)}
          onDone={(message) => {
            setReviewing(null);
            onDone(message);
          }}
        />
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={asked.action === 'decline' ? t('viewings.stays.decline-title', 'Decline this stay request?') : t('viewings.stays.cancel-title', 'Cancel this stay?')}
          text={
            asked.action === 'decline'
              ? t('viewings.stays.decline-text', '{name} is told the nights are not available.', { name: asked.stay.seeker.first_name })
              : asked.stay.status === 'accepted'
                ? t('viewings.stays.cancel-booked-text', 'The nights become free again, and the other side is told.')
                : t('viewings.stays.cancel-request-text', 'The request is withdrawn, and the lister is told.')
          }
          confirmLabel={labelOf(t, asked.action)}
          busy={busy === asked.stay._id}
          onConfirm={() => run(asked.stay, asked.action)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </Box>
  );
}
