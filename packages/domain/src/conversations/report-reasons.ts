/**
 * Why people report a message, and the words shown for each: no zod here, so a screen that only shows the
 * labels (the staff console) does not bundle the schemas with them.
 */
export const reportReasons = ['scam', 'harassment', 'spam', 'offensive', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  other: 'Something else',
};
