import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { writeFileAtomically } from '../atomic-file';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { DEFAULT_FROM, type MailMessage, type Mailer } from './port';

/**
 * Embedded mailer: every message becomes one RFC 822 file in the outbox folder, named
 * `<UTC timestamp>-<sequence>-<id>.eml` so a plain `ls` lists them in the order they were sent.
 * Open them with any mail client; tests read the confirmation codes from them.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0;

  constructor(private readonly dir: string, private readonly from = DEFAULT_FROM) {}

  async send(message: MailMessage) {
    await mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const messageId = `<${id}@fie.local>`;
    const raw = await new MailComposer({
      from: this.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content: typeof content === 'string' ? content : Buffer.from(content), contentType })),
      messageId,
      date: new Date(),
    })
      .compile()
      .build();
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${stamp}-${String(this.sequence).padStart(6, '0')}-${id.slice(0, 8)}.eml`;
    await writeFileAtomically(join(this.dir, name), raw, join(this.dir, `.${name}.tmp`));
    return { messageId };
  }

  async health() {
    try {
      await mkdir(this.dir, { recursive: true });
      return { ok: true, adapter: 'outbox', detail: this.dir };
    } catch (error) {
      return { ok: false, adapter: 'outbox', detail: String(error) };
    }
  }

  async close() {}
}
