import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHECKPOINTS, createLogger } from '@fie/platform';
import { allProjections, replay } from '@fie/projectors';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';

/**
 * Two projectors processes on one embedded DATA_DIR, as two machines would share engines: one holds the lease and
 * projects, the other stands by. Killed with SIGKILL, the holder is replaced by the standby within the lease
 * time, and the read models then equal a clean rebuild of the log.
 */
const root = resolve(__dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'fie-lease-'));
const LEASE_MS = 2000;
const children: { child: ChildProcess; out: string }[] = [];

function projectors() {
  const child = spawn(process.execPath, [join(root, 'projectors/dist/main.js')], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', PROJECTOR_LEASE_MS: String(LEASE_MS) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { child, out: '' };
  child.stdout!.on('data', (chunk) => (entry.out += String(chunk)));
  child.stderr!.on('data', (chunk) => (entry.out += String(chunk)));
  children.push(entry);
  return entry;
}

async function until<T>(read: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function readModels(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

const contact = (i: number) => ({ type: 'ContactMessageReceived', data: { messageId: `lease${i}`, name: 'Esi', email: 'esi@example.com', subject: '', message: `Message ${i}`, receivedAt: 'x' } });

beforeAll(() => execSync('npx tsc -b tsconfig.json', { cwd: root, stdio: 'ignore' }), 120_000);
afterAll(() => {
  for (const { child } of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test('one projectors process holds the lease and the other stands by; killed, the holder is replaced within the lease time and nothing is lost', async () => {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dataDir, 'read-models.db'));
  const checkpointsAt = async (head: number) => {
    const all = await documents.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
    return allProjections.every((p) => all.find((c) => c.id === p.name)?.position === head) ? true : undefined;
  };
  const a = projectors();
  await until(() => (a.out.includes('holding the projections lease') ? true : undefined), 30_000);
  const b = projectors();
  await until(() => (b.out.includes('standing by') ? true : undefined), 30_000);

  for (let i = 0; i < 40; i++) await events.append(`contact-lease${i}`, [contact(i)]);
  await until(() => checkpointsAt(40), 30_000);
  expect(b.out).not.toContain('holding the projections lease');

  a.child.kill('SIGKILL');
  const killedAt = Date.now();
  for (let i = 40; i < 80; i++) await events.append(`contact-lease${i}`, [contact(i)]);
  await until(() => (b.out.includes('holding the projections lease') ? true : undefined), 30_000);
  // The standby waits for the lease to expire (at most one lease time after the last renewal), then polls.
  expect(Date.now() - killedAt).toBeLessThan(LEASE_MS * 3);
  await until(() => checkpointsAt(80), 30_000);

  const live = await readModels(documents);
  expect(live.contact_messages).toHaveLength(80);
  const rebuilt = new SqliteDocumentStore(join(dataDir, 'rebuilt.db'));
  await replay(events, rebuilt, allProjections, createLogger('silent'), documents, new SqliteSearchIndex(join(dataDir, 'rebuilt-search.db')));
  expect(await readModels(rebuilt)).toEqual(live);
  await Promise.all([rebuilt.close(), events.close(), documents.close()]);
}, 120_000);
