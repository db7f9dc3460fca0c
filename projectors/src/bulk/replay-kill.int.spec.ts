import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, PersonalDataVault } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type NewEvent } from '@fie/stores';
import { allProjections } from '../all-projections';
import { ProjectionRunner } from '../runtime';
import { replayCli } from './replay-cli.fixture';

/**
 * `npm run replay` killed with SIGKILL at any moment of its bulk load (folding in memory, writing the new
 * generations, making their indexes) leaves the live read models as they were, serving; run again, it starts
 * cleanly and switches. It runs the built CLI (CI builds before it tests), on worker threads, as an operator would.
 */
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-replay-kill-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function readModels(docs: SqliteDocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

test('kill -9 during a replay leaves the live read models serving; a rerun starts cleanly, shows its progress and switches', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  for (let k = 0; k < 24; k++) {
    const batch: NewEvent[] = Array.from({ length: 250 }, (_, i) => ({ type: 'ContactMessageReceived', data: { messageId: `m${k}-${i}`, name: 'Kofi', email: 'k@example.com', subject: '', message: `Message ${i}`, receivedAt: 'x' } }));
    await events.append(`contact-m${k}`, batch);
  }
  const docs = new SqliteDocumentStore(join(dir, 'read-models.db'));
  const search = new SqliteSearchIndex(join(dir, 'search-fts.db'));
  const live = new ProjectionRunner(events, docs, allProjections, logger, new PersonalDataVault(docs), search);
  await live.runUntil(await events.headPosition());
  const before = await readModels(docs);
  const pointers = await docs.generations();
  expect(before.contact_messages).toHaveLength(6000);

  // Killed at two moments after it has begun: whatever it was doing, the live read models are untouched.
  for (const delay of [150, 900]) {
    let begun!: () => void;
    const started = new Promise<void>((r) => (begun = r));
    const run = replayCli(dir, (line) => {
      if (line.startsWith('rebuild: ')) begun();
    });
    await Promise.race([started, run.done]);
    await new Promise((r) => setTimeout(r, delay));
    run.kill();
    const { signal, out } = await run.done;
    if (signal !== 'SIGKILL') break; // it finished first: the rerun below still proves the rest
    expect(out).toMatch(/^rebuild: folding: 0 of 6,0\d\d events/m);
    // A kill that lands after the load, while the projections switch one by one, leaves some switched: each
    // pointer is then the one it had or a whole new generation, never a half-made one, and the read models
    // read the same either way.
    for (const pointer of await docs.generations()) {
      const was = pointers.find((p) => p.id === pointer.id);
      if (pointer.generation === was?.generation) expect(pointer).toEqual(was);
      else expect(out).toMatch(/^rebuild: done: /m);
    }
    expect(await readModels(docs)).toEqual(before);
  }

  const lines: string[] = [];
  const rerun = replayCli(dir, (line) => lines.push(line));
  const { code, out } = await rerun.done;
  expect({ code, out: code === 0 ? '' : out }).toEqual({ code: 0, out: '' });
  // Its progress, a line at the start and at the end at least (a line every 5 s between them).
  expect(lines.find((l) => l.startsWith('rebuild: folding: 0 of'))).toBeDefined();
  expect(lines.find((l) => /^rebuild: done: 6,0\d\d events, [\d,]+ events\/s, \d+ s elapsed; loaded: /.test(l))).toBeDefined();
  // This connection trusts the pointers it read for a second (GENERATION_TTL_MS).
  await new Promise((r) => setTimeout(r, 1100));
  const switched = await docs.generations();
  expect(switched.find((p) => p.id === 'contact-messages')?.generation).toMatch(/^v\d+g\d+$/);
  expect(await readModels(docs)).toEqual(before);
  await Promise.all([events.close(), docs.close(), search.close()]);
}, 120_000);
