import { randomUUID } from 'node:crypto';
import { OutboxFolder } from '../outbox-folder';
import { checkSms, checkSmsSender, DEFAULT_SMS_SENDER, type SmsMessage, type SmsSender } from './port';

/** What one file in the SMS outbox holds. */
export type SmsOutboxRecord = { id: string; to: string; from: string; text: string; segments: number; createdAt: string };

/**
 * Embedded SMS sender: every SMS becomes one JSON file in the outbox folder, named
 * `<UTC timestamp>-<sequence>-<id>.json` (like the mail outbox's .eml files) so a plain `ls` lists them in the
 * order they were sent. Written to a dot-file first and renamed, so a reader never sees half a message.
 */
export class OutboxSmsSender implements SmsSender {
  private readonly from: string;
  private readonly outbox: OutboxFolder;

  constructor(dir: string, from = DEFAULT_SMS_SENDER) {
    this.from = checkSmsSender(from);
    this.outbox = new OutboxFolder(dir);
  }

  async send(message: SmsMessage) {
    const segments = checkSms(message);
    const now = new Date();
    const record: SmsOutboxRecord = { id: randomUUID(), to: message.to, from: this.from, text: message.text, segments, createdAt: now.toISOString() };
    await this.outbox.write(record.createdAt, record.id, 'json', `${JSON.stringify(record, null, 2)}\n`);
    return { id: record.id };
  }

  async health() {
    return this.outbox.health();
  }

  async close() {}
}
