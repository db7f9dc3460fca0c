export * from './event-store/port';
export * from './document-store/port';
export * from './blob-store/port';
export * from './mailer/port';
export * from './sms/port';
export * from './search-index/port';
export { readOutbox, latestMessageTo, parseEml, type ReadMessage } from './mailer/read-eml';
export { readSmsOutbox, latestSmsTo, type ReadSms, type SmsOutboxRecord } from './sms/read-sms';
export { createReadStores, createStores, type Stores, type StoresConfig } from './create-stores';
// The embedded adapters, for tests and tools that want one directly. Production adapters load lazily in createStores.
export { SqliteEventStore } from './event-store/sqlite-event-store';
export { SqliteDocumentStore } from './document-store/sqlite-document-store';
export { FilesystemBlobStore } from './blob-store/filesystem-blob-store';
export { OutboxMailer } from './mailer/outbox-mailer';
export { OutboxSmsSender } from './sms/outbox-sms';
export { SqliteSearchIndex } from './search-index/sqlite-search-index';
export { ColumnarSearchIndex } from './search-index/columnar-search-index';
export { UnknownFieldError, InvalidSearchError, UnknownIndexError } from './search-index/schema';
