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
      label: 'Matching requests',
      total: requests,
      detail: `open requests and saved searches that match ${requests === 1 ? 'a listing' : 'your listings'}`,
      series: { kind: 'daily', days, counts: daily(days, matches.map((m) => m.matchedAt)) },
      seriesLabel: 'New matches',
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
      label: 'Your requests',
      total: open.length,
      detail: searches ? `open, ${searches} of them saved searches` : 'open',
      series: { kind: 'daily', days, counts: daily(days, requests.map((r) => r.postedAt)) },
      seriesLabel: 'Requests posted',
    },
    {
      key: 'matches',
      label: 'Matches',
      total: matches.length,
      detail: 'listings that matched your requests',
      series: { kind: 'daily', days, counts: daily(days, matches.map((m) => m.matchedAt)) },
      seriesLabel: 'Matches found',
    },
  ];
};
