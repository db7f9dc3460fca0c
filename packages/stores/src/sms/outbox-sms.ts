import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { writeFileAtomically } from '../atomic-file';
import { join } from 'node:path';
import { checkSms, checkSmsSender, DEFAULT_SMS_SENDER, type SmsMessage, type SmsSender } from './port';

/** What one file in the SMS outbox holds. */
export type SmsOutboxRecord = { id: string; to: string; from: string; text: string; segments: number; createdAt: string };

/**
 * Embedded SMS sender: every SMS becomes one JSON file in the outbox folder, named
 * `<UTC timestamp>-<sequence>-<id>.json` (like the mail outbox's .eml files) so a plain `ls` lists them in the
 * order they were sent. Written to a dot-file first and renamed, so a reader never sees half a message.
 */
export class OutboxSmsSender implements SmsSender {
  private sequence = 0;
  private readonly from: string;

  constructor(private readonly dir: string, from = DEFAULT_SMS_SENDER) {
    this.from = checkSmsSender(from);
  }

  async send(message: SmsMessage) {
    const segments = checkSms(message);
    await mkdir(this.dir, { recursive: true });
    const now = new Date();
    const record: SmsOutboxRecord = { id: randomUUID(), to: message.to, from: this.from, text: message.text, segments, createdAt: now.toISOString() };
    const stamp = record.createdAt.replace(/[-:]/g, '').replace('.', '');
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${stamp}-${String(this.sequence).padStart(6, '0')}-${record.id.slice(0, 8)}.json`;
    await writeFileAtomically(join(this.dir, name), `${JSON.stringify(record, null, 2)}\n`, join(this.dir, `.${name}.tmp`));
    return { id: record.id };
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
