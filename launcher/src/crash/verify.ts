import { isDeepStrictEqual } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createLogger } from '@fie/platform';
import { allProjections, replay } from '@fie/projectors';
import { ColumnarSearchIndex, readOutbox, SqliteDocumentStore, SqliteEventStore, type DocumentStore, type SearchIndex } from '@fie/stores';
import type { Acknowledged, Call } from './workload';

type Health = { status: string; head: number; projections: { name: string; checkpoint: number; status: string; error?: string }[] };

/**
 * What must hold after every restart from a crash:
 * 1. every command answered with success is in the log, at the position it answered, on its stream;
 * 2. nothing half-written is visible: each SQLite file passes its integrity check, every stream's revisions run
 *    0…n without a gap, every event's JSON is whole, every mail in the outbox is whole;
 * 3. once caught up, every read model (each projection's collections, and the search index) equals a clean
 *    rebuild: a copy of the event store alone, replayed from position 0 into an empty second DATA_DIR.
 * Nothing is ignored in the comparison: the runtime's own bookkeeping (checkpoints, the vault's keys, the
 * reactors' checkpoints) is not a read model and is not compared; every document a projection owns is.
 */
export async function verifyAfterRestart(call: Call, dataDir: string, acknowledged: Acknowledged[]): Promise<{ head: number; documents: number }> {
  const health = await caughtUp(call);
  const events = new Database(join(dataDir, 'events.db'), { readonly: true, fileMustExist: true });
  try {
    checkAcknowledged(events, acknowledged);
    checkWhole(events, 'events.db');
  } finally {
    events.close();
  }
  for (const file of ['read-models.db', 'search.db']) {
    const db = new Database(join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      checkWhole(db, file);
    } finally {
      db.close();
    }
  }
  await readOutbox(join(dataDir, 'outbox')); // throws on a mail that is not whole
  return compareWithRebuild(call, dataDir, health.head);
}

/** Waits until every projection has the head of the log, and says which did not if they never do. */
async function caughtUp(call: Call, timeoutMs = 60_000): Promise<Health> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await call('GET', '/api/health');
    const health = body as Health;
    if (status === 200 && health.projections.every((p) => p.checkpoint >= health.head)) return health;
    if (Date.now() > until) throw new Error(`the projections did not catch up after the restart: ${JSON.stringify(health.projections.filter((p) => p.checkpoint < health.head || p.error))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function checkAcknowledged(events: Database.Database, acknowledged: Acknowledged[]) {
  const at = events.prepare('SELECT stream_id FROM events WHERE position = ?').pluck();
  const lost = acknowledged.filter((a) => {
    const stream = at.get(a.position) as string | undefined;
    return stream === undefined || (a.stream.endsWith('-') ? !stream.startsWith(a.stream) : stream !== a.stream);
  });
  if (lost.length) throw new Error(`${lost.length} of ${acknowledged.length} commands answered with success are not in the log: ${JSON.stringify(lost.slice(0, 5))}`);
}

function checkWhole(db: Database.Database, name: string) {
  const integrity = db.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') throw new Error(`${name} fails its integrity check: ${String(integrity)}`);
  if (name !== 'events.db') return;
  const gaps = db.prepare('SELECT stream_id, COUNT(*) AS n, MIN(revision) AS first, MAX(revision) AS last FROM events GROUP BY stream_id HAVING first != 0 OR last != n - 1').all();
  if (gaps.length) throw new Error(`streams with missing revisions: ${JSON.stringify(gaps.slice(0, 5))}`);
  const broken = db.prepare('SELECT COUNT(*) FROM events WHERE NOT json_valid(data) OR NOT json_valid(metadata)').pluck().get() as number;
  if (broken) throw new Error(`${broken} events hold JSON that is not whole`);
}

/** Every document each projection owns, by collection, and every document of each search index, in id order. */
async function readModels(documents: DocumentStore, search: SearchIndex) {
  const models: Record<string, unknown[]> = {};
  for (const projection of allProjections) {
    for (const collection of projection.collections) models[collection] = await documents.collection(collection).find({}, { sort: [['id', 'asc']] });
    for (const index of projection.searchIndexes ?? []) {
      const { hits } = await search.search(index.name, { size: 10_000 });
      models[`search:${index.name}`] = hits.map((h) => h.doc).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    }
  }
  return models;
}

async function compareWithRebuild(call: Call, dataDir: string, head: number): Promise<{ head: number; documents: number }> {
  const silent = createLogger('silent');
  const second = mkdtempSync(join(tmpdir(), 'fie-rebuild-'));
  const live = new SqliteDocumentStore(join(dataDir, 'read-models.db'));
  const liveSearch = new ColumnarSearchIndex(join(dataDir, 'search.db'));
  try {
    for (let attempt = 0; ; attempt++) {
      // The live read models at a quiet moment: the same head and checkpoints before and after reading them.
      const before = JSON.stringify((await caughtUp(call)).projections);
      const models = await readModels(live, liveSearch);
      const after = await caughtUp(call);
      if (JSON.stringify(after.projections) !== before) {
        if (attempt > 20) throw new Error('the read models never held still long enough to compare');
        continue;
      }
      // The event store alone, copied with SQLite's online backup (a consistent snapshot, WAL included).
      const source = new Database(join(dataDir, 'events.db'), { readonly: true });
      await source.backup(join(second, 'events.db'));
      source.close();
      const events = new SqliteEventStore(join(second, 'events.db'));
      const rebuiltDocs = new SqliteDocumentStore(join(second, 'read-models.db'));
      const rebuiltSearch = new ColumnarSearchIndex(join(second, 'search.db'));
      try {
        if ((await events.headPosition()) !== after.head) continue; // something was appended meanwhile
        // Personal data is sealed in the log; its keys are the live vault's (replay reads them, writes none).
        await replay(events, rebuiltDocs, allProjections, silent, live, rebuiltSearch);
        const rebuilt = await readModels(rebuiltDocs, rebuiltSearch);
        const differences = Object.keys({ ...models, ...rebuilt }).filter((name) => !isDeepStrictEqual(models[name], rebuilt[name]));
        if (differences.length) {
          const detail = differences.map((name) => `${name}:\n  live    ${JSON.stringify(models[name])?.slice(0, 1500)}\n  rebuilt ${JSON.stringify(rebuilt[name])?.slice(0, 1500)}`);
          throw new Error(`read models differ from a clean rebuild at head ${after.head}: ${differences.join(', ')}\n${detail.join('\n')}`);
        }
        return { head: Math.max(head, after.head), documents: Object.values(models).reduce((n, docs) => n + docs.length, 0) };
      } finally {
        await Promise.all([events.close(), rebuiltDocs.close(), rebuiltSearch.close()]);
        rmSync(join(second, 'events.db'), { force: true });
        for (const f of ['events.db-wal', 'events.db-shm', 'read-models.db', 'read-models.db-wal', 'read-models.db-shm', 'search.db', 'search.db-wal', 'search.db-shm']) rmSync(join(second, f), { force: true });
      }
    }
  } finally {
    await Promise.all([live.close(), liveSearch.close()]);
    rmSync(second, { recursive: true, force: true });
  }
}
