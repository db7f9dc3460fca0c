// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t, listingStatuses } from '@fie/domain';
import { CONVERSATIONS, LISTING_SAVES, phoneRevealsSince, SAVED_PROPERTIES, viewsSince, type ConversationSideView, type ListingSavesView, type SavedPropertyView } from '@fie/read-models';
import { daily, dayOf, running, sum, type ListerSource } from './figures';

const statusLabels: Record<(typeof listingStatuses)[number], string> = {
  published: t('api.dashboard.status.published', 'Live'),
  hidden: t('api.dashboard.status.hidden', 'Hidden'),
  let: t('api.dashboard.status.let', 'Let'),
  sold: t('api.dashboard.status.sold', 'Sold'),
  archived: t('api.dashboard.status.archived', 'Archived'),
};
/** 'in the last 30 days': what a daily figure's total counts. */
const inLastDays = (days: number) => t('api.dashboard.in-last-days', 'in the last {days} days', { days });

/** Listings by status; the chart is how many there were each day. */
export const listingsFigure: ListerSource = async ({ days }, { listings }) => [
  {
    key: 'listings',
    label: t('api.dashboard.listings', 'Listings'),
    total: listings.length,
    detail: t('api.dashboard.listings.live', '{count} live', { count: listings.filter((l) => l.status === 'published').length }),
    parts: listingStatuses.map((status) => ({ key: status, label: statusLabels[status], count: listings.filter((l) => l.status === status).length })),
    series: { kind: 'running', days, counts: running(days, listings.map((l) => l.createdAt)) },
  },
];

/** Property page views (first-party counts, see query-api/src/views): the last 7 and the last 30 days. */
export const viewsFigures: ListerSource = async ({ documents, days }, { listings }) => {
  const counted = await viewsSince(documents, listings.map((l) => l.id), days[0]!);
  const week = days.slice(-7);
  const figure = (key: string, label: string, window: string[]) => {
    const inWindow = counted.filter((c) => c.day >= window[0]!);
    const perListing: Record<string, number> = Object.fromEntries(listings.map((l) => [l.id, 0]));
    for (const c of inWindow) perListing[c.listingId] = (perListing[c.listingId] ?? 0) + c.count;
    const counts = daily(window, inWindow.map((c) => c.day), inWindow.map((c) => c.count));
    return { key, label, total: sum(counts), detail: inLastDays(window.length), series: { kind: 'daily' as const, days: window, counts }, perListing };
  };
  return [figure('views7', t('api.dashboard.views7', 'Views, last 7 days'), week), figure('views30', t('api.dashboard.views30', 'Views, last 30 days'), days)];
};

/** "Show number" taps: how many times visitors asked for the lister's phone number, the last 30 days. */
export const phoneRevealsFigure: ListerSource = async ({ documents, days }, { listings }) => {
  const counted = await phoneRevealsSince(documents, listings.map((l) => l.id), days[0]!);
  const perListing: Record<string, number> = Object.fromEntries(listings.map((l) => [l.id, 0]));
  for (const c of counted) perListing[c.listingId] = (perListing[c.listingId] ?? 0) + c.count;
  const counts = daily(days, counted.map((c) => c.day), counted.map((c) => c.count));
  return [{ key: 'phoneReveals', label: t('api.dashboard.phone-reveals', 'Phone number shown'), total: sum(counts), detail: inLastDays(days.length), series: { kind: 'daily', days, counts }, perListing }];
};

/** Enquiries: conversations someone started with the lister about one of these listings. */
export const enquiriesFigure: ListerSource = async ({ documents, days }, { party, listings }) => {
  const ids = listings.map((l) => l.id);
  const sides = ids.length ? await documents.collection<ConversationSideView>(CONVERSATIONS).find({ party, propertyId: { $in: ids } }) : [];
  const enquiries = sides.filter((s) => s.startedBy !== party);
  const perListing: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const e of enquiries) perListing[e.propertyId!] = (perListing[e.propertyId!] ?? 0) + 1;
  const counts = daily(days, enquiries.map((e) => e.startedAt));
  return [{ key: 'enquiries', label: t('api.dashboard.enquiries', 'Enquiries'), total: enquiries.length, detail: t('api.dashboard.enquiries.recent', '{count} in the last {days} days', { count: sum(counts), days: days.length }), series: { kind: 'daily', days, counts }, perListing }];
};

/** Saves: how many people keep each listing saved now (never who), and the saves made each day. */
export const savesFigure: ListerSource = async ({ documents, days }, { listings }) => {
  const ids = listings.map((l) => l.id);
  const [counts, saves] = ids.length
    ? await Promise.all([
        documents.collection<ListingSavesView>(LISTING_SAVES).find({ id: { $in: ids } }),
        documents.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ listingId: { $in: ids }, savedAt: { $gte: days[0]! } }),
      ])
    : [[], []];
  const perListing: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const c of counts) perListing[c.id] = c.saves;
  const series = daily(days, saves.map((s) => dayOf(s.savedAt)));
  return [{ key: 'saves', label: t('api.dashboard.saves', 'Saves'), total: sum(Object.values(perListing)), detail: t('api.dashboard.saves.now', 'saved now'), series: { kind: 'daily', days, counts: series }, perListing }];
};
