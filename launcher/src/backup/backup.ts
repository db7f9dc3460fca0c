import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { VAULT_COLLECTION } from '@fie/platform';
import { backupSqliteFile, compactSqliteFile, SqliteDocumentStore, SqliteEventStore } from '@fie/stores';

/**
 * Backups of an embedded marketplace's DATA_DIR, taken while it serves (issue 12).
 *
 * The order makes the copy consistent without stopping anything:
 * 1. the read models (`read-models.db`) first, so their checkpoints are never ahead of the log copied next:
 *    after a restore the projectors only catch up, they never skip an event;
 * 2. the event log (`events.db`), the one source of truth, as one committed state (SQLite's backup API);
 * 3. the vault's keys again, from the live store now: a person who signed up during step 2 has events in the
 *    copy and needs their key; a person erased meanwhile stays erased (their key is not copied back);
 * 4. the blobs (photos, documents), written before the events that name them, so every one the copy's events
 *    name is there; then the secrets (sessions and mailed links keep working after a restore).
 * The search index is not copied: the projectors rebuild it at the first start after a restore.
 * A manifest lists every file with its size and SHA-256, and the log's head.
 */
export type Manifest = {
  takenAt: string;
  head: number;
  files: { path: string; bytes: number; sha256: string }[];
};

export const MANIFEST = 'fie-backup.json';

export async function backup(dataDir: string, target: string): Promise<Manifest> {
  if (!existsSync(join(dataDir, 'events.db'))) throw new Error(`There is no marketplace in ${dataDir} (no events.db)`);
  if (existsSync(target) && (await readdir(target)).length) throw new Error(`${target} is not empty: back up into a new folder`);
  await mkdir(target, { recursive: true });
  const takenAt = new Date().toISOString();

  await backupSqliteFile(join(dataDir, 'read-models.db'), join(target, 'read-models.db'));
  await backupSqliteFile(join(dataDir, 'events.db'), join(target, 'events.db'));
  await syncVault(join(dataDir, 'read-models.db'), join(target, 'read-models.db'));
  await copyTree(join(dataDir, 'blobs'), join(target, 'blobs'));
  if (existsSync(join(dataDir, 'secrets.json'))) {
    await copyFile(join(dataDir, 'secrets.json'), join(target, 'secrets.json'));
    await chmod(join(target, 'secrets.json'), 0o600);
  }

  const events = new SqliteEventStore(join(target, 'events.db'));
  const head = await events.headPosition();
  await events.close();
  const manifest: Manifest = { takenAt, head, files: await checksums(target) };
  await writeFile(join(target, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Brings a backup back into an empty DATA_DIR, after checking every file against the manifest. */
export async function restore(source: string, dataDir: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(source, MANIFEST), 'utf8')) as Manifest;
  await verify(source, manifest);
  if (existsSync(join(dataDir, 'events.db'))) throw new Error(`${dataDir} already holds a marketplace: restore into an empty DATA_DIR (move the old one aside first)`);
  await mkdir(dataDir, { recursive: true });
  for (const file of manifest.files) {
    await mkdir(dirname(join(dataDir, file.path)), { recursive: true });
    await copyFile(join(source, file.path), join(dataDir, file.path));
  }
  if (existsSync(join(dataDir, 'secrets.json'))) await chmod(join(dataDir, 'secrets.json'), 0o600);
  await verify(dataDir, manifest);
  return manifest;
}

/** Every file of the manifest is there with its size and checksum. */
export async function verify(dir: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const path = join(dir, file.path);
    if (!existsSync(path)) throw new Error(`The backup is incomplete: ${file.path} is missing`);
    if ((await sha256(path)) !== file.sha256) throw new Error(`The backup is damaged: ${file.path} does not match its checksum`);
  }
}

async function syncVault(liveFile: string, copied: string): Promise<void> {
  const live = new SqliteDocumentStore(liveFile);
  const copy = new SqliteDocumentStore(copied);
  try {
    const keys = await live.collection(VAULT_COLLECTION).find({});
    const kept = new Set(keys.map((k) => k.id));
    const stale = (await copy.collection(VAULT_COLLECTION).find({})).filter((k) => !kept.has(k.id));
    await copy.bulkWrite([...keys.map((doc) => ({ op: 'upsert' as const, collection: VAULT_COLLECTION, doc })), ...stale.map((k) => ({ op: 'delete' as const, collection: VAULT_COLLECTION, id: k.id }))]);
  } finally {
    await Promise.all([live.close(), copy.close()]);
  }
  // The copy was opened in WAL mode again: fold the WAL back into the file so the backup is one file.
  compactSqliteFile(copied);
}

async function copyTree(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    // A blob still being written has a temporary name: it belongs to no event yet.
    if (entry.name.endsWith('.tmp')) continue;
    if (entry.isDirectory()) await copyTree(join(from, entry.name), join(to, entry.name));
    else if (entry.isFile()) await copyFile(join(from, entry.name), join(to, entry.name));
  }
}

async function checksums(dir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name !== MANIFEST) files.push({ path: relative(dir, path), bytes: (await stat(path)).size, sha256: await sha256(path) });
    }
  };
  await walk(dir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function sha256(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

