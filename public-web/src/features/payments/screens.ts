// The payments feature's screens, loaded together by one dynamic import (app/payments-routes.tsx): one import()
// in the first page's code instead of four, each with its own list of chunks to preload (issue 33 pushed the
// search page's first visit past its budget by 0.9 KiB, most of it in those lists).
export { PayDialog } from './components/pay-dialog';
export { PaymentsPanel } from './components/payments-panel';
export { DealingPaymentEntry } from './components/dealing-payment-entry';
export { ViewingFeeEntry } from './components/viewing-fee-entry';
