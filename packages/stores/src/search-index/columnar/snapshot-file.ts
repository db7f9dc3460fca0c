import { close, fsync, openSync, readSync, write } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';
import { unpaced, type Pace } from '../../pace';
import type { Encoded } from './snapshot';
import type { FileRange } from './stored-docs';

/** A temporary file this old is left from a write cut short (a stop that did not wait); younger ones may be in progress. */
const STALE_TMP_MS = 60 * 60_000;
const SLICE = 8 << 20;
const SYNC_READ = 1 << 20;
const [writeAt, sync, closeFd] = [promisify(write), promisify(fsync), promisify(close)];

/**
 * Writes a snapshot as atomic-file.ts does (a temporary name, then a rename), synced to disk before the
 * rename: the caller names the snapshot in the database once this resolves, and must not name a file a power
 * cut could still take back. Documents still in the previous snapshot's file are copied from it. Small
 * pieces (a section's padding, a run of documents between two that changed) are gathered into one buffer
 * and written together: a snapshot taken after scattered updates has a hundred thousand runs, and a write
 * each kept the file unnamed for minutes. Resolves with the new file open for reading (its documents are read
 * from it from then on).
 */
export async function writeSnapshotFile(file: string, encoded: Encoded, pace: Pace = unpaced): Promise<number> {
  await removeStaleTemporaries(file);
  const tmp = `${file}.${process.pid}-${threadId}-${Date.now()}.tmp`;
  const fd = openSync(tmp, 'w+');
  try {
    const out = new Gathered(fd);
    for (const chunk of [encoded.start, ...encoded.sections]) await out.put(chunk);
    for (const chunk of encoded.docs) {
      if (chunk instanceof Uint8Array) await out.put(chunk);
      else await out.copy(chunk, pace);
    }
    await out.flush();
    await sync(fd);
    await rename(tmp, file);
    return fd;
  } catch (error) {
    await closeFd(fd).catch(() => undefined);
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** A file written from the start, its small pieces gathered into one buffer of SLICE bytes. */
class Gathered {
  private readonly buffer = Buffer.allocUnsafeSlow(SLICE);
  private used = 0;
  private at = 0;
  constructor(private readonly fd: number) {}

  async put(bytes: Uint8Array): Promise<void> {
    if (this.used + bytes.byteLength <= SLICE) {
      this.buffer.set(bytes, this.used);
      this.used += bytes.byteLength;
      return;
    }
    await this.flush();
    if (bytes.byteLength < SLICE) return this.put(bytes);
    await this.write(bytes);
  }

  /**
   * A run of the previous snapshot's documents, read into the buffer a megabyte at most at a time: the file
   * was read moments ago and is in the OS's cache, so a read is a copy, cheaper than a trip to the thread pool.
   */
  async copy(range: FileRange, pace: Pace): Promise<void> {
    for (let from = range.start; from < range.end; ) {
      if (this.used === SLICE) await this.flush();
      const n = readSync(range.file.fd, this.buffer, this.used, Math.min(SLICE - this.used, range.end - from, SYNC_READ), from);
      if (n === 0) throw new Error('snapshot ends early');
      this.used += n;
      from += n;
    }
    await pace();
  }

  async flush(): Promise<void> {
    if (this.used === 0) return;
    await this.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private async write(bytes: Uint8Array): Promise<void> {
    for (let done = 0; done < bytes.byteLength; ) done += (await writeAt(this.fd, bytes, done, bytes.byteLength - done, this.at + done)).bytesWritten;
    this.at += bytes.byteLength;
  }
}

async function removeStaleTemporaries(file: string): Promise<void> {
  const dir = dirname(file);
  const prefix = `${basename(file)}.`;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_TMP_MS) await rm(join(dir, name), { force: true }).catch(() => undefined);
  }
}
