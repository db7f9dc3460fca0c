import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@fie/platform';
import { latestMessageTo } from '@fie/stores';
import { startMarketplace, type Marketplace, type MarketplaceOptions } from '../marketplace';

/**
 * The real marketplace, in-process on port 0 with a fresh DATA_DIR, for API and browser tests.
 * Requests go over HTTP, exactly as a client's would.
 */
export type TestMarketplace = Marketplace & {
  dataDir: string;
  admin: { email: string; password: string };
  request(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  latestCode(email: string): Promise<string>;
  signUpAndConfirm(person?: Partial<typeof samplePerson>): Promise<{ email: string; password: string; token: string; user: any }>;
};

export const samplePerson = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama.mensah@example.com',
  phoneNumber: '0244123456',
  password: 'Akwaaba#2026',
  confirmPassword: 'Akwaaba#2026',
  acknowledge: true,
  user_type: 'seeker',
};

/** A clock a test moves ahead (days, for what expires): give its `now` to startTestMarketplace. */
export function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
}

export async function startTestMarketplace(env: Record<string, string> = {}, options: { dataDir?: string; keepData?: boolean; wrapStores?: MarketplaceOptions['wrapStores']; now?: () => Date } = {}): Promise<TestMarketplace> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fie-test-'));
  // Every test's people sign up from one address (loopback); the per-address outbound limit is tested on its own.
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', OUTBOUND_PER_ADDRESS_PER_HOUR: '100000', ...env });
  let admin = { email: '', password: '' };
  const marketplace = await startMarketplace(config, { logger: createLogger('silent'), onFirstStart: (a) => (admin = a), wrapStores: options.wrapStores, now: options.now });

  const request: TestMarketplace['request'] = async (method, path, body, token, headers = {}) => {
    const res = await fetch(`${marketplace.url}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const latestCode = async (email: string) => {
    const message = await latestMessageTo(marketplace.stores.outboxDir, email);
    const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no confirmation code mailed to ${email}`);
    return code;
  };

  return {
    ...marketplace,
    dataDir,
    admin,
    request,
    latestCode,
    async signUpAndConfirm(person = {}) {
      const p = { ...samplePerson, ...person };
      const up = await request('POST', '/api/auth/signup', p);
      if (up.status !== 201) throw new Error(`signup failed: ${JSON.stringify(up.body)}`);
      await request('POST', '/api/auth/confirm', { email: p.email, code: await latestCode(p.email) });
      const login = await request('POST', '/api/auth/login', { email: p.email, password: p.password });
      return { email: p.email, password: p.password, token: login.body.token, user: login.body.user };
    },
    async stop() {
      await marketplace.stop();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The set-up of an API spec file that also acts as staff: one marketplace for the file (stopped after it), and
 * the administrator signed in to the console; `ready` is given both before the first test.
 */
export function marketplaceWithStaff(ready: (fie: TestMarketplace, staffToken: string) => void): void {
  let fie: TestMarketplace | undefined;
  beforeAll(async () => {
    fie = await startTestMarketplace();
    ready(fie, (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token);
  });
  afterAll(async () => fie?.stop());
}
