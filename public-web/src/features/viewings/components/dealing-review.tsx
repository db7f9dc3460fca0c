import { useState } from 'react';
import type { ReviewSide } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '../../../lib/i18n/language';
import type { ReviewedDealing, ReviewStanding } from '../api/reviews';
import { formatDay } from '../dates';
import { ReplyStep, ReviewStandingLine, ReviewStep } from './review-step';

export type DealingReviewProps = { dealing: ReviewedDealing; side: ReviewSide; other: string; standing: NonNullable<ReviewStanding>; onDone: (message: string) => void };

/**
 * A completed dealing's reviews drawn on another feature's card (a tenancy on its accepted offer, issue 33): where this
 * side stands, the other side's review of it with the one reply, and the same review and reply forms as the viewings'.
 */
export function DealingReview({ dealing, side, other, standing, onDone }: DealingReviewProps) {
  const t = useT();
  const { language } = useLanguage();
  const [step, setStep] = useState<'review' | 'reply' | null>(null);
  const done = (message: string) => {
    setStep(null);
    onDone(message);
  };
  return (
    <Box sx={{ mt: 1 }} data-testid="dealing-review">
      <ReviewStandingLine standing={standing} other={other} onReply={() => setStep('reply')} />
      {standing.state === 'open' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('viewings.review.open', 'You can review {name} until {date}.', { name: other, date: standing.closesAt ? formatDay(language, standing.closesAt) : '' })}
          </Typography>
          <Button size="small" variant="contained" sx={{ mt: 0.5 }} onClick={() => setStep('review')}>
            {t('viewings.review.button', 'Review {name}', { name: other })}
          </Button>
        </>
      ) : null}
      {step === 'review' ? <ReviewStep dealing={dealing} side={side} other={other} closesAt={standing.closesAt} onBack={() => setStep(null)} onClose={() => setStep(null)} onDone={done} /> : null}
      {step === 'reply' && standing.aboutMe ? <ReplyStep reviewId={standing.aboutMe.id} other={other} onBack={() => setStep(null)} onClose={() => setStep(null)} onDone={done} /> : null}
    </Box>
  );
}
