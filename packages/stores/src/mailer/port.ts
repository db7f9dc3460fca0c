/** The mailer port. The embedded default writes .eml files to DATA_DIR/outbox; SMTP when configured. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. X-Fie-Template for tooling that reads the outbox. */
  headers?: Record<string, string>;
  /** Files sent with the message, e.g. a calendar invitation (`invite.ics`, `text/calendar; method=REQUEST`). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: string | Uint8Array; contentType: string };

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

export const DEFAULT_FROM = 'Fie <no-reply@fie.com.gh>';
