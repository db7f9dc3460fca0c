import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes a file under a temporary name, then renames it into place: a reader (or the next start, after a
 * crash) sees the whole file or none of it. When the write fails (a full or read-only disk), the temporary file
 * is removed, so a refused write leaves nothing behind.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array, tmp = `${file}.${process.pid}.${Date.now()}.tmp`): Promise<void> {
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
}
