import { createStaffByOperator, type CommandDeps } from '@fie/command-api';
import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { projectionNames } from '@fie/read-models';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/** The projections monitor and its rebuild button, over HTTP (issue 10, analysts and operators). */
type Role = 'moderator' | 'support' | 'analyst';
let fie: TestMarketplace;
let adminToken: string;
let userToken: string;
const tokens = {} as Record<Role, string>;

const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, tries = 200): Promise<T> => {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
};

beforeAll(async () => {
  fie = await startTestMarketplace();
  adminToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  const owner = await signUpOwner(fie, { email: 'monitor.owner@example.com' });
  await listHouse(fie, owner.token, { title: 'House searched during a rebuild' });
  userToken = owner.token;
  const config = loadConfig({ DATA_DIR: fie.dataDir, LOG_LEVEL: 'silent' });
  const deps = { ...fie.stores, vault: new PersonalDataVault(fie.stores.documents), logger: createLogger('silent'), secrets: config.secrets, supportEmail: config.supportEmail, now: () => new Date() } as unknown as CommandDeps;
  for (const role of ['moderator', 'support', 'analyst'] as Role[]) {
    const made = await createStaffByOperator(deps, `${role}.monitor@fie.local`, role);
    tokens[role] = (await eventually(() => fie.request('POST', '/api/admin/auth/login', { email: made.email, password: made.password }), (r) => r.status === 200)).body.token;
  }
}, 90_000);
afterAll(async () => fie.stop());

const list = (token = adminToken, query = '') => fie.request('GET', `/api/admin/projections${query}`, undefined, token);
const rebuild = (name: string, body: unknown, token = adminToken) => fie.request('POST', `/api/admin/projections/${name}/rebuild`, body, token);

test('every projection is listed with its checkpoint, the head, no lag once caught up, its generation and rate, in the simple-rest contract', async () => {
  // One page of 50, as the console's Projections screen asks (simple-rest's default page is 25, fewer than there are).
  const all = `?range=${encodeURIComponent('[0,49]')}`;
  const res = await eventually(() => list(adminToken, all), (r) => r.body.every((p: { lag: number; stale: boolean }) => p.lag === 0 && !p.stale));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-range')).toBe(`projections 0-${projectionNames.length - 1}/${projectionNames.length}`);
  expect(res.headers.get('x-total-count')).toBe(String(projectionNames.length));
  expect(res.body.map((p: { id: string }) => p.id)).toEqual([...projectionNames].sort());
  const users = res.body.find((p: { id: string }) => p.id === 'users');
  expect(users).toMatchObject({ id: 'users', checkpoint: users.head, lag: 0, error: null, rebuild: null, stale: false, generation: '' });
  expect(users.head).toBeGreaterThan(0);
  const sorted = await list(adminToken, `?sort=${encodeURIComponent('["lag","DESC"]')}&range=${encodeURIComponent('[0,4]')}`);
  expect(sorted.body).toHaveLength(5);
  expect(sorted.headers.get('content-range')).toBe(`projections 0-4/${projectionNames.length}`);
});

test("an administrator's rebuild is an event with who and why; the site keeps answering while it runs, and the monitor shows it switched", async () => {
  const asked = await rebuild('listings', { reason: 'The price history changed shape' });
  expect(asked.status).toBe(202);
  expect(asked.body).toEqual({ id: 'listings', message: 'Rebuilding listings: the live read model keeps serving until the new one has caught up' });
  const events = await fie.stores.events.readStream('projection-listings');
  expect(events.map((e) => [e.type, (e.data as { reason: string }).reason])).toEqual([['ProjectionRebuildRequested', 'The price history changed shape']]);
  expect((events[0]!.data as { requestedBy: string }).requestedBy).toMatch(/^[0-9a-f-]{36}$/);
  const search = await fie.request('POST', '/api/properties/search', { q: 'House searched during a rebuild' });
  expect(search.status).toBe(200);
  const done = await eventually(() => fie.request('GET', '/api/admin/projections/listings', undefined, adminToken), (r) => r.body.lastRebuild?.outcome === 'switched');
  expect(done.body).toMatchObject({ id: 'listings', rebuild: null, lastRebuild: { outcome: 'switched', reason: 'The price history changed shape' } });
  expect(done.body.generation).toMatch(/^v\d+g1$/);
  const after = await fie.request('POST', '/api/properties/search', { q: 'House searched during a rebuild' });
  expect(JSON.stringify(after.body)).toContain('House searched during a rebuild');
});

test('a rebuild needs a reason and a projection that exists', async () => {
  expect(await rebuild('users', {})).toMatchObject({ status: 400, body: { errors: { reason: 'Give a reason: it is kept with the rebuild' } } });
  expect(await rebuild('no-such-thing', { reason: 'x' })).toMatchObject({ status: 404, body: { message: 'There is no projection called no-such-thing' } });
  expect(await fie.request('GET', '/api/admin/projections/no-such-thing', undefined, adminToken)).toMatchObject({ status: 404 });
});

test('only administrators rebuild; every staff role reads the monitor; users and visitors get neither', async () => {
  for (const role of ['moderator', 'support', 'analyst'] as Role[]) {
    expect((await rebuild('users', { reason: 'not mine to do' }, tokens[role])).status).toBe(403);
    expect((await list(tokens[role])).status).toBe(200);
  }
  expect((await rebuild('users', { reason: 'x' }, userToken)).status).toBe(401);
  expect((await list(userToken)).status).toBe(401);
  expect((await fie.request('POST', '/api/admin/projections/users/rebuild', { reason: 'x' })).status).toBe(401);
  expect((await fie.request('GET', '/api/admin/projections')).status).toBe(401);
  expect(await fie.stores.events.readStream('projection-users')).toEqual([]);
});
