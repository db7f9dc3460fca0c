// The words people read, made with ids: the route says them in the request's language (routes.ts).
import { apiText as t } from '@fie/domain';
import { smsEnquiriesSince } from '@fie/read-models';
import { daily, sum, type ListerSource } from './figures';

/** Enquiries by SMS and USSD (issue 23): how many times seekers texted for a listing's details, the last 30 days. */
export const smsEnquiriesFigure: ListerSource = async ({ documents, days }, { listings }) => {
  const counted = await smsEnquiriesSince(documents, listings.map((l) => l.id), days[0]!);
  const perListing: Record<string, number> = Object.fromEntries(listings.map((l) => [l.id, 0]));
  for (const c of counted) perListing[c.listingId] = (perListing[c.listingId] ?? 0) + c.count;
  const counts = daily(days, counted.map((c) => c.day), counted.map((c) => c.count));
  return [{ key: 'smsEnquiries', label: t('api.dashboard.sms-enquiries', 'Enquiries by SMS'), total: sum(counts), detail: t('api.dashboard.in-last-days', 'in the last {days} days', { days: days.length }), series: { kind: 'daily', days, counts }, perListing }];
};
