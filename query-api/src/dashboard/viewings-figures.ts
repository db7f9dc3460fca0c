// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t, openViewingStatuses } from '@fie/domain';
import { VIEWINGS, type ViewingView } from '@fie/read-models';
import { daily, type ListerSource, type SeekerSource } from './figures';

const upcoming = (views: ViewingView[], now: Date) => views.filter((v) => openViewingStatuses.includes(v.status) && Date.parse(v.start) > now.getTime());
const confirmedText = (views: ViewingView[]) => t('api.dashboard.viewings.confirmed', '{count} confirmed', { count: views.filter((v) => v.status === 'confirmed').length });

/** Upcoming viewings of the lister's listings (waiting, proposed or confirmed), and the requests made each day. */
export const listerViewingsFigure: ListerSource = async ({ documents, now, days }, { party, listings }) => {
  const ids = new Set(listings.map((l) => l.id));
  const views = (await documents.collection<ViewingView>(VIEWINGS).find({ lister: party })).filter((v) => ids.has(v.listingId));
  const coming = upcoming(views, now);
  const perListing: Record<string, number> = Object.fromEntries([...ids].map((id) => [id, 0]));
  for (const v of coming) perListing[v.listingId] = (perListing[v.listingId] ?? 0) + 1;
  const waiting = coming.filter((v) => v.status === 'pending').length;
  return [
    {
      key: 'viewings',
      label: t('api.dashboard.viewings', 'Upcoming viewings'),
      total: coming.length,
      detail: waiting ? t('api.dashboard.waiting-for-you', '{count} waiting for your answer', { count: waiting }) : confirmedText(coming),
      series: { kind: 'daily', days, counts: daily(days, views.map((v) => v.requestedAt)) },
      seriesLabel: t('api.dashboard.viewings.requests', 'Viewing requests'),
      perListing,
    },
  ];
};

/** The person's own upcoming viewings, and the viewings they asked for each day. */
export const seekerViewingsFigure: SeekerSource = async ({ documents, now, days }, { userId }) => {
  const views = await documents.collection<ViewingView>(VIEWINGS).find({ seekerId: userId });
  const coming = upcoming(views, now);
  return [
    {
      key: 'my-viewings',
      label: t('api.dashboard.viewings', 'Upcoming viewings'),
      total: coming.length,
      detail: confirmedText(coming),
      series: { kind: 'daily', days, counts: daily(days, views.map((v) => v.requestedAt)) },
      seriesLabel: t('api.dashboard.my-viewings.asked', 'Viewings asked for'),
    },
  ];
};
