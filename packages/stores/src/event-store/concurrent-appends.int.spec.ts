import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WrongExpectedRevisionError } from './port';
import { SqliteEventStore } from './sqlite-event-store';

/**
 * Optimistic concurrency under a crowd: 100 writers append to one stream, all expecting revision 0. Exactly one
 * may win; every other one gets WrongExpectedRevisionError (a 409 at the HTTP edge) and writes nothing. Both ways
 * the embedded store is written: through one connection (the launcher, every request in one process), and
 * through several connections to one file at the same moment (command APIs in separate processes; here threads,
 * each with its own connection, racing for SQLite's write lock).
 */
const root = resolve(__dirname, '../../../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-appends-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const opened = { type: 'ListingCreated', data: { title: 'A house in Tema' } };
const edit = (writer: number) => ({ type: 'ListingEdited', data: { writer } });

test('100 writers at one expected revision through one connection: exactly one succeeds, the others conflict and write nothing', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  await events.append('listing-1', [opened]);
  const outcomes = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => events.append('listing-1', [edit(i)], { expectedRevision: 0 })));

  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(refused).toHaveLength(99);
  for (const o of refused) expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
  expect((await events.readStream('listing-1')).map((e) => e.revision)).toEqual([0, 1]);
  await events.close();
});

test('100 writers at one expected revision through four connections at once: exactly one succeeds, the others conflict and write nothing', async () => {
  // The threads load the compiled adapter (they do not run through the test's TypeScript transform).
  execSync('npx tsc -b packages/stores/tsconfig.json', { cwd: root, stdio: 'ignore' });
  const file = join(dir, 'events.db');
  const events = new SqliteEventStore(file);
  await events.append('listing-1', [opened]);

  const go = new Int32Array(new SharedArrayBuffer(4));
  const source = `
    const { workerData, parentPort } = require('node:worker_threads');
    const { SqliteEventStore } = require(workerData.adapter);
    const store = new SqliteEventStore(workerData.file);
    parentPort.postMessage('ready');
    Atomics.wait(workerData.go, 0, 0); // every thread starts at the same moment
    Promise.allSettled(Array.from({ length: 25 }, (_, i) =>
      store.append('listing-1', [{ type: 'ListingEdited', data: { writer: workerData.thread * 25 + i } }], { expectedRevision: 0 })))
      .then(async (outcomes) => {
        await store.close();
        parentPort.postMessage(outcomes.map((o) => (o.status === 'fulfilled' ? 'won' : o.reason.code)));
      });
  `;
  const adapter = join(root, 'packages/stores/dist/event-store/sqlite-event-store.js');
  const threads = Array.from({ length: 4 }, (_, thread) => new Worker(source, { eval: true, workerData: { adapter, file, go, thread } }));
  const results = threads.map(
    (worker) =>
      new Promise<{ ready: Promise<void>; outcomes: Promise<string[]> }>((settle) => {
        let ready!: () => void;
        let done!: (o: string[]) => void;
        const state = { ready: new Promise<void>((r) => (ready = r)), outcomes: new Promise<string[]>((r) => (done = r)) };
        worker.on('message', (m: 'ready' | string[]) => (m === 'ready' ? ready() : done(m)));
        worker.on('error', (error) => done([String(error)]));
        settle(state);
      }),
  );
  const states = await Promise.all(results);
  await Promise.all(states.map((s) => s.ready));
  Atomics.store(go, 0, 1);
  Atomics.notify(go, 0);
  const outcomes = (await Promise.all(states.map((s) => s.outcomes))).flat();
  await Promise.all(threads.map((t) => t.terminate()));

  expect(outcomes).toHaveLength(100);
  expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'WrongExpectedVersion')).toHaveLength(99);
  expect((await events.readStream('listing-1')).map((e) => e.revision)).toEqual([0, 1]);
  await events.close();
}, 60_000);
