/**
 * Why people report a listing, and the words the property page and the console show for each: no zod here, so a
 * screen that only shows the labels (the staff console) does not bundle the schemas with them.
 */
export const listingReportReasons = ['scam', 'let_or_sold', 'wrong_details', 'duplicate', 'offensive'] as const;
export type ListingReportReason = (typeof listingReportReasons)[number];
export const listingReportReasonLabels: Record<ListingReportReason, string> = {
  scam: 'Scam, or asked for money before a viewing',
  let_or_sold: 'Already let or sold',
  wrong_details: 'Wrong price or details',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive',
};
