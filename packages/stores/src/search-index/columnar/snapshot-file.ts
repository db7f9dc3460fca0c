import { close, fsync, openSync, read, write } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';
import type { Encoded } from './snapshot';
import type { FileRange } from './stored-docs';

/** A temporary file this old is left from a write cut short (a stop that did not wait); younger ones may be in progress. */
const STALE_TMP_MS = 60 * 60_000;
const SLICE = 8 << 20;
const [readAt, writeAt, sync, closeFd] = [promisify(read), promisify(write), promisify(fsync), promisify(close)];

/**
 * Writes a snapshot as atomic-file.ts does (a temporary name, then a rename), synced to disk before the
 * rename: the caller names the snapshot in the database once this resolves, and must not name a file a power
 * cut could still take back. Documents still in the previous snapshot's file are copied from it a slice at a
 * time. Resolves with the new file open for reading (its documents are read from it from then on).
 */
export async function writeSnapshotFile(file: string, encoded: Encoded): Promise<number> {
  await removeStaleTemporaries(file);
  const tmp = `${file}.${process.pid}-${threadId}-${Date.now()}.tmp`;
  const fd = openSync(tmp, 'w+');
  try {
    let at = 0;
    const put = async (bytes: Uint8Array) => {
      for (let done = 0; done < bytes.byteLength; ) done += (await writeAt(fd, bytes, done, bytes.byteLength - done, at + done)).bytesWritten;
      at += bytes.byteLength;
    };
    for (const chunk of [encoded.start, ...encoded.sections]) await put(chunk);
    for (const chunk of encoded.docs) {
      if (chunk instanceof Uint8Array) await put(chunk);
      else await copyRange(chunk, put);
    }
    await sync(fd);
    await rename(tmp, file);
    return fd;
  } catch (error) {
    await closeFd(fd).catch(() => undefined);
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
}

async function copyRange(range: FileRange, put: (bytes: Uint8Array) => Promise<void>): Promise<void> {
  const buffer = Buffer.allocUnsafe(Math.min(SLICE, range.end - range.start));
  for (let from = range.start; from < range.end; ) {
    const { bytesRead } = await readAt(range.file.fd, buffer, 0, Math.min(buffer.length, range.end - from), from);
    if (bytesRead === 0) throw new Error('snapshot ends early');
    await put(buffer.subarray(0, bytesRead));
    from += bytesRead;
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
