import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BlobStore } from './blob-store/port';
import type { DocumentStore } from './document-store/port';
import type { EventStore } from './event-store/port';
import type { Mailer } from './mailer/port';
import type { SmsSender } from './sms/port';
import type { PaymentProvider } from './payments/port';
import type { PaymentSimulator } from './payments/simulator';
import type { PaystackProvider, PaystackConfig } from './payments/paystack';
import type { WhatsAppSender, WhatsAppTemplate } from './whatsapp/port';
import type { OutboxWhatsAppSender } from './whatsapp/outbox-whatsapp';
import type { CloudWhatsAppSender } from './whatsapp/http-whatsapp';
import type { SearchIndex } from './search-index/port';
import type { SqliteSearchIndex } from './search-index/sqlite-search-index';
import type { ColumnarSearchIndex } from './search-index/columnar-search-index';
import type { ElasticsearchSearchIndex } from './search-index/elasticsearch-search-index';
import type { FilesystemBlobStore } from './blob-store/filesystem-blob-store';
import type { MinioBlobStore } from './blob-store/minio-blob-store';
import type { MongoDocumentStore } from './document-store/mongo-document-store';
import type { SqliteDocumentStore } from './document-store/sqlite-document-store';
import type { KurrentEventStore } from './event-store/kurrentdb-event-store';
import type { SqliteEventStore } from './event-store/sqlite-event-store';
import type { OutboxMailer } from './mailer/outbox-mailer';
import type { SmtpMailer } from './mailer/smtp-mailer';
import type { OutboxSmsSender } from './sms/outbox-sms';
import type { HttpSmsSender } from './sms/http-sms';
import { connectWithRetry, type RetryOptions } from './connect-with-retry';
import { ResubscribingEventStore } from './event-store/resubscribing-event-store';

// require() rather than import(): these are CommonJS modules, loaded only when chosen.
const load = <T>(path: string): T => require(path) as T;

/**
 * Chooses an adapter per port from configuration. The embedded adapters are the default and need
 * nothing installed; a production adapter is chosen by its connection setting and loaded lazily, so the
 * embedded path never loads the MongoDB, KurrentDB or MinIO clients.
 */
export type StoresConfig = {
  dataDir: string;
  eventStoreUrl?: string;
  mongodbUrl?: string;
  mongodbDatabase: string;
  minio?: { endPoint: string; port?: number; useSSL: boolean; accessKey: string; secretKey: string; bucket: string; region?: string };
  smtpUrl?: string;
  mailFrom?: string;
  /** An SMS gateway over HTTP when `url` is set; otherwise SMS are files in DATA_DIR/sms-outbox, from `sender`. */
  sms?: { url?: string; apiKey?: string; sender?: string };
  /** Payments (issue 33): Paystack when configured; otherwise the simulator, its state in DATA_DIR/payments-simulator. */
  payments?: { paystack?: PaystackConfig; simulatorPin?: string };
  /**
   * WhatsApp (issue 32), off unless set: through the Cloud API when `token` is set, otherwise one file a message in
   * DATA_DIR/whatsapp-outbox.
   */
  whatsapp?: { phoneNumberId: string; token?: string; apiUrl: string; template: WhatsAppTemplate };
  elasticsearchUrl?: string;
  /** Without Elasticsearch: columns in memory (the default), or SQLite FTS5 where memory is tight. */
  embeddedSearch?: 'columnar' | 'sqlite';
  /** The page cache of each embedded SQLite connection (SQLITE_CACHE_MB; 64 when unset). */
  sqliteCacheMb?: number;
};

/**
 * A reader's connection to the read models (the search thread's): it reads listings that the writer's connection
 * caches already, so a small cache of its own is enough, and the process does not keep the same pages twice.
 */
const READER_CACHE_MB = 8;

export type Stores = {
  events: EventStore;
  documents: DocumentStore;
  blobs: BlobStore;
  mailer: Mailer;
  sms: SmsSender;
  payments: PaymentProvider;
  /** Only where WhatsApp is configured: people may then choose it for their texts. */
  whatsapp?: WhatsAppSender;
  search: SearchIndex;
  outboxDir: string;
  smsOutboxDir: string;
  whatsappOutboxDir: string;
  close(): Promise<void>;
};

/**
 * How the production engines are waited for at start (see connect-with-retry.ts): each is retried with backoff
 * until it answers, every wait reported to the watcher. The embedded stores are files: they open at once or fail.
 */
export type ConnectOptions = RetryOptions & {
  /** A subscription lost its connection and will be started again after `retryInMs` (see ResubscribingEventStore). */
  onSubscriptionDropped?: (error: unknown, retryInMs: number) => void;
};

