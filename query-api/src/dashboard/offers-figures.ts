// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t } from '@fie/domain';
import { OFFERS, type OfferView } from '@fie/read-models';
import { daily, type ListerSource, type SeekerSource } from './figures';

/** Open offers on the lister's listings, how many wait for the lister's answer, and the offers made each day. */
export const listerOffersFigure: ListerSource = async ({ documents, days }, { party, listings }) => {
  const ids = new Set(listings.map((l) => l.id));
  const offers = (await documents.collection<OfferView>(OFFERS).find({ lister: party })).filter((o) => ids.has(o.listingId));
  const open = offers.filter((o) => o.status === 'open');
  const perListing: Record<string, number> = Object.fromEntries([...ids].map((id) => [id, 0]));
  for (const o of open) perListing[o.listingId] = (perListing[o.listingId] ?? 0) + 1;
  const yours = open.filter((o) => o.awaiting === 'lister').length;
  return [
    {
      key: 'offers',
      label: t('api.dashboard.offers', 'Open offers'),
      total: open.length,
      detail: t('api.dashboard.waiting-for-you', '{count} waiting for your answer', { count: yours }),
      series: { kind: 'daily', days, counts: daily(days, offers.map((o) => o.createdAt)) },
      seriesLabel: t('api.dashboard.offers.received', 'Offers received'),
      perListing,
    },
  ];
};

/** The person's own offers: those still open, how many wait for them (a counter), and the offers made each day. */
export const seekerOffersFigure: SeekerSource = async ({ documents, days }, { userId }) => {
  const offers = await documents.collection<OfferView>(OFFERS).find({ seekerId: userId });
  const open = offers.filter((o) => o.status === 'open');
  const countered = open.filter((o) => o.awaiting === 'seeker').length;
  const accepted = offers.filter((o) => o.status === 'accepted').length;
  return [
    {
      key: 'my-offers',
      label: t('api.dashboard.my-offers', 'Your offers'),
      total: open.length,
      detail: countered
        ? t('api.dashboard.my-offers.countered', 'open; {count} countered, waiting for you', { count: countered })
        : t('api.dashboard.my-offers.accepted', 'open; {count} accepted', { count: accepted }),
      series: { kind: 'daily', days, counts: daily(days, offers.map((o) => o.createdAt)) },
      seriesLabel: t('api.dashboard.my-offers.made', 'Offers made'),
    },
  ];
};
