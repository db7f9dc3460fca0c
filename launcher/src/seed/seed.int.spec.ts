import { regions } from '@fie/places';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { demoListings } from './demo-data';
import { seed } from './seed';

let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace();
}, 30_000);
afterAll(async () => fie.stop());

test('the demo listings cover all 16 regions and all four categories, inside Ghana', () => {
  const listings = demoListings(320);
  expect(new Set(listings.map((l) => (l.body.location_details as { region: string }).region)).size).toBe(16);
  expect(new Set(listings.map((l) => l.category))).toEqual(new Set(['residential', 'commercial', 'farmland', 'events']));
});

test('seeding goes through the API: owners, organizations and listings with photos become searchable', async () => {
  const done = await seed({ url: fie.url, outboxDir: fie.stores.outboxDir }, { listings: 32 });
  expect(done.listings).toBe(32);
  const all = await fie.request('POST', '/api/properties/search', { pageSize: 100 });
  expect(all.body.result.total).toBe(32);
  expect(all.body.result.properties.every((p: { images: unknown[] }) => p.images.length === 3)).toBe(true);
  const regionsSeen = new Set(all.body.result.properties.map((p: { location_details: { region: string } }) => p.location_details.region));
  expect(regionsSeen.size).toBeGreaterThanOrEqual(regions.length - 4);
  // Each demo photo is drawn its own way, so the console does not take the demo listers for photo thieves.
  const staff = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  const consoleListings = (await fie.request('GET', '/api/admin/listings?range=[0,99]', undefined, staff)).body as { flags: { code: string }[] }[];
  expect(consoleListings).toHaveLength(32);
  expect(consoleListings.flatMap((l) => l.flags.map((f) => f.code))).not.toContain('duplicate_photo');
}, 120_000);
