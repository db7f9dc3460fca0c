import { choices } from '../shared/choices';

/** Why people report a message, and the words shown for each. */
const reasons = choices({
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  other: 'Something else',
});
export const reportReasons = reasons.values;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = reasons.labels;
