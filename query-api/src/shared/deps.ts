import type { SearchRequest } from '@fie/domain';
import type { Logger, PublicOrigin, Secrets } from '@fie/platform';
import type { DocumentStore, EventStore, StoreHealth, BlobStore, Mailer, SearchIndex, SmsSender, WhatsAppSender } from '@fie/stores';

/** Everything the query side needs, injected by the composition root. */
export type QueryDeps = {
  documents: DocumentStore;
  /**
   * /api/health's head position and lag, and the event store's own table where it has one (the analysts'
   * event browser reads it in place); every other read is served from read models.
   */
  events: Pick<EventStore, 'headPosition' | 'health' | 'table'>;
  /** Reads photos and documents; writes only the photos' derived sizes, made once when first asked for. */
  blobs: Pick<BlobStore, 'health' | 'get' | 'put'>;
  mailer: Pick<Mailer, 'health'>;
  sms: Pick<SmsSender, 'health'>;
  /** Only where WhatsApp is configured (issue 32): the preferences form offers it, health reports it. */
  whatsapp?: Pick<WhatsAppSender, 'health'>;
  search: Pick<SearchIndex, 'search' | 'health'>;
  /** Searches on worker threads, when there are any; otherwise they run on the request's thread. */
  searchThreads?: { answer(request: SearchRequest): Promise<string> };
  logger: Logger;
  secrets: Secrets;
  projectionNames: string[];
  /** The origin of absolute addresses the API writes (a calendar feed's): PUBLIC_URL, never a request's Host. */
  publicOrigin?: PublicOrigin;
  /** Live status from an in-process projection runner, when there is one. */
  projectionStatus?: () => { name: string; running: boolean; error?: string }[];
};
export type { StoreHealth };
