import type { Logger, PersonalDataVault, Secrets } from '@fie/platform';
import type { BlobStore, DocumentStore, EventStore, Mailer, SearchIndex, SmsSender } from '@fie/stores';

/** Everything the command side needs, injected once by the composition root (main.ts or the launcher). */
export type CommandDeps = {
  events: EventStore;
  mailer: Mailer;
  /** Texts a command sends itself (a password reset code asked for by phone); absent, such a code cannot be sent. */
  sms?: SmsSender;
  blobs: BlobStore;
  vault: PersonalDataVault;
  /** Read models, for the few lookups a command needs that no stream answers (a person's documents). */
  documents: DocumentStore;
  logger: Logger;
  secrets: Secrets;
  supportEmail: string;
  /** Base URL for links in emails; when absent, the request's own origin is used. */
  publicUrl?: string;
  now: () => Date;
  /** Mail and SMS per recipient and per client address an hour (defaults: 6 and 300). */
  outbound?: { perRecipientPerHour: number; perAddressPerHour: number };
  /** The SMS and USSD gateways' shared secret (GATEWAY_SECRET); absent, /sms/inbound and /ussd answer 404. */
  gatewaySecret?: string;
  /** The listing search index, read by the SMS and USSD search (the same index the query API searches). */
  search?: Pick<SearchIndex, 'search'>;
  /** Called with the position a command wrote, before answering: the launcher waits for projections here. */
  afterCommit?: (position: number) => Promise<void>;
};
