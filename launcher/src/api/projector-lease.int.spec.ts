import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHECKPOINTS, createLogger } from '@fie/platform';
import { allProjections, LEASES, replay } from '@fie/projectors';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';

/**
 * Two projectors processes on one embedded DATA_DIR, as two machines would share engines: each projection has its
 * own lease, and the two share the projections by cost (projectors/src/shares.ts). Killed with SIGKILL, one is
 * replaced by the other for every projection it held, within a lease time of its leases' expiry, and the read
 * models then equal a clean rebuild of the log. The bound is checked on the times the two processes record (the
 * dead holder's expiry, the survivor's log line as it takes over), not on this test's clock, so the appends made
 * meanwhile and this process's scheduling are not part of it.
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

type LeaseDoc = { id: string; owner: string; token: number; expiresAt: string; renewedAt: string };
const ALL = `${allProjections.length} of ${allProjections.length} projections`;
/** The time of the first log line after `from` characters of a process's output that contains `text`. */
const loggedAt = (out: string, text: string, from = 0) => {
  const line = out.slice(from).split('\n').find((l) => l.includes(text));
  return line ? Date.parse((JSON.parse(line) as { time: string }).time) : undefined;
};

test('two projectors processes share the projections; killed, one is replaced for each projection it held within a lease time of its expiry, and nothing is lost', async () => {
  const events = new SqliteEventStore(join(dataDir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dataDir, 'read-models.db'));
  const leases = documents.collection<LeaseDoc>(LEASES);
  const checkpointsAt = async (head: number) => {
    const all = await documents.collection<{ id: string; position: number }>(CHECKPOINTS).find({});
    return allProjections.every((p) => all.find((c) => c.id === p.name)?.position === head) ? true : undefined;
  };
  const a = projectors();
  await until(() => (a.out.includes(`projecting here: ${ALL}`) ? true : undefined), 30_000);
  const b = projectors();
  // a sees b at its next round and gives up about half the work; b takes it at its own.
  await until(() => (b.out.includes('took over') && a.out.includes('gave up') ? true : undefined), 30_000);
  const held = async (pid: number) => (await leases.find({})).filter((l) => l.id.startsWith('projection:') && l.owner.includes(`/${pid}-`) && Date.parse(l.expiresAt) > Date.now());
  const ofA = await until(async () => {
    const [mineA, mineB] = [await held(a.child.pid!), await held(b.child.pid!)];
    return mineA.length > 0 && mineB.length > 0 && mineA.length + mineB.length === allProjections.length ? mineA : undefined;
  }, 30_000);

  for (let i = 0; i < 40; i++) await events.append(`contact-lease${i}`, [contact(i)]);
  await until(() => checkpointsAt(40), 30_000);

  // What the killed process last wrote: its leases stay so until the survivor takes them. Read just before the
  // kill and again at once after it; one the survivor has taken meanwhile is as it was just before the kill.
  const ofAtKill = (await leases.find({})).filter((l) => ofA.some((o) => o.id === l.id) && l.owner.includes(`/${a.child.pid}-`));
  const exited = new Promise((r) => a.child.once('exit', r));
  const killedAt = b.out.length;
  a.child.kill('SIGKILL');
  await exited;
  const lastOfA = (await leases.find({})).filter((l) => l.owner.includes(`/${a.child.pid}-`));
  const dead = ofAtKill.map((before) => lastOfA.find((l) => l.id === before.id) ?? before);
  expect(dead.length).toBeGreaterThan(0);
  for (let i = 40; i < 80; i++) await events.append(`contact-lease${i}`, [contact(i)]);
  // When the survivor took them: the time of its own log line, written as soon as it projects them all.
  const takenAt = await until(() => loggedAt(b.out, `projecting here: ${ALL}`, killedAt), 30_000);
  for (const lease of dead) {
    const taken = (await leases.get(lease.id))!;
    expect(taken.owner).toContain(`/${b.child.pid}-`);
    expect(taken.token).toBe(lease.token + 1);
    // Within one lease time of the dead holder's expiry: the survivor looks every third of a lease time
    // (shares.ts); a whole lease time leaves room for a late timer. On the same machine it sees at its next look
    // that the holder's process is gone and need not wait for the expiry (lease.spec.ts: a holder on another
    // machine is waited out).
    const expiredAt = Date.parse(lease.expiresAt);
    expect(expiredAt - Date.parse(lease.renewedAt)).toBe(LEASE_MS);
    expect(takenAt).toBeLessThan(expiredAt + LEASE_MS);
  }
  await until(() => checkpointsAt(80), 30_000);

  const live = await readModels(documents);
  expect(live.contact_messages).toHaveLength(80);
  const rebuilt = new SqliteDocumentStore(join(dataDir, 'rebuilt.db'));
  await replay(events, rebuilt, allProjections, createLogger('silent'), documents, new SqliteSearchIndex(join(dataDir, 'rebuilt-search.db')));
  expect(await readModels(rebuilt)).toEqual(live);
  await Promise.all([rebuilt.close(), events.close(), documents.close()]);
}, 120_000);

test('two `npm start` on one DATA_DIR: they share the projections, one runs the reactors and the other stands by for them; killed with -9, the other takes everything and nothing is lost', async () => {
  const data = mkdtempSync(join(tmpdir(), 'fie-two-starts-'));
  try {
    const documents = new SqliteDocumentStore(join(data, 'read-models.db'));
    const messages = async () => (await documents.collection<{ id: string; message: string }>('contact_messages').find({})).map((m) => m.message).sort();
    const a = start('launcher/dist/main.js', data, { PORT: '0' });
    await until(() => (a.out.includes(`projecting here: ${ALL}`) && a.out.includes('holding the reactors lease') && a.out.includes('Fie is running at') ? true : undefined), 60_000);
    const b = start('launcher/dist/main.js', data, { PORT: '0' });
    const bUrl = await until(() => /Fie is running at (http:\/\/localhost:\d+)/.exec(b.out)?.[1], 60_000);
    await until(() => (b.out.includes('standing by: the reactors lease') && b.out.includes('took over') ? true : undefined), 30_000);
    expect(b.out).not.toContain('holding the reactors lease');

    // Either answers a command once both have projected it (read-your-writes across the two processes).
    const send = (message: string) =>
      fetch(`${bUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Esi', email: 'esi@example.com', subject: 'Hello', message }) });
    expect((await send('Through the second process, projected by the two')).status).toBe(201);
    expect(await messages()).toEqual(['Through the second process, projected by the two']);
    const health = (await (await fetch(`${bUrl}/api/health`)).json()) as { status: string; projections: { status: string }[] };
    expect(health.status).toBe('ok');

    const exited = new Promise((r) => a.child.once('exit', r));
    const killedAt = b.out.length;
    a.child.kill('SIGKILL');
    await exited;
    expect((await send('After the first was killed')).status).toBe(201);
    await until(() => (b.out.includes('holding the reactors lease') && loggedAt(b.out, `projecting here: ${ALL}`, killedAt) ? true : undefined), 10 * LEASE_MS);
    await until(async () => ((await messages()).length === 2 ? true : undefined), 10_000);
    expect(await messages()).toEqual(['After the first was killed', 'Through the second process, projected by the two']);
    b.child.kill('SIGTERM');
    await documents.close();
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}, 120_000);
