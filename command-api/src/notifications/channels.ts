import type { Language, NotificationKind, Speech } from '@fie/domain';
import type { MailMessage, Mailer, SmsSender } from '@fie/stores';

/**
 * The notifier's ways of reaching someone who is away. In-app notices need no channel here: they are a
 * projection of the event log (the notifications read model) pushed over the WebSocket by query-api.
 */
export type Notice = {
  /** The kind of mail, as people switch it off (preferences, unsubscribe links). */
  kind: NotificationKind;
  /** What the notice is about, so a busy conversation sends one notice per window, not one per message. */
  topic: string;
  /**
   * Mail even someone on the site at the moment, and even on the daily digest: a calendar invitation is what
   * puts a viewing in their own calendar, and a reminder the evening before is no news for the next morning.
   */
  always?: boolean;
  /** Worded in the recipient's language (issue 23): a person's own, English for an organization. */
  mail: (to: string, unsubscribe: string, speech: Speech) => MailMessage;
  sms: (speech: Speech) => string;
  /** A seeker known only by their number (search by SMS, issue 23): texted there, not through an account. */
  phone?: string;
  /** That number's language (languageOfPhone), for a `phone` notice. */
  language?: Language;
};

export type Channels = {
  email: (message: MailMessage) => Promise<unknown>;
  sms: (to: string, text: string) => Promise<unknown>;
};

export const channelsOf = (mailer: Mailer, sms: SmsSender): Channels => ({
  email: (message) => mailer.send(message),
  sms: (to, text) => sms.send({ to, text }),
});
