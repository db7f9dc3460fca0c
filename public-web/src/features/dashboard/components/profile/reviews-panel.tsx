import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@fie/domain';
import { LoadState } from '../../../../components/ui/load-state';
import { NoShowFacts } from '../../../../components/ui/no-show-facts';
import { useLanguage, useSay, useT } from '../../../../lib/i18n/language';
import { useReload } from '../../../../lib/use-reload';
import { fetchReviewsOf, type ReviewsOf } from '../../api/reviews';
import { Panel } from '../panel';

/**
 * What people said of this person after real deals (issue 33): their reputation (the average, how many reviews, the
 * deals completed through Fie) and the published reviews with their replies, as listers and seekers read them.
 */
export function ReviewsPanel({ userId }: { userId: string }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const [found, setFound] = useState<ReviewsOf | null>(null);
  const read = useCallback((signal: AbortSignal) => fetchReviewsOf(userId, signal), [userId]);
  const { load, reload } = useReload(read, setFound);
  const reputation = found?.reputation;
  return (
    <Panel id="reviews" title={t('dashboard.reviews.title', 'Reviews of you')}>
      <LoadState
        loading={load.status === 'loading'}
        failed={load.status === 'failed'}
        loadingLabel={t('dashboard.reviews.loading', 'Loading your reviews')}
        failedTitle={t('dashboard.reviews.failed', 'Your reviews could not be loaded')}
        message={load.status === 'failed' ? say(load.message) : undefined}
        onRetry={reload}
      />
      {found && reputation && (reputation.count > 0 || reputation.completedDealings > 0) ? (
        <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="reputation">
          {t('dashboard.reviews.summary', '{count, plural, =0 {No reviews yet} one {★ {average} from # review} other {★ {average} from # reviews}} · {deals, plural, one {# deal completed through Fie} other {# deals completed through Fie}}', {
            count: reputation.count,
            average: reputation.average === null ? '–' : reputation.average.toFixed(1),
            deals: reputation.completedDealings,
          })}
        </Typography>
      ) : null}
      {found && reputation ? <NoShowFacts count={reputation.noShows} recent={found.noShows} testId="profile-no-shows" /> : null}
      {found?.noShows.some((n) => !n.answer) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.reviews.no-show-answer', 'You may answer each once, from its viewing in your Calendar.')}
        </Typography>
      ) : null}
      {found && found.reviews.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.reviews.none', 'No reviews yet. After a viewing, a stay or a tenancy paid through Fie, each side may review the other within 14 days.')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(found?.reviews ?? []).map((review) => (
          <li key={review.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('dashboard.reviews.by', '★ {overall} from {name}, {date}', {
                overall: review.overall === null ? '–' : review.overall.toFixed(1),
                name: review.author.name,
                date: review.publishedAt ? formatDate(language, review.publishedAt, { day: 'numeric', month: 'short', year: 'numeric' }) : '',
              })}
            </Typography>
            {review.text ? <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{review.text}</Typography> : null}
            {review.reply ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('dashboard.reviews.reply', 'Your reply: {text}', { text: review.reply.text })}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Panel>
  );
}
