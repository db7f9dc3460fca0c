import { listingStatuses } from '@fie/domain';
import { CONVERSATIONS, LISTING_SAVES, phoneRevealsSince, SAVED_PROPERTIES, viewsSince, type ConversationSideView, type ListingSavesView, type SavedPropertyView } from '@fie/read-models';
import { daily, dayOf, running, sum, type ListerSource } from './figures';

const statusLabels: Record<(typeof listingStatuses)[number], string> = { published: 'Live', hidden: 'Hidden', let: 'Let', sold: 'Sold', archived: 'Archived' };

/** Listings by status; the chart is how many there were each day. */
export const listingsFigure: ListerSource = async ({ days }, { listings }) => [
  {
    key: 'listings',
    label: 'Listings',
    total: listings.length,
    detail: `${listings.filter((l) => l.status === 'published').length} live`,
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
    return { key, label, total: sum(counts), detail: `in the last ${window.length} days`, series: { kind: 'daily' as const, days: window, counts }, perListing };
  };
  return [figure('views7', 'Views, last 7 days', week), figure('views30', 'Views, last 30 days', days)];
};

/** "Show number" taps: how many times visitors asked for the lister's phone number, the last 30 days. */
export const phoneRevealsFigure: ListerSource = async ({ documents, days }, { listings }) => {
  const counted = await phoneRevealsSince(documents, listings.map((l) => l.id), days[0]!);
  const perListing: Record<string, number> = Object.fromEntries(listings.map((l) => [l.id, 0]));
  for (const c of counted) perListing[c.listingId] = (perListing[c.listingId] ?? 0) + c.count;
  const counts = daily(days, counted.map((c) => c.day), counted.map((c) => c.count));
  return [{ key: 'phoneReveals', label: 'Phone number shown', total: sum(counts), detail: `in the last ${days.length} days`, series: { kind: 'daily', days, counts }, perListing }];
};

/** Enquiries: conversations someone started with the lister about one of these listings. */
export const enquiriesFigure: ListerSource = async ({ documents, days }, { party, listings }) => {
  const ids = listings.map((l) => l.id);
  const sides = ids.length ? await documents.collection<ConversationSideView>(CONVERSATIONS).find({ party, propertyId: { $in: ids } }) : [];
  const enquiries = sides.filter((s) => s.startedBy !== party);
  const perListing: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const e of enquiries) perListing[e.propertyId!] = (perListing[e.propertyId!] ?? 0) + 1;
  const counts = daily(days, enquiries.map((e) => e.startedAt));
  return [{ key: 'enquiries', label: 'Enquiries', total: enquiries.length, detail: `${sum(counts)} in the last 30 days`, series: { kind: 'daily', days, counts }, perListing }];
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
  return [{ key: 'saves', label: 'Saves', total: sum(Object.values(perListing)), detail: 'saved now', series: { kind: 'daily', days, counts: series }, perListing }];
};
