import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '@fie/platform';
import { latestSmsTo } from '@fie/stores';
import { freePort, repoRoot } from '../testing/gateway';

/**
 * Issue 32's "401 SessionEnded right after sign-up when the services run apart": the command API, the query API and
 * the projectors each their own process on one DATA_DIR, as `docker compose` runs them. The command API signs a
 * session the moment a texted code confirms an account; the query API checks every session against the read models,
 * which the projectors write a moment later. A reader that does not know the account yet waits for the session's
 * projections to pass the log's head before it says the account is gone; it still refuses a session ended, an
 * account that is not there, and (when the projectors cannot catch up in time) one it cannot vouch for.
 *
 * The projectors are paused (SIGSTOP) while the person signs up and confirms, so the reads below always come before
 * the account is projected, as they did by chance on a busy machine.
 */
const JWT_SECRET = 'sessions-apart-jwt-secret-of-at-least-32-characters';
let dataDir = '';
let commandUrl = '';
let queryUrl = '';
let projectors: ChildProcess;
const services: ChildProcess[] = [];

function startService(main: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [join(repoRoot, main)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  services.push(child);
  return child;
}

async function healthy(url: string) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}/api/health`).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

async function call(url: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

const pause = () => projectors.kill('SIGSTOP');
const resume = () => projectors.kill('SIGCONT');

/** A phone-only sign-up confirmed by its texted code, asking for a session (as the confirmation page does). */
async function signUpByPhone(local: string, meanwhile?: () => void): Promise<{ token: string; user?: { phone: string; email: string | null } }> {
  const password = 'Akwaaba#2026';
  const up = await call(commandUrl, 'POST', '/api/auth/signup', { firstName: 'Kwabena', lastName: 'Asante', phoneNumber: local, password, confirmPassword: password, acknowledge: true });
  expect([up.status, up.body.code]).toEqual([201, undefined]);
  const e164 = `+233${local.slice(1)}`;
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = /^(\d{6}) /.exec((await latestSmsTo(join(dataDir, 'sms-outbox'), e164))?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const answer = call(commandUrl, 'POST', '/api/auth/confirm', { phone: local, code, signIn: true, remember: true });
  meanwhile?.();
  const confirmed = await answer;
  expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Account confirmed']);
  return { token: confirmed.body.token, user: confirmed.body.user };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fie-sessions-apart-'));
  const [commandPort, queryPort] = [await freePort(), await freePort()];
  commandUrl = `http://127.0.0.1:${commandPort}`;
  queryUrl = `http://127.0.0.1:${queryPort}`;
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: queryUrl,
    JWT_SECRET,
    CODE_SECRET: 'sessions-apart-code-secret-of-at-least-32-characters',
    LOG_LEVEL: 'error',
    OUTBOUND_PER_ADDRESS_PER_HOUR: '100000',
    COMMAND_API_PORT: String(commandPort),
    QUERY_API_PORT: String(queryPort),
  };
  startService('command-api/dist/main.js', env);
  await healthy(commandUrl);
  startService('query-api/dist/main.js', env);
  projectors = startService('projectors/dist/main.js', env);
  await healthy(queryUrl);
}, 120_000);

afterAll(async () => {
  if (projectors) resume();
  await Promise.all(services.map((child) => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))))));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a session signed by the command API, read by the query API before the projectors wrote the account', () => {
  test('When a person confirms by the texted code, then the answer carries them as the read models will say it (not none), the projectors a moment behind', async () => {
    pause();
    try {
      const person = await signUpByPhone('0245550500', () => setTimeout(resume, 500));
      expect(person.user).toMatchObject({ phone: '+233245550500', email: null });
    } finally {
      resume();
    }
  }, 30_000);

  test('When a person signs up by phone and confirms, then their first signed-in reads and commands are answered, not refused as ended', async () => {
    pause();
    let person: { token: string };
    try {
      person = await signUpByPhone('0245550501');
      // The reads the dashboard makes first, asked before the account is projected; the projectors go on a moment later.
      const reads = Promise.all([call(queryUrl, 'GET', '/api/auth/user', undefined, person.token), call(queryUrl, 'GET', '/api/offers', undefined, person.token)]);
      const command = call(commandUrl, 'PUT', '/api/auth/language', { language: 'tw' }, person.token);
      await new Promise((r) => setTimeout(r, 300));
      resume();
      const [me, offers] = await reads;
      expect([me.status, me.body.code]).toEqual([200, undefined]);
      expect(me.body).toMatchObject({ phone: '+233245550501', email: null });
      expect([offers.status, offers.body.code]).toEqual([200, undefined]);
      expect([(await command).status, (await command).body.code]).toEqual([200, undefined]);
    } finally {
      resume();
    }
  }, 30_000);

  test('When the person signs out of every device, then the same session is refused by both services, as before', async () => {
    const person = await signUpByPhone('0245550502');
    expect((await call(commandUrl, 'POST', '/api/auth/sign-out-everywhere', undefined, person.token)).status).toBe(200);
    // Each service learns of it from the read models, within the moment it keeps a person's standing.
    let refused = { status: 0, body: {} as any };
    for (let i = 0; i < 60 && refused.status !== 401; i++) {
      refused = await call(queryUrl, 'GET', '/api/auth/user', undefined, person.token);
      if (refused.status !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect([refused.status, refused.body.code]).toEqual([401, 'SessionEnded']);
    const command = await call(commandUrl, 'PUT', '/api/auth/language', { language: 'tw' }, person.token);
    expect([command.status, command.body.code]).toEqual([401, 'SessionEnded']);
  }, 30_000);

  test('When a well-signed session names an account that is not there, then it is refused once the projections are level with the log', async () => {
    const nobody = signToken({ kind: 'user', id: '00000000-0000-4000-8000-000000000000' }, JWT_SECRET);
    const read = await call(queryUrl, 'GET', '/api/auth/user', undefined, nobody);
    expect([read.status, read.body.code]).toEqual([401, 'SessionEnded']);
    const command = await call(commandUrl, 'PUT', '/api/auth/language', { language: 'tw' }, nobody);
    expect([command.status, command.body.code]).toEqual([401, 'SessionEnded']);
  }, 30_000);

  test('When the projectors cannot catch up in time, then a session the reader does not know is refused, never let in on trust', async () => {
    pause();
    try {
      const person = await signUpByPhone('0245550503');
      const read = await call(queryUrl, 'GET', '/api/auth/user', undefined, person.token);
      expect([read.status, read.body.code]).toEqual([401, 'SessionEnded']);
    } finally {
      resume();
    }
  }, 30_000);
});
