import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomically } from '../atomic-file';
import { assertValidKey, type BlobInfo, type BlobStore } from './port';

/**
 * Embedded blob store: files under DATA_DIR/blobs, with a `.meta.json` beside each holding its
 * content type, etag and metadata. Writes go to a temporary name first, so a reader never sees half a file.
 */
export class FilesystemBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private path(key: string) {
    assertValidKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, options: { contentType: string; metadata?: Record<string, string> }): Promise<BlobInfo> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const info: BlobInfo = {
      key,
      size: body.length,
      contentType: options.contentType,
      etag: createHash('md5').update(body).digest('hex'),
      lastModified: new Date().toISOString(),
      metadata: options.metadata ?? {},
    };
    // The description first, the file last: a blob exists once its file does, and both are whole.
    await writeFileAtomically(`${file}.meta.json`, JSON.stringify(info));
    try {
      await writeFileAtomically(file, body);
    } catch (error) {
      await rm(`${file}.meta.json`, { force: true }).catch(() => undefined);
      throw error;
    }
    return info;
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.path(key);
    try {
      await stat(file);
      return JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as BlobInfo;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string) {
    const info = await this.stat(key);
    if (!info) return null;
    return { info, stream: createReadStream(this.path(key)) };
  }

  async delete(key: string): Promise<void> {
    const file = this.path(key);
    await rm(file, { force: true });
    await rm(`${file}.meta.json`, { force: true });
  }

  async health() {
    try {
      await mkdir(this.root, { recursive: true });
      return { ok: true, adapter: 'filesystem', detail: this.root };
    } catch (error) {
      return { ok: false, adapter: 'filesystem', detail: String(error) };
    }
  }

  async close() {}
}
