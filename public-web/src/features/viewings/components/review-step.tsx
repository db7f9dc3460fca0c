import { useState, type FormEvent } from 'react';
import { fieldErrors, type ReviewSide, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { criteriaFor, ratingsSchemaFor, replyToReview, replyToReviewSchema, reviewTextSchema, reviewDealing, type ReviewedDealing, type ReviewStanding } from '../api/reviews';
import { formatDay } from '../dates';
import { OnceTextStep, type OnceTextWords } from './once-text-step';

/** What each criterion asks, in the reader's language. */
export function criterionLabel(t: Translate, criterion: string): string {
  switch (criterion) {
    case 'accuracy':
      return t('viewings.review.accuracy', 'The listing was accurate');
    case 'real_owner':
      return t('viewings.review.real-owner', 'The real owner or an authorised agent');
    case 'communication':
      return t('viewings.review.communication', 'Communication');
    case 'punctuality':
      return t('viewings.review.punctuality', 'Punctuality');
    case 'house_rules':
      return t('viewings.review.house-rules', 'Respect for the house rules');
    default:
      return criterion;
  }
}

/** Where this side stands with its review, said on the viewing; the form itself is the step below. */
export function ReviewStandingLine({ standing, other, onReply }: { standing: ReviewStanding; other: string; onReply: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const about = standing.aboutMe;
  // The other side's review of this one, once published: shown here with the one reply, or the offer to write it.
  const theirs = about ? (
    <Box sx={{ mt: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="review-about-me">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('viewings.review.about-me', '{name}’s review of you: ★ {overall}', { name: other, overall: about.overall.toFixed(1) })}
      </Typography>
      {about.text ? <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{about.text}</Typography> : null}
      {about.reply ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('viewings.review.your-reply', 'Your reply: {text}', { text: about.reply })}
        </Typography>
      ) : (
        <Button size="small" onClick={onReply} sx={{ mt: 0.5 }}>
          {t('viewings.review.reply', 'Reply')}
        </Button>
      )}
    </Box>
  ) : null;
  if (standing.state === 'open' || standing.state === 'closed') return theirs;
  const text =
    standing.state === 'waiting'
      ? t('viewings.review.waiting', 'Your review is in. It is shown once {name} has written theirs, or on {date}.', { name: other, date: standing.closesAt ? formatDay(language, standing.closesAt) : '' })
      : standing.state === 'published'
        ? t('viewings.review.published', 'Your review is published.')
        : t('viewings.review.removed', 'Your review was removed by Fie’s staff.');
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="review-standing">
        {text}
      </Typography>
      {theirs}
    </>
  );
}

/** The one public reply to the other side's review of this one. */
export function ReplyStep({ reviewId, other, onBack, onClose, onDone }: { reviewId: string; other: string; onBack: () => void; onClose: () => void; onDone: (message: string) => void }) {
  const t = useT();
  const words: OnceTextWords = {
    title: t('viewings.review.reply-title', 'Reply to {name}', { name: other }),
    label: t('viewings.review.reply-text', 'Your reply'),
    hint: (count) => t('viewings.review.reply-hint', 'Shown under the review, to everyone. One reply, never changed ({count}/1,000)', { count }),
    send: t('viewings.review.send-reply', 'Send reply'),
    failed: t('viewings.review.reply-failed', 'The reply was not sent'),
  };
  return <OnceTextStep words={words} schema={replyToReviewSchema} maxLength={TEXT_MAX} send={async (text) => (await replyToReview(reviewId, text)).message} onBack={onBack} onClose={onClose} onDone={onDone} />;
}

const TEXT_MAX = 1000;

/**
 * Reviewing the other side of a completed viewing, stay or tenancy (issue 33): a 1-to-5 rating per criterion of the side (a seeker
 * rates the lister on the listing's accuracy, being the real owner or an authorised agent, communication and
 * punctuality; a lister rates the seeker on communication, punctuality and the house rules) and a few words. Sent
 * once: it cannot be changed, and the other side reads it only once theirs is in or the 14 days are over.
 */
export function ReviewStep({ dealing, side, other, closesAt, onBack, onClose, onDone }: { dealing: ReviewedDealing; side: ReviewSide; other: string; closesAt?: string | null; onBack: () => void; onClose: () => void; onDone: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const criteria = criteriaFor(side);
  const [ratings, setRatings] = useState<Record<string, number>>({});
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const checked = { ratings: ratingsSchemaFor(side).safeParse(ratings), text: reviewTextSchema.safeParse({ text }) };
    const found = {
      ...(checked.ratings.success ? {} : Object.fromEntries(Object.entries(fieldErrors(checked.ratings.error)).map(([k, v]) => [k === '_' ? 'ratings' : `ratings.${k}`, v]))),
      ...(checked.text.success ? {} : fieldErrors(checked.text.error)),
    };
    if (Object.keys(found).length) return setErrors(found);
    setErrors({});
    setBusy(true);
    try {
      const answer = await reviewDealing(dealing, side, { ratings, text });
      onDone(say(answer.message));
    } catch (failure) {
      const split = formErrorsFrom(failure, ['text', 'ratings', ...criteria.map((c) => `ratings.${c}`)]);
      setErrors(split.fields);
      setBanner(split.banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="viewing-step"
      title={t('viewings.review.title', 'Review {name}', { name: other })}
      onClose={busy ? () => undefined : onClose}
      dividers
      actions={
        <>
          <Button onClick={onBack} disabled={busy}>
            {t('viewings.back', 'Back')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {t('viewings.review.send', 'Send review')}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={t('viewings.review.failed', 'The review was not sent')} message={say(banner)} /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('viewings.review.intro', 'Rate each from 1 to 5 stars. {name} reads your review only once theirs is in, or on {date}. It cannot be changed once sent.', {
            name: other,
            date: closesAt ? formatDay(language, closesAt) : '',
          })}{' '}
          <Link component={RouterLink} to={`${paths.terms}#reviews`} target="_blank">
            {t('viewings.review.rules', 'The rules for reviews')}
          </Link>
        </Typography>
        {errors.ratings ? (
          <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
            {say(errors.ratings)}
          </Typography>
        ) : null}
        {criteria.map((criterion) => {
          const id = `review-${criterion}`;
          const error = errors[`ratings.${criterion}`];
          return (
            <Box key={criterion} sx={{ mb: 1.5 }}>
              <Typography component="legend" id={`${id}-label`} variant="body2" sx={{ fontWeight: 600 }}>
                {criterionLabel(t, criterion)}
              </Typography>
              <Rating
                name={id}
                value={ratings[criterion] ?? null}
                onChange={(_event, value) => setRatings((r) => ({ ...r, [criterion]: value ?? 0 }))}
                disabled={busy}
                size="large"
                getLabelText={(value: number) => t('viewings.review.stars', '{count, plural, one {# star} other {# stars}}', { count: value })}
              />
              {error ? (
                <Typography color="error" variant="caption" component="p">
                  {say(error)}
                </Typography>
              ) : null}
            </Box>
          );
        })}
        <TextField
          label={t('viewings.review.text', 'How did it go?')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          multiline
          minRows={3}
          error={Boolean(errors.text)}
          helperText={errors.text ? say(errors.text) : t('viewings.review.text.hint', 'Shown to everyone, with your name ({count}/1,000)', { count: text.length })}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          disabled={busy}
          sx={{ mt: 1 }}
        />
      </Box>
    </DialogFrame>
  );
}
