import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsOutboxRecord } from './outbox-sms';

/** The SMS outbox read back, oldest first: for tests, and for people checking what would have been sent. */
export type ReadSms = SmsOutboxRecord & { file: string };
export type { SmsOutboxRecord };

export async function readSmsOutbox(dir: string): Promise<ReadSms[]> {
  let names: string[];
  try {
    // The in-flight dot-files end in .tmp, so only whole messages are read.
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (file) => ({ file, ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as SmsOutboxRecord) })));
}

/** The last SMS sent to an E.164 number, if any. */
export async function latestSmsTo(dir: string, phone: string): Promise<ReadSms | undefined> {
  const all = await readSmsOutbox(dir);
  return all.reverse().find((m) => m.to === phone);
}
