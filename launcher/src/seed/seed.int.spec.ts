import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { demoListings, HOME_TYPES } from './demo-data';
import { priceRangeOf } from './rents';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probe, runSeed } from './run-seed';

/**
 * `npm run seed` against a marketplace that is running (started here as a test marketplace on a port of its own),
 * with a small count: it fills it through its HTTP API, with every kind of home at prices from the table in
 * rents.ts, no price flagged by Fie's own check, and people dealing with each other.
 */
let fie: TestMarketplace;
let run: Awaited<ReturnType<typeof runSeed>>;
const COUNT = 24;
beforeAll(async () => {
  fie = await startTestMarketplace();
  run = await runSeed({ url: fie.url, env: {}, listings: COUNT });
}, 150_000);
afterAll(async () => fie.stop());

const staffToken = async () => (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token as string;
const signIn = async (email: string) => (await fie.request('POST', '/api/auth/login', { email, password: run.seeded!.password })).body.token as string;
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('Given a marketplace answering on its port, the seed fills it through its API instead of starting one of its own, and does not seed it twice', async () => {
  expect(run).toMatchObject({ where: 'running', url: fie.url, seeded: { listings: COUNT } });
  const again = await runSeed({ url: fie.url, env: {}, listings: COUNT });
  expect(again).toMatchObject({ where: 'running', seeded: undefined });
});

test('Given nothing answering on the port, the seed starts a marketplace of its own on DATA_DIR (here the running one\'s, which has listings, so it seeds nothing); something that is not Fie is refused', async () => {
  const closed = createServer();
  await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((done) => closed.close(done));
  expect(await probe(`http://127.0.0.1:${port}`)).toEqual({ kind: 'none' });
  const own = await runSeed({ url: `http://127.0.0.1:${port}`, env: { DATA_DIR: fie.dataDir, LOG_LEVEL: 'silent' }, listings: COUNT });
  expect(own).toMatchObject({ where: 'started', seeded: undefined });
  expect(own.url).not.toBe(fie.url);

  const other = createServer((_req, res) => res.end('<html>hello</html>'));
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  try {
    await expect(runSeed({ url: `http://127.0.0.1:${(other.address() as AddressInfo).port}`, env: {}, listings: COUNT })).rejects.toThrow(/not Fie's health/);
  } finally {
    await new Promise((done) => other.close(done));
  }
});

test('The demo has every kind of home Ghanaians rent, each at a price inside its town\'s range in rents.ts, with three photos', async () => {
  const found = (await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result;
  expect(found.total).toBe(COUNT);
  const listings = found.properties as any[];
  expect(new Set(listings.filter((l) => l.category === 'residential').map((l) => l.type))).toEqual(new Set(['single_room', 'chamber_and_hall', 'self_contained', 'compound_house', 'apartment', 'house', 'bungalow', 'townhouse']));
  const outside = listings
    .map((l) => ({ title: l.title, price: `${l.price} ${l.currency} ${l.payment_plan ?? ''}`, ...priceRangeOf(l) }))
    .filter((l) => !l.range || l.amount! < l.range[0] || l.amount! > l.range[1]);
  expect(outside).toEqual([]);
  expect(listings.every((l) => l.images.length === 3)).toBe(true);
});

test('Fie\'s own checks flag no price, and only the few advances asked as the market usually does; no photo is taken for a copy', async () => {
  const flags = ((await fie.request('GET', '/api/admin/listings?range=[0,99]', undefined, await staffToken())).body as { flags: { code: string }[] }[]).flatMap((l) => l.flags.map((f) => f.code));
  expect(flags.filter((code) => code !== 'rent_advance_above_legal')).toEqual([]);
  expect(flags.filter((code) => code === 'rent_advance_above_legal')).toHaveLength(run.seeded!.advancesFlaggedOnPurpose);
  expect(run.seeded!.advancesFlaggedOnPurpose).toBeGreaterThan(0);
});

test('The dashboards show dealings in progress: a countered offer, viewings, conversations, saved listings and a matched request', async () => {
  const seekerToken = await signIn(run.seeded!.seekers[0]!);
  const listerToken = await signIn(run.seeded!.dealings.lister!);
  expect(run.seeded!.dealings).toMatchObject({ conversations: 3, viewings: 3, offers: 2, requests: 1 });

  const offers = (await fie.request('GET', '/api/offers?role=made', undefined, seekerToken)).body.result.offers as any[];
  expect(offers).toEqual([expect.objectContaining({ status: 'open', awaiting: 'seeker', history: [expect.objectContaining({ kind: 'offer' }), expect.objectContaining({ kind: 'counter', by: 'lister' })] })]);
  const viewings = (await fie.request('GET', '/api/viewings', undefined, seekerToken)).body.result.viewings as any[];
  expect(viewings.map((v) => v.status)).toEqual(['pending']);
  expect((await fie.request('GET', '/api/viewings', undefined, listerToken)).body.result.viewings.length).toBeGreaterThanOrEqual(1);
  const inbox = (await fie.request('GET', '/api/messages/fetch-messages', undefined, listerToken)).body.result.messages as any[];
  expect(inbox.length).toBeGreaterThanOrEqual(1);
  expect((await fie.request('GET', '/api/saved-properties/ids', undefined, seekerToken)).body.result.ids).toHaveLength(1);

  const requester = await signIn(run.seeded!.seekers[4]!);
  const requests = await eventually(
    async () => (await fie.request('GET', '/api/requests/fetch-requests?page=1&pageSize=10&view=mine', undefined, requester)).body.result.requests as any[],
    (all) => all[0]?.matches >= 1,
  );
  expect(requests).toEqual([expect.objectContaining({ kind: 'request', status: 'open', matches: expect.any(Number) })]);
  expect(requests[0].matches).toBeGreaterThanOrEqual(1);
});

test('The full demo of 320 listings reaches all 16 regions and all four categories, with every kind of home', () => {
  const listings = demoListings(320);
  expect(new Set(listings.map((l) => (l.body.location_details as { region: string }).region)).size).toBe(16);
  expect(new Set(listings.map((l) => l.category))).toEqual(new Set(['residential', 'commercial', 'farmland', 'events']));
  expect(new Set(listings.map((l) => l.body.type)).size).toBeGreaterThan(HOME_TYPES.length + 10);
  expect(listings.filter((l) => l.asksUsualAdvance).length).toBeLessThanOrEqual(5);
});
