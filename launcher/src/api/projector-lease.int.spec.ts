import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHECKPOINTS, createLogger } from '@fie/platform';
import { allProjections, LEASES, replay } from '@fie/projectors';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';

/**
 * Two projectors processes on one embedded DATA_DIR, as two machines would share engines: one holds the lease and
 * projects, the other stands by. Killed with SIGKILL, the holder is replaced by the standby once its lease has
 * expired and within the lease's own bound, and the read models then equal a clean rebuild of the log. The bound is
 * checked on the times the two processes record (the dead holder's expiry, the standby's log line as it takes over),
 * not on this test's clock, so the appends made meanwhile and this process's scheduling are not part of it.
 */
const root = resolve(__dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'fie-lease-'));
const LEASE_MS = 2000;
const children: { child: ChildProcess; out: string }[] = [];

function projectors() {
  return start('projectors/dist/main.js', dataDir);
}

function start(main: string, data: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [join(root, main)], { env: { ...process.env, DATA_DIR: data, LOG_LEVEL: 'info', PROJECTOR_LEASE_MS: String(LEASE_MS), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

test('one projectors process holds the lease and the other stands by; killed, the holder is replaced within a lease time of its expiry, and nothing is lost', async () => {
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

  const exited = new Promise((r) => a.child.once('exit', r));
  a.child.kill('SIGKILL');
  await exited;
  // What the killed holder last wrote: the lease stays so until the standby takes it.
  const leases = documents.collection<{ id: string; owner: string; token: number; expiresAt: string; renewedAt: string }>(LEASES);
  const dead = (await leases.get('projectors'))!;
  for (let i = 40; i < 80; i++) await events.append(`contact-lease${i}`, [contact(i)]);
  // When the standby took it: the time of its own log line, written as soon as it holds the lease.
  const takenAt = await until(() => {
    const line = b.out.split('\n').find((l) => l.includes('holding the projections lease'));
    return line ? Date.parse((JSON.parse(line) as { time: string }).time) : undefined;
  }, 30_000);
  const taken = (await leases.get('projectors'))!;
  expect(taken.token).toBe(dead.token + 1);
  expect(taken.owner).not.toBe(dead.owner);
  // Within one lease time of the dead holder's expiry: a standby looks every quarter of a lease time (lease.ts); a
  // whole lease time leaves room for a late timer. On the same machine it sees at its next look that the holder's
  // process is gone and need not wait for the expiry (lease.spec.ts: a holder on another machine is waited out).
  const expiredAt = Date.parse(dead.expiresAt);
  expect(expiredAt - Date.parse(dead.renewedAt)).toBe(LEASE_MS);
  expect(takenAt).toBeLessThan(expiredAt + LEASE_MS);
  await until(() => checkpointsAt(80), 30_000);

  const live = await readModels(documents);
  expect(live.contact_messages).toHaveLength(80);
  const rebuilt = new SqliteDocumentStore(join(dataDir, 'rebuilt.db'));
  await replay(events, rebuilt, allProjections, createLogger('silent'), documents, new SqliteSearchIndex(join(dataDir, 'rebuilt-search.db')));
  expect(await readModels(rebuilt)).toEqual(live);
  await Promise.all([rebuilt.close(), events.close(), documents.close()]);
}, 120_000);

test('two `npm start` on one DATA_DIR: one projects and runs the reactors, the other serves and stands by; killed with -9, the holder is replaced and nothing is lost', async () => {
  const data = mkdtempSync(join(tmpdir(), 'fie-two-starts-'));
  try {
    const documents = new SqliteDocumentStore(join(data, 'read-models.db'));
    const messages = async () => (await documents.collection<{ id: string; message: string }>('contact_messages').find({})).map((m) => m.message).sort();
    const a = start('launcher/dist/main.js', data, { PORT: '0' });
    await until(() => (a.out.includes('holding the projections lease') && a.out.includes('Fie is running at') ? true : undefined), 60_000);
    const b = start('launcher/dist/main.js', data, { PORT: '0' });
    const bUrl = await until(() => /Fie is running at (http:\/\/localhost:\d+)/.exec(b.out)?.[1], 60_000);
    await until(() => (b.out.includes('standing by') ? true : undefined), 10_000);
    expect(b.out).not.toContain('holding the projections lease');

    // The standby answers a command once the holder has projected it (read-your-writes across the two processes).
    const send = (message: string) =>
      fetch(`${bUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Esi', email: 'esi@example.com', subject: 'Hello', message }) });
    expect((await send('Through the standby, projected by the holder')).status).toBe(201);
    expect(await messages()).toEqual(['Through the standby, projected by the holder']);
    const health = (await (await fetch(`${bUrl}/api/health`)).json()) as { status: string; projections: { status: string }[] };
    expect(health.status).toBe('ok');

    const exited = new Promise((r) => a.child.once('exit', r));
    a.child.kill('SIGKILL');
    await exited;
    expect((await send('After the holder was killed')).status).toBe(201);
    await until(() => (b.out.includes('holding the projections lease') ? true : undefined), 10 * LEASE_MS);
    await until(async () => ((await messages()).length === 2 ? true : undefined), 10_000);
    expect(await messages()).toEqual(['After the holder was killed', 'Through the standby, projected by the holder']);
    b.child.kill('SIGTERM');
    await documents.close();
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}, 120_000);
