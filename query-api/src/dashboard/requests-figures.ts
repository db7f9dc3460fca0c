// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t } from '@fie/domain';
import { REQUEST_MATCHES, REQUESTS, type RequestMatchView, type RequestView } from '@fie/read-models';
import { daily, type ListerSource, type SeekerSource } from './figures';

/**
 * Matching requests: open requests and saved searches that match the lister's listings (a count per listing,
 * never who), and the matches found each day.
 */
export const listerRequestsFigure: ListerSource = async ({ documents, days }, { party, listings }) => {
  const ids = new Set(listings.map((l) => l.id));
  const matches = (await documents.collection<RequestMatchView>(REQUEST_MATCHES).find({ lister: party })).filter((m) => ids.has(m.listingId));
  const open = matches.filter((m) => m.open);
  const perListing: Record<string, number> = Object.fromEntries([...ids].map((id) => [id, 0]));
  for (const m of open) perListing[m.listingId] = (perListing[m.listingId] ?? 0) + 1;
  const requests = new Set(open.map((m) => m.requestId)).size;
  return [
    {
      key: 'requests',
      label: t('api.dashboard.requests', 'Matching requests'),
      total: requests,
      detail: t('api.dashboard.requests.detail', '{count, plural, one {open requests and saved searches that match a listing} other {open requests and saved searches that match your listings}}', { count: requests }),
      series: { kind: 'daily', days, counts: daily(days, matches.map((m) => m.matchedAt)) },
      seriesLabel: t('api.dashboard.requests.new-matches', 'New matches'),
      perListing,
    },
  ];
};

/** The person's requests (open ones, with saved searches) and the matches found for them. */
export const seekerRequestsFigures: SeekerSource = async ({ documents, days }, { userId }) => {
  const requests = await documents.collection<RequestView>(REQUESTS).find({ requesterId: userId });
  const open = requests.filter((r) => r.status === 'open');
  const matches = requests.length ? await documents.collection<RequestMatchView>(REQUEST_MATCHES).find({ requestId: { $in: requests.map((r) => r.id) } }) : [];
  const searches = open.filter((r) => r.kind === 'search').length;
  return [
    {
      key: 'my-requests',
      label: t('api.dashboard.my-requests', 'Your requests'),
      total: open.length,
      detail: searches ? t('api.dashboard.my-requests.searches', 'open, {count} of them saved searches', { count: searches }) : t('api.dashboard.my-requests.open', 'open'),
      series: { kind: 'daily', days, counts: daily(days, requests.map((r) => r.postedAt)) },
      seriesLabel: t('api.dashboard.my-requests.posted', 'Requests posted'),
    },
    {
      key: 'matches',
      label: t('api.dashboard.matches', 'Matches'),
      total: matches.length,
      detail: t('api.dashboard.matches.detail', 'listings that matched your requests'),
      series: { kind: 'daily', days, counts: daily(days, matches.map((m) => m.matchedAt)) },
      seriesLabel: t('api.dashboard.matches.found', 'Matches found'),
    },
  ];
};
