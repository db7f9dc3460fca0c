import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** A temporary file this old is left from a write cut short (a stop that did not wait); younger ones may be in progress. */
const STALE_TMP_MS = 60 * 60_000;

/**
 * Writes a snapshot as atomic-file.ts does (a temporary name, then a rename), in chunks, and synced to disk
 * before the rename: the caller names the snapshot in the database once this resolves, and must not name a
 * file a power cut could still take back.
 */
export async function writeSnapshotFile(file: string, chunks: Uint8Array[]): Promise<void> {
  await removeStaleTemporaries(file);
  const tmp = `${file}.${process.pid}-${threadId}-${Date.now()}.tmp`;
  try {
    const handle = await open(tmp, 'w');
    try {
      for (const chunk of chunks) {
        for (let done = 0; done < chunk.byteLength; ) done += (await handle.write(chunk, done, chunk.byteLength - done)).bytesWritten;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
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
