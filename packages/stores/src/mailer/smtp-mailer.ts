import { randomUUID } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import { nodemailerMessage } from './nodemailer-message';
import { DEFAULT_FROM, type MailMessage, type Mailer } from './port';

/**
 * Production mailer over SMTP (nodemailer). `smtpUrl` is nodemailer's connection URL, e.g.
 * `smtps://user:pass@smtp.example.com` or `smtp://127.0.0.1:1025?ignoreTLS=true` for a local catcher; query
 * parameters become transport options. The transporter reconnects per message unless `?pool=true`.
 */
export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(smtpUrl: string, private readonly from = DEFAULT_FROM) {
    this.transporter = createTransport(smtpUrl);
    this.domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fie.local';
  }

  async send(message: MailMessage) {
    const messageId = `<${randomUUID()}@${this.domain}>`;
    const info = await this.transporter.sendMail(nodemailerMessage(this.from, message, messageId));
    return { messageId: (info as { messageId?: string }).messageId ?? messageId };
  }

  async health() {
    try {
      await this.transporter.verify();
      return { ok: true, adapter: 'smtp' };
    } catch (error) {
      return { ok: false, adapter: 'smtp', detail: String(error) };
    }
  }

  async close() {
    this.transporter.close();
  }
}
