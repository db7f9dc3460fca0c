import type { PersonalDataVault } from '@fie/platform';
import type { NotificationKind, Speech } from '@fie/domain';
import type { DocumentStore, MailMessage, RecordedEvent } from '@fie/stores';
import type { Notice } from '../channels';

/**
 * A feature's part of the notifier: an event in, the notices it causes out (each for one party). The notifier
 * decides who is away and which channels they chose; a source only says what to tell them.
 */
export type NoticeSource = (
  event: RecordedEvent,
  deps: { documents: DocumentStore; vault: PersonalDataVault; publicUrl: string; codeSecret: string },
) => Promise<{ party: string; notice: Notice }[]>;

/**
 * A feature's part of the 07:00 digest: for one person on the daily digest, the mail of their day's news of
 * this kind, or nothing when there was none. The notifier sends it once a day, with the kind's unsubscribe link.
 */
export type DigestSource = {
  kind: NotificationKind;
  make: (userId: string, deps: { documents: DocumentStore; publicUrl: string; now: Date }) => Promise<((to: string, unsubscribe: string, speech: Speech) => MailMessage) | undefined>;
};

/**
 * A feature's releases of held texts (Notice.textHold): the event says who answered what, so the next notice about it
 * may be texted again. Read from the event alone, before the notices it causes.
 */
export type TextRelease = (event: RecordedEvent) => { party: string; hold: string }[];
