import type { Language, NotificationKind, Speech } from '@fie/domain';
import type { MailMessage, Mailer, SmsSender, WhatsAppSender } from '@fie/stores';

/**
 * The notifier's ways of reaching someone who is away. In-app notices need no channel here: they are a
 * projection of the event log (the notifications read model) pushed over the WebSocket by query-api.
 */
export type Notice = {
  /** The kind of news, as people switch it off (preferences, unsubscribe links). */
  kind: NotificationKind;
  /** What the notice is about, so a busy conversation sends one mail per window, not one per message. */
  topic: string;
  /**
   * Mail even someone on the site at the moment, and even on the daily digest: a calendar invitation is what
   * puts a viewing in their own calendar, and a reminder the evening before is no news for the next morning.
   */
  always?: boolean;
  /** Worded in the recipient's language (issue 23): a person's own, English for an organization. */
  mail: (to: string, unsubscribe: string, speech: Speech) => MailMessage;
  /**
   * The text (SMS, WhatsApp), in the reader's language, with `link` (a short link to `target`) where it says where to
   * go; the notifier makes it plain and fits it to two SMS (fitText), the link kept whole.
   */
  sms: (speech: Speech, link?: string) => string;
  /** The exact place the text leads to, a path on Fie (issue 32): texted as a short link, /s/{code}. */
  target?: string;
  /**
   * Texts of this notice wait while one about the same thing is unanswered (issue 32: one text per conversation until
   * the person replies or opens it): the hold's name, released by textReleases.
   */
  textHold?: string;
  /** A seeker known only by their number (search by SMS, issue 23): texted there, not through an account. */
  phone?: string;
  /** That number's language (languageOfPhone), for a `phone` notice. */
  language?: Language;
};

export type Channels = {
  email: (message: MailMessage) => Promise<unknown>;
  sms: (to: string, text: string) => Promise<unknown>;
  /** Only where WhatsApp is configured (WHATSAPP_PHONE_NUMBER_ID). */
  whatsapp?: (to: string, text: string) => Promise<unknown>;
};

export const channelsOf = (mailer: Mailer, sms: SmsSender, whatsapp?: WhatsAppSender): Channels => ({
  email: (message) => mailer.send(message),
  sms: (to, text) => sms.send({ to, text }),
  ...(whatsapp ? { whatsapp: (to: string, text: string) => whatsapp.send({ to, text }) } : {}),
});
