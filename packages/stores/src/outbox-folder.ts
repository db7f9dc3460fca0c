import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from './atomic-file';

/**
 * An embedded outbox (mail, SMS): one file a message in a folder, named `<UTC timestamp>-<sequence>-<id>.<ext>`
 * so a plain `ls` lists them in the order they were sent, each written to a dot-file first and renamed, so a
 * reader never sees half a message.
 */
export class OutboxFolder {
  private sequence = 0;

  constructor(readonly dir: string) {}

  async write(at: Date | string, id: string, ext: string, content: string | Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const stamp = (typeof at === 'string' ? at : at.toISOString()).replace(/[-:]/g, '').replace('.', '');
    this.sequence = (this.sequence + 1) % 1_000_000;
    const name = `${stamp}-${String(this.sequence).padStart(6, '0')}-${id.slice(0, 8)}.${ext}`;
    await writeFileAtomically(join(this.dir, name), content, join(this.dir, `.${name}.tmp`));
  }

  /** Healthy when the folder is there or can be made. */
  async health() {
    try {
      await mkdir(this.dir, { recursive: true });
      return { ok: true, adapter: 'outbox', detail: this.dir };
    } catch (error) {
      return { ok: false, adapter: 'outbox', detail: String(error) };
    }
  }
}
