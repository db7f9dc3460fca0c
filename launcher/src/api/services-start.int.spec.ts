import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SqliteEventStore } from '@fie/stores';

/**
 * The services as docker compose runs them, each its own process: started before an engine answers, a service
 * does not exit (compose would only restart it into the same refusal) but listens, says in /api/health what it
 * waits for, and keeps trying. Here the query API waits for an Elasticsearch that is not there (a closed port);
 * the command API, on the embedded stores, is ready and healthy at once.
 */
const root = resolve(__dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'fie-services-'));
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

function run(main: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(root, main)], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

async function poll<T>(read: () => Promise<T | undefined>, seconds: number): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gave up waiting');
}

beforeAll(() => execSync('npx tsc -b tsconfig.json', { cwd: root, stdio: 'ignore' }), 120_000);
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a starting service's health says it waits for, once it answers 503 and names something. */
const startingHealth = (port: number) =>
  poll(async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    const body = (await res.json()) as { status: string; waitingFor?: { store: string; error: string }[] };
    return res.status === 503 && body.waitingFor?.length ? body : undefined;
  }, 40);

test('a service whose engine does not answer keeps running and says in its health what it waits for', async () => {
  const port = await freePort();
  const closed = await freePort();
  const child = run('query-api/dist/main.js', { QUERY_API_PORT: String(port), ELASTICSEARCH_URL: `http://127.0.0.1:${closed}` });
  const health = await startingHealth(port);
  expect(health.status).toBe('starting');
  expect(health.waitingFor![0]!.store).toBe('search index (Elasticsearch)');
  expect(health.waitingFor![0]!.error).toMatch(/ECONNREFUSED/);
  const search = await fetch(`http://127.0.0.1:${port}/api/properties/search`, { method: 'POST' });
  expect(search.status).toBe(503);
  expect(child.exitCode).toBeNull();
}, 60_000);

test('`npm start` toward an event store that is not up listens at once, says in its health what it waits for, and answers every other call 503', async () => {
  const port = await freePort();
  const closed = await freePort();
  const child = run('launcher/dist/main.js', { PORT: String(port), EVENTSTORE_URL: `esdb://127.0.0.1:${closed}?tls=false` });
  const health = await startingHealth(port);
  expect(health.status).toBe('starting');
  expect(health.waitingFor![0]!.store).toBe('event store (KurrentDB)');
  const page = await fetch(`http://127.0.0.1:${port}/search-property`);
  expect(page.status).toBe(503);
  expect(page.headers.get('retry-after')).toBe('5');
  expect(child.exitCode).toBeNull();
}, 60_000);

test('`npm run migrate` toward an event store that does not answer gives up after --wait with a clear message and exit 1, copying nothing', async () => {
  const closed = await freePort();
  const source = mkdtempSync(join(tmpdir(), 'fie-migrate-wait-'));
  try {
    const log = new SqliteEventStore(join(source, 'events.db'));
    await log.append('contact-m1', [{ type: 'ContactMessageReceived', data: { messageId: 'm1', name: 'Esi', email: 'esi@example.com', subject: '', message: 'Hello', receivedAt: 'x' } }]);
    await log.close();
    const before = readFileSync(join(source, 'events.db'));
    const result = spawnSync(process.execPath, [join(root, 'launcher/dist/migrate/cli.js'), '--to-eventstore', `kurrentdb://127.0.0.1:${closed}?tls=false`, '--wait', '2'], { env: { ...process.env, DATA_DIR: source }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/event store \(KurrentDB\): gave up after \d+ s/);
    expect(result.stderr).toContain('Nothing was changed.');
    expect(readdirSync(source).filter((file) => file.startsWith('migration-progress'))).toEqual([]);
    expect(readFileSync(join(source, 'events.db')).equals(before)).toBe(true);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}, 60_000);

test('the command API on its own answers its health once its stores are open', async () => {
  const port = await freePort();
  run('command-api/dist/main.js', { COMMAND_API_PORT: String(port) });
  const health = await poll(async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200 ? ((await res.json()) as { status: string; stores: Record<string, { ok: boolean }> }) : undefined;
  }, 30);
  expect(health.status).toBe('ok');
  expect(Object.keys(health.stores)).toEqual(['events', 'documents', 'blobs', 'mailer', 'sms']);
}, 60_000);

test('each service on its own stops on SIGTERM, exiting 0 well within 10 s', async () => {
  for (const [main, variable] of [['command-api/dist/main.js', 'COMMAND_API_PORT'], ['query-api/dist/main.js', 'QUERY_API_PORT']] as const) {
    const port = await freePort();
    const child = run(main, { [variable]: String(port) });
    await poll(async () => ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200 ? true : undefined), 30);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const sent = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(10_000);
  }
}, 60_000);

test('in production a service without PUBLIC_URL does not start: it exits 1 saying what to set', () => {
  for (const main of ['command-api/dist/main.js', 'query-api/dist/main.js', 'launcher/dist/main.js']) {
    const { PUBLIC_URL: _unset, ...env } = process.env;
    const result = spawnSync(process.execPath, [join(root, main)], { env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', COMMAND_API_PORT: '0', QUERY_API_PORT: '0' }, encoding: 'utf8', timeout: 30_000 });
    expect([main, result.status]).toEqual([main, 1]);
    expect(result.stderr).toContain('PUBLIC_URL is required in production (NODE_ENV=production)');
  }
}, 60_000);
