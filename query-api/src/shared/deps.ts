import type { SearchRequest } from '@fie/domain';
import type { Logger, Secrets } from '@fie/platform';
import type { DocumentStore, EventStore, StoreHealth, BlobStore, Mailer, SearchIndex, SmsSender } from '@fie/stores';

/** Everything the query side needs, injected by the composition root. */
export type QueryDeps = {
  documents: DocumentStore;
  /** Only for /api/health's head position and lag; reads are served from read models. */
  events: Pick<EventStore, 'headPosition' | 'health'>;
  /** Reads photos and documents; writes only the photos' derived sizes, made once when first asked for. */
  blobs: Pick<BlobStore, 'health' | 'get' | 'put'>;
  mailer: Pick<Mailer, 'health'>;
  sms: Pick<SmsSender, 'health'>;
  search: Pick<SearchIndex, 'search' | 'health'>;
  /** Searches on worker threads, when there are any; otherwise they run on the request's thread. */
  searchThreads?: { answer(request: SearchRequest): Promise<string> };
  logger: Logger;
  secrets: Secrets;
  projectionNames: string[];
  /** Live status from an in-process projection runner, when there is one. */
  projectionStatus?: () => { name: string; running: boolean; error?: string }[];
};
export type { StoreHealth };
