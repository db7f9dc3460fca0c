import type { MailMessage } from './port';

/** A message as nodemailer takes it, for the SMTP transport and the outbox's composer alike. */
export const nodemailerMessage = (from: string, message: MailMessage, messageId: string) => ({
  from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: message.headers,
  attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content: typeof content === 'string' ? content : Buffer.from(content), contentType })),
  messageId,
});
