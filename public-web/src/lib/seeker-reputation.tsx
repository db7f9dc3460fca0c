import { z } from 'zod';
import Typography from '@mui/material/Typography';
import { useT } from './i18n/language';

/**
 * What a seeker's past deals through Fie were like, as the listers they contact see it (issue 33): on a viewing,
 * an offer and a stay request. Only the figures (never the reviews' words, which are the seeker's own to read on
 * their profile); null for a seeker with no review and no completed deal.
 */
export const seekerReputationSchema = z.object({ count: z.number(), average: z.number().nullable(), completedDealings: z.number(), noShows: z.number().catch(0) }).nullish().catch(null);
export type SeekerReputation = z.infer<typeof seekerReputationSchema>;

/** "Ama: ★ 4.5 from 2 reviews by listers · 3 deals completed through Fie · 1 no-show recorded", or nothing where there is nothing yet. */
export function SeekerReputationLine({ name, reputation }: { name: string; reputation: SeekerReputation }) {
  const t = useT();
  if (!reputation) return null;
  const parts = [
    reputation.count > 0 && reputation.average !== null
      ? t('viewings.seeker.rating', '{name}: ★ {average} from {count, plural, one {# review} other {# reviews}} by listers', { name, average: reputation.average.toFixed(1), count: reputation.count })
      : null,
    reputation.completedDealings > 0 ? t('viewings.seeker.completed-dealings', '{count, plural, one {# deal completed through Fie} other {# deals completed through Fie}}', { count: reputation.completedDealings }) : null,
    // Facts, not reviews: viewings the seeker was recorded as not coming to.
    reputation.noShows > 0 ? t('viewings.seeker.no-shows', '{count, plural, one {# no-show recorded} other {# no-shows recorded}}', { count: reputation.noShows }) : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" data-testid="seeker-reputation">
      {parts.join(' · ')}
    </Typography>
  );
}
