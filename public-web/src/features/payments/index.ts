/**
 * What the payments feature offers the app (issue 33): the pay dialog, the dashboard's Payments tab and the
 * simulator's phone page, each loaded lazily by file (app/payments-routes.tsx), so the features whose dealings are
 * paid for (viewings, offers) never import this one: they are handed a `renderPay`.
 */
export type { PayDialogProps } from './components/pay-dialog';
export type { ViewingFeeEntryProps } from './components/viewing-fee-entry';
export type { DealingPaymentEntryProps } from './components/dealing-payment-entry';
