import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKPOINTS, createLogger } from '@fie/platform';
import { allProjections, replay } from '@fie/projectors';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';
import { backup, MANIFEST, restore, verify } from '../backup/backup';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * A backup taken while the marketplace serves a stream of writes, restored into an empty DATA_DIR: every file
 * matches its checksum, the log is the original's up to the backup's head, sessions and personal data still
 * work, photos are there, and once the projectors have caught up the read models equal a clean rebuild.
 */
const root = mkdtempSync(join(tmpdir(), 'fie-backup-'));
const live = join(root, 'live');
const copy = join(root, 'backup');
const restored = join(root, 'restored');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function readModels(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

test('a backup taken under write load restores to a marketplace equal to its log, checked by checksums and replay', async () => {
  const fie: TestMarketplace = await startTestMarketplace({}, { dataDir: live, keepData: true });
  const owner = await signUpOwner(fie, { email: 'backup.owner@example.com', firstName: 'Kwabena' });
  const house = await listHouse(fie, owner.token, { title: 'House kept in a backup' });
  const listed = (await fetch(`${fie.url}/api/properties/search/${house.id}`).then((r) => r.json())) as { images: (string | { location: string })[] };
  const first = listed.images[0]!;
  const photoUrl = typeof first === 'string' ? first : first.location;
  const photoBytes = Buffer.from(await (await fetch(`${fie.url}${photoUrl}`)).arrayBuffer());
  expect(photoBytes.length).toBeGreaterThan(100);

  // Writes go on while the backup is taken.
  let writing = true;
  let written = 0;
  const load = (async () => {
    while (writing) {
      await fie.request('POST', '/api/contact', { name: 'Yaa', email: `yaa${written}@example.com`, subject: 'Viewing', message: `Message ${written} during the backup` });
      written++;
    }
  })();
  await new Promise((r) => setTimeout(r, 150));
  const manifest = await backup(live, copy);
  await new Promise((r) => setTimeout(r, 150));
  writing = false;
  await load;
  await fie.stop();
  expect(written).toBeGreaterThan(5);

  // The copy's log is the original's first `head` events, exactly.
  const original = new SqliteEventStore(join(live, 'events.db'));
  const backedUp = new SqliteEventStore(join(copy, 'events.db'));
  expect(await original.headPosition()).toBeGreaterThan(manifest.head);
  const [a, b] = [await original.readAll({ maxCount: 1_000_000 }), await backedUp.readAll({ maxCount: 1_000_000 })];
  expect(b.map((e) => e.id)).toEqual(a.slice(0, manifest.head).map((e) => e.id));
  await Promise.all([original.close(), backedUp.close()]);
  const paths = manifest.files.map((f) => f.path);
  expect(paths).toEqual(expect.arrayContaining(['events.db', 'read-models.db', 'secrets.json']));
  expect(paths.filter((p) => p.startsWith('blobs/listing-images/')).length).toBeGreaterThanOrEqual(6);
  expect(paths).not.toContain(MANIFEST);
  await verify(copy, manifest);

  await restore(copy, restored);
  await expect(restore(copy, restored)).rejects.toThrow('already holds a marketplace');
  const again = await startTestMarketplace({}, { dataDir: restored, keepData: true });
  try {
    // The secrets came back: the owner's session works, and their name (sealed in the log) reads.
    const me = await again.request('GET', '/api/auth/user', undefined, owner.token);
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain('Kwabena');
    const served = await fetch(`${again.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photoBytes)).toBe(true);
    // Caught up, the read models equal a clean rebuild of the restored log.
    const documents = again.stores.documents;
    for (let i = 0; i < 300; i++) {
      const checkpoints = await documents.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
      if (allProjections.every((p) => checkpoints.find((c) => c.id === p.name)?.position === manifest.head)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const rebuilt = new SqliteDocumentStore(join(root, 'rebuilt.db'));
    await replay(again.stores.events, rebuilt, allProjections, createLogger('silent'), documents, new SqliteSearchIndex(join(root, 'rebuilt-search.db')));
    expect(await readModels(rebuilt)).toEqual(await readModels(documents));
    await rebuilt.close();
    const found = await again.request('POST', '/api/properties/search', { q: 'House kept in a backup' });
    expect(JSON.stringify(found.body)).toContain(house.id);
  } finally {
    await again.stop();
  }
}, 120_000);

test('a damaged backup is refused before anything is restored', async () => {
  const { writeFileSync, existsSync } = await import('node:fs');
  writeFileSync(join(copy, 'secrets.json'), '{"tampered":true}');
  const target = join(root, 'never');
  await expect(restore(copy, target)).rejects.toThrow('The backup is damaged: secrets.json does not match its checksum');
  expect(existsSync(join(target, 'events.db'))).toBe(false);
});
