import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WhatsAppOutboxRecord } from './outbox-whatsapp';

/** The WhatsApp outbox read back, oldest first: for tests, and for people checking what would have been sent. */
export type ReadWhatsApp = WhatsAppOutboxRecord & { file: string };
export type { WhatsAppOutboxRecord };

export async function readWhatsAppOutbox(dir: string): Promise<ReadWhatsApp[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (file) => ({ file, ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as WhatsAppOutboxRecord) })));
}
