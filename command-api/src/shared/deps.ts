import type { Logger, Secrets } from '@fie/platform';
import type { BlobStore, EventStore, Mailer } from '@fie/stores';

/** Everything the command side needs, injected once by the composition root (main.ts or the launcher). */
export type CommandDeps = {
  events: EventStore;
  mailer: Mailer;
  blobs: BlobStore;
  logger: Logger;
  secrets: Secrets;
  supportEmail: string;
  /** Base URL for links in emails; when absent, the request's own origin is used. */
  publicUrl?: string;
  now: () => Date;
  /** Called with the position a command wrote, before answering: the launcher waits for projections here. */
  afterCommit?: (position: number) => Promise<void>;
};
