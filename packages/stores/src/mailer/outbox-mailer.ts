import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { OutboxFolder } from '../outbox-folder';
import { nodemailerMessage } from './nodemailer-message';
import { DEFAULT_FROM, type MailMessage, type Mailer } from './port';

/**
 * Embedded mailer: every message becomes one RFC 822 file in the outbox folder, named
 * `<UTC timestamp>-<sequence>-<id>.eml` so a plain `ls` lists them in the order they were sent.
 * Open them with any mail client; tests read the confirmation codes from them.
 */
export class OutboxMailer implements Mailer {
  private readonly outbox: OutboxFolder;

  constructor(dir: string, private readonly from = DEFAULT_FROM) {
    this.outbox = new OutboxFolder(dir);
  }

  async send(message: MailMessage) {
    const id = randomUUID();
    const messageId = `<${id}@fie.local>`;
    const raw = await new MailComposer({ ...nodemailerMessage(this.from, message, messageId), date: new Date() })
      .compile()
      .build();
    await this.outbox.write(new Date(), id, 'eml', raw);
    return { messageId };
  }

  async health() {
    return this.outbox.health();
  }

  async close() {}
}
