import type { Logger, PersonalDataVault, PublicOrigin, Secrets } from '@fie/platform';
import type { BlobStore, DocumentStore, EventStore, Mailer, PaymentProvider, SearchIndex, SmsSender, WhatsAppSender } from '@fie/stores';

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
  /** The origin of links in mails and texts (PUBLIC_URL; in development the first request's). See links.ts. */
  publicOrigin?: PublicOrigin;
  now: () => Date;
  /** Mail and SMS per recipient and per client address an hour (defaults: 6 and 300). */
  outbound?: { perRecipientPerHour: number; perAddressPerHour: number };
  /** The SMS and USSD gateways' shared secret (GATEWAY_SECRET); absent, /sms/inbound and /ussd answer 404. */
  gatewaySecret?: string;
  /** The listing search index, read by the SMS and USSD search (the same index the query API searches). */
  search?: Pick<SearchIndex, 'search'>;
  /** WhatsApp, where configured (issue 32): people may then choose it for their texts. */
  whatsapp?: WhatsAppSender;
  /** WhatsApp's delivery webhook: its app secret and handshake token (each absent: that route answers 404). */
  whatsappWebhook?: { appSecret?: string; verifyToken?: string };
  /** The most texts the notifier sends one person a day (TEXTS_PER_PERSON_PER_DAY). */
  textsPerDay?: number;
  /** The payment provider (issue 33): the simulator by default, Paystack when configured; absent, payments answer 503. */
  payments?: PaymentProvider;
  /** Called with the position a command wrote, before answering: the launcher waits for projections here. */
  afterCommit?: (position: number) => Promise<void>;
};
