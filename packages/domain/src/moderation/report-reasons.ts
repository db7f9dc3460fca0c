import { choices } from '../shared/choices';

/** Why people report a listing, and the words the property page and the console show for each. */
const reasons = choices({
  scam: 'Scam, or asked for money before a viewing',
  let_or_sold: 'Already let or sold',
  wrong_details: 'Wrong price or details',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive',
});
export const listingReportReasons = reasons.values;
export type ListingReportReason = (typeof listingReportReasons)[number];
export const listingReportReasonLabels: Record<ListingReportReason, string> = reasons.labels;
