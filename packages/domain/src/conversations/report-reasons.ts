import { choices } from '../shared/choices';

/** Why people report a message, and the words shown for each. */
export const { values: reportReasons, labels: reportReasonLabels } = choices({
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  // The review rules (Terms of Service, Reviews): a review for money, a better one or one taken down is an offence.
  review_for_money: 'Offered or asked money for a review',
  other: 'Something else',
});
export type ReportReason = (typeof reportReasons)[number];
