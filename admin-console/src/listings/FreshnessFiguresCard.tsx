import { FiguresCard } from '../components/FiguresCard';

/** GET /api/admin/listing-freshness-figures/current: the listings on the market by how long since their lister confirmed them. */
export type FreshnessFigures = { id: 'current'; fresh: number; prompted: number; rankedDown: number; archived: number };

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-GH');

/** Freshness (issue 10): how many listings are fresh, asked "still available?", ranked down and archived as stale. */
export const FreshnessFiguresCard = () => (
  <FiguresCard<FreshnessFigures>
    resource="listing-freshness-figures"
    what="The freshness figures"
    sx={{ mt: 2 }}
    aria-label="Listing freshness"
    wrap
    figures={[
      { label: 'Fresh (confirmed within 30 days)', value: (data) => count(data?.fresh) },
      { label: 'Asked if still available (30+ days)', value: (data) => count(data?.prompted) },
      { label: 'Ranked down (45+ days)', value: (data) => count(data?.rankedDown) },
      { label: 'Archived, out of search (60+ days)', value: (data) => count(data?.archived) },
    ]}
  />
);
