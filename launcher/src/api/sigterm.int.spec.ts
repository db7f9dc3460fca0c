import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { latestMessageTo } from '@fie/stores';
import { buildServer, startMarketplaceProcess, type MarketplaceProcess } from '../crash/marketplace-process';
import { openSocket } from '../testing/sockets';
import { clientOf } from '../crash/workload';

/** SIGTERM on the built marketplace (as `npm start` runs it, and as Docker and systemd stop it). */
let dataDir: string;
let fie: MarketplaceProcess | undefined;
beforeAll(async () => {
  buildServer();
  dataDir = mkdtempSync(join(tmpdir(), 'fie-sigterm-'));
  fie = await startMarketplaceProcess(dataDir);
}, 120_000);
afterAll(async () => {
  await fie?.crash();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose body arrives in two parts, `pause` apart: in flight while the signal comes. */
function slowRequest(url: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(data) }));
    });
    req.on('error', reject);
  });
  req.write(text.slice(0, 10));
  return { finish: () => req.end(text.slice(10)), answer };
}

test('SIGTERM stops taking connections, lets a slow request in flight finish and its projections catch up, closes sockets as going away, cuts a client that never finishes, and exits 0 within 10 s', async () => {
  const call = clientOf(fie!.url);
  const password = 'Akwaaba#2026';
  const email = 'akua.sigterm@example.com';
  await call('POST', '/api/auth/signup', { firstName: 'Akua', lastName: 'Owusu', email, phoneNumber: '0244123456', password, confirmPassword: password, acknowledge: true, user_type: 'seeker' });
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email))?.text ?? '')![1];
  await call('POST', '/api/auth/confirm', { email, code });
  const { token } = (await call('POST', '/api/auth/login', { email, password })).body;
  const socket = await openSocket(fie!.url, token);

  const slow = slowRequest(fie!.url, '/api/contact', { name: 'Kojo Antwi', email: 'kojo@example.com', subject: 'Slow', message: 'Sent over a slow line from Tamale' });
  // A client that starts a request and never finishes it must not hold the stop past its grace.
  const stuck = slowRequest(fie!.url, '/api/contact', { name: 'Ama', email: 'ama@example.com', subject: 'Stuck', message: 'This line never finishes' });
  stuck.answer.catch(() => undefined);
  await new Promise((r) => setTimeout(r, 300)); // the server has both requests in hand
  const stopping = fie!.terminate();

  expect(await socket.closed).toEqual({ code: 1001, reason: 'Server restarting' });
  await expect(fetch(`${fie!.url}/api/health`)).rejects.toThrow(); // no new connections
  slow.finish();
  expect(await slow.answer).toMatchObject({ status: 201, body: { message: expect.any(String), id: expect.any(String) } });
  const { id } = (await slow.answer).body;

  const stopped = await stopping;
  fie = undefined;
  expect(stopped).toMatchObject({ code: 0, signal: null });
  expect(stopped.ms).toBeLessThan(10_000);
  await expect(stuck.answer).rejects.toThrow(); // cut, and nothing of it written

  // What it answered is in the log, and every projection finished its batch with it before the process ended.
  const events = new Database(join(dataDir, 'events.db'), { readonly: true });
  const head = events.prepare('SELECT MAX(position) FROM events').pluck().get() as number;
  expect(events.prepare('SELECT COUNT(*) FROM events WHERE stream_id = ?').pluck().get(`contact-${id}`)).toBe(1);
  events.close();
  const documents = new Database(join(dataDir, 'read-models.db'), { readonly: true });
  const checkpoints = documents.prepare('SELECT doc FROM c__checkpoints').pluck().all().map((d) => JSON.parse(d as string) as { id: string; position: number });
  documents.close();
  expect(checkpoints.length).toBeGreaterThan(10);
  for (const checkpoint of checkpoints) expect(checkpoint).toMatchObject({ position: head });
}, 60_000);
