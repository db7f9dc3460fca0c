import { choices } from '../shared/choices';

/** Why people report a listing, and the words the property page and the console show for each. */
export const { values: listingReportReasons, labels: listingReportReasonLabels } = choices({
  scam: 'Scam, or asked for money before a viewing',
  let_or_sold: 'Already let or sold',
  wrong_details: 'Wrong price or details',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive',
});
export type ListingReportReason = (typeof listingReportReasons)[number];
