import { choices } from '../shared/choices';

/** Why people report a message, and the words shown for each. */
export const { values: reportReasons, labels: reportReasonLabels } = choices({
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  other: 'Something else',
});
export type ReportReason = (typeof reportReasons)[number];