export async function createStores(config: StoresConfig, connect: ConnectOptions = {}): Promise<Stores> {
  mkdirSync(config.dataDir, { recursive: true });
  const outboxDir = join(config.dataDir, 'outbox');
  const smsOutboxDir = join(config.dataDir, 'sms-outbox');
  const whatsappOutboxDir = join(config.dataDir, 'whatsapp-outbox');

  // Every subscriber (projectors, reactors, the sockets' feed) outlives a dropped connection.
  const events = new ResubscribingEventStore(await createEventStore(config, connect), { onDropped: connect.onSubscriptionDropped });
  const documents = await createDocumentStore(config, connect);

  const minio = config.minio;
  const blobs: BlobStore = minio
    ? await connectWithRetry('blob store (MinIO)', () => load<{ MinioBlobStore: typeof MinioBlobStore }>('./blob-store/minio-blob-store').MinioBlobStore.connect(minio), connect)
    : new (load<{ FilesystemBlobStore: typeof FilesystemBlobStore }>('./blob-store/filesystem-blob-store').FilesystemBlobStore)(join(config.dataDir, 'blobs'));

  const mailer: Mailer = config.smtpUrl
    ? new (load<{ SmtpMailer: typeof SmtpMailer }>('./mailer/smtp-mailer').SmtpMailer)(config.smtpUrl, config.mailFrom)
    : new (load<{ OutboxMailer: typeof OutboxMailer }>('./mailer/outbox-mailer').OutboxMailer)(outboxDir, config.mailFrom);

  const sms: SmsSender = config.sms?.url
    ? new (load<{ HttpSmsSender: typeof HttpSmsSender }>('./sms/http-sms').HttpSmsSender)({ url: config.sms.url, apiKey: config.sms.apiKey, sender: config.sms.sender })
    : new (load<{ OutboxSmsSender: typeof OutboxSmsSender }>('./sms/outbox-sms').OutboxSmsSender)(smsOutboxDir, config.sms?.sender);

  const paystack = config.payments?.paystack;
  const payments: PaymentProvider = paystack
    ? new (load<{ PaystackProvider: typeof PaystackProvider }>('./payments/paystack').PaystackProvider)(paystack)
    : new (load<{ PaymentSimulator: typeof PaymentSimulator }>('./payments/simulator').PaymentSimulator)(join(config.dataDir, 'payments-simulator'), { pin: config.payments?.simulatorPin });

  const wa = config.whatsapp;
  const whatsapp: WhatsAppSender | undefined = !wa
    ? undefined
    : wa.token
      ? new (load<{ CloudWhatsAppSender: typeof CloudWhatsAppSender }>('./whatsapp/http-whatsapp').CloudWhatsAppSender)({ apiUrl: wa.apiUrl, phoneNumberId: wa.phoneNumberId, token: wa.token, template: wa.template })
      : new (load<{ OutboxWhatsAppSender: typeof OutboxWhatsAppSender }>('./whatsapp/outbox-whatsapp').OutboxWhatsAppSender)(whatsappOutboxDir, wa.template);

  const search = await createSearchIndex(config, connect);

  return {
    events,
    search,
    documents,
    blobs,
    mailer,
    sms,
    payments,
    ...(whatsapp ? { whatsapp } : {}),
    outboxDir,
    smsOutboxDir,
    whatsappOutboxDir,
    async close() {
      await Promise.allSettled([events.close(), documents.close(), blobs.close(), mailer.close(), sms.close(), payments.close(), whatsapp?.close(), search.close()]);
    },
  };
}

/** The read side alone (read models and search index), for a process or thread that only answers reads. */
export async function createReadStores(config: StoresConfig, connect: ConnectOptions = {}): Promise<Pick<Stores, 'documents' | 'search' | 'close'>> {
  mkdirSync(config.dataDir, { recursive: true });
  const [documents, search] = await Promise.all([createDocumentStore({ ...config, sqliteCacheMb: Math.min(READER_CACHE_MB, config.sqliteCacheMb ?? READER_CACHE_MB) }, connect), createSearchIndex(config, connect)]);
  return {
    documents,
    search,
    async close() {
      await Promise.allSettled([documents.close(), search.close()]);
    },
  };
}

/** The event store alone (the migration tool opens a target this way). */
export async function createEventStore(config: StoresConfig, connect: ConnectOptions = {}): Promise<EventStore> {
  if (!config.eventStoreUrl) return new (load<{ SqliteEventStore: typeof SqliteEventStore }>('./event-store/sqlite-event-store').SqliteEventStore)(join(config.dataDir, 'events.db'), { cacheMb: config.sqliteCacheMb });
  // The client connects lazily: reading the head is the first call that proves the server answers.
  const events = new (load<{ KurrentEventStore: typeof KurrentEventStore }>('./event-store/kurrentdb-event-store').KurrentEventStore)(config.eventStoreUrl);
  await connectWithRetry('event store (KurrentDB)', () => events.headPosition(), connect);
  return events;
}

/** The document store alone. */
export async function createDocumentStore(config: StoresConfig, connect: ConnectOptions = {}): Promise<DocumentStore> {
  const url = config.mongodbUrl;
  return url
    ? await connectWithRetry('document store (MongoDB)', () => load<{ MongoDocumentStore: typeof MongoDocumentStore }>('./document-store/mongo-document-store').MongoDocumentStore.connect(url, config.mongodbDatabase), connect)
    : new (load<{ SqliteDocumentStore: typeof SqliteDocumentStore }>('./document-store/sqlite-document-store').SqliteDocumentStore)(join(config.dataDir, 'read-models.db'), { cacheMb: config.sqliteCacheMb });
}

/** The search index alone (a rebuild's worker thread opens its own). */
export async function createSearchIndex(config: StoresConfig, connect: ConnectOptions = {}): Promise<SearchIndex> {
  const url = config.elasticsearchUrl;
  if (url) {
    return connectWithRetry('search index (Elasticsearch)', () => load<{ ElasticsearchSearchIndex: typeof ElasticsearchSearchIndex }>('./search-index/elasticsearch-search-index').ElasticsearchSearchIndex.connect(url), connect);
  }
  if (config.embeddedSearch === 'sqlite') {
    return new (load<{ SqliteSearchIndex: typeof SqliteSearchIndex }>('./search-index/sqlite-search-index').SqliteSearchIndex)(join(config.dataDir, 'search-fts.db'));
  }
  return new (load<{ ColumnarSearchIndex: typeof ColumnarSearchIndex }>('./search-index/columnar-search-index').ColumnarSearchIndex)(join(config.dataDir, 'search.db'));
}
