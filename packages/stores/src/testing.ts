// The contract suites, for adapters that live elsewhere (for example the search index, later).
export { describeEventStoreContract } from './event-store/event-store.contract';
export { describeDocumentStoreContract } from './document-store/document-store.contract';
export { describeBlobStoreContract } from './blob-store/blob-store.contract';
export { describeMailerContract } from './mailer/mailer.contract';
export { describeSearchIndexContract } from './search-index/search-index.contract';
export { describePaymentContract } from './payments/payments.contract';
export { FakePaystack } from './payments/paystack-fake';
