import { smsEnquiriesSince } from '@fie/read-models';
import { daily, sum, type ListerSource } from './figures';

/** Enquiries by SMS and USSD (issue 23): how many times seekers texted for a listing's details, the last 30 days. */
export const smsEnquiriesFigure: ListerSource = async ({ documents, days }, { listings }) => {
  const counted = await smsEnquiriesSince(documents, listings.map((l) => l.id), days[0]!);
  const perListing: Record<string, number> = Object.fromEntries(listings.map((l) => [l.id, 0]));
  for (const c of counted) perListing[c.listingId] = (perListing[c.listingId] ?? 0) + c.count;
  const counts = daily(days, counted.map((c) => c.day), counted.map((c) => c.count));
  return [{ key: 'smsEnquiries', label: 'Enquiries by SMS', total: sum(counts), detail: `in the last ${days.length} days`, series: { kind: 'daily', days, counts }, perListing }];
};
