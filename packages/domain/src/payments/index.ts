// The payments feature's public face (issue 33): schemas, messages and events directly, decisions under `payments`.
export * from './messages';
export * from './schemas';
export * from './events';
export * from './notices';
export * as payments from './payment';
export {
  evolvePayment,
  foldPayment,
  paymentDue,
  quotePayment,
  advanceCapNote,
  livePaymentStatuses,
  awaitingPaymentStatuses,
  releaseKey,
  refundKey,
  paymentSide,
  RELEASE_AFTER_MS,
  PAYMENT_EXPIRES_AFTER_MS,
  LAWFUL_ADVANCE_MONTHS,
  NO_SHOW_ANSWER_MS,
} from './payment';
export type { PaymentState, PaymentStatus, PaymentDealing, PaymentDue, ProviderReport } from './payment';
export { payoutAccountStream, evolvePayoutAccount, payoutCheckDue, recordPayoutCheck, payoutAccountReady, payoutAccountMessages, RECHECK_AFTER_MS } from './payout-account';
export type { PayoutAccountChecked, PayoutAccountEvent, PayoutAccountState } from './payout-account';
