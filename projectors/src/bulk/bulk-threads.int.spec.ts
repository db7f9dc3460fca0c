import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, PersonalDataVault } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex } from '@fie/stores';
import { allProjections } from '../all-projections';
import { ProjectionRunner } from '../runtime';
import { history, models } from './generated-history.fixture';
import { replayCli } from './replay-cli.fixture';

/**
 * On worker threads (as `npm run replay` runs on two cores) a rebuild leaves exactly what live projection leaves:
 * the reader opens each event's personal data once and hands each thread the events its projections handle
 * (bulk/thread-folder.ts). bulk-rebuild.int.spec.ts holds the fold itself to it in one
 * thread over many histories; this runs the built CLI (CI builds before it tests) over generated histories whose
 * personal data is sealed, as the marketplace appends it.
 */
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-bulk-threads-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a rebuild on two threads leaves every read model and search document as live projection does, personal data opened', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const docs = new SqliteDocumentStore(join(dir, 'read-models.db'));
  const search = new SqliteSearchIndex(join(dir, 'search-fts.db'));
  const vault = new PersonalDataVault(docs);
  const size = 2500;
  for (const [stream, list] of history(7, size)) await events.append(stream, await vault.seal(list));
  const live = new ProjectionRunner(events, docs, allProjections, logger, vault, search, { batchSize: 50 });
  await live.runUntil(await events.headPosition());
  expect(live.status().filter((s) => s.error)).toEqual([]);
  const listingIds = Array.from({ length: size }, (_, i) => `l${i}`);
  const before = await models(docs, search, listingIds);
  expect((before.users as unknown[]).length).toBeGreaterThan(0);
  expect(before.users).toContainEqual(expect.objectContaining({ firstName: expect.any(String) }));
  expect((before.messages as unknown[]).length).toBeGreaterThan(0);

  const { code, out } = await replayCli(dir).done;
  expect({ code, out: code === 0 ? '' : out }).toEqual({ code: 0, out: '' });
  // This connection trusts the pointers it read for a second (GENERATION_TTL_MS).
  await new Promise((r) => setTimeout(r, 1100));
  expect((await docs.generations()).find((p) => p.id === 'users')?.generation).toMatch(/^v\d+g\d+$/);
  expect(await models(docs, search, listingIds)).toEqual(before);
  await Promise.all([events.close(), docs.close(), search.close()]);
}, 120_000);
