import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let staff: string;
beforeAll(async () => {
  fie = await startTestMarketplace();
  staff = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
});
afterAll(async () => fie.stop());

async function importFile(name: string, content: string, source: string, token = staff) {
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([content]), name);
  const res = await fetch(`${fie.url}/api/admin/partner-feeds`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

test('staff import a CSV feed; its listings appear only in the partner section of search, with their source', async () => {
  const csv = 'id,title,price,currency,bedrooms,bathrooms,category,region,images\n' +
    'a1,"3-bedroom house, Spintex",3500,GHC,3,2,Residential,greater_accra,"[""https://partner.example/a1.jpg""]"\n' +
    'a2,undefined,1000,GHS,undefined,1,residential,greater_accra,\n' +
    'a3,Shop at Kejetia,2000,GHS,,,commercial,ashanti,\n';
  const res = await importFile('homes.csv', csv, 'Meqasa Partners');
  expect(res.status).toBe(201);
  expect(res.body.message).toBe('Imported 2 partner listings, skipped 1 that could not be read');
  const search = await fie.request('POST', '/api/properties/search', { category: 'residential', location: 'Spintex' });
  expect(search.body.result.properties).toEqual([]);
  expect(search.body.result.scrapperProperties).toEqual([
    expect.objectContaining({ title: '3-bedroom house, Spintex', price: 3500, currency: 'GHS', bedrooms: 3, source: 'Meqasa Partners', images: '["https://partner.example/a1.jpg"]' }),
  ]);
});

test('a feed address inside our own network is refused', async () => {
  const res = await fie.request('POST', '/api/admin/partner-feeds', { source: 'Sneaky', url: 'http://169.254.169.254/latest/meta-data' }, staff);
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({ url: 'That address is not a public feed address' });
});

test('a new import of the same source replaces its listings; a JSON feed can come from a URL', async () => {
  process.env.PARTNER_FEEDS_ALLOW_PRIVATE = 'true'; // the test's feed server is on loopback
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ items: [{ id: 'b1', title: 'Plot at Oyibi', price: '45,000', category: 'farmland' }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
  const res = await fie.request('POST', '/api/admin/partner-feeds', { source: 'Meqasa Partners', url }, staff);
  server.close();
  delete process.env.PARTNER_FEEDS_ALLOW_PRIVATE;
  expect(res.body.message).toBe('Imported 1 partner listing');
  const feeds = await fie.request('GET', '/api/admin/partner-feeds', undefined, staff);
  expect(feeds.body).toEqual([expect.objectContaining({ id: 'meqasa-partners', source: 'Meqasa Partners', count: 1 })]);
  expect((await fie.request('POST', '/api/properties/search', { category: 'residential' })).body.result.scrapperProperties).toEqual([]);
});

test('only staff import, and an unreadable feed changes nothing', async () => {
  const user = await fie.signUpAndConfirm({ email: 'not.staff@example.com' });
  expect((await importFile('x.json', '[]', 'Someone', user.token)).status).toBe(401);
  const bad = await importFile('x.txt', 'just some words', 'Someone');
  expect(bad.status).toBe(400);
  expect(bad.body.errors.file).toBe('The feed is not JSON (an array of listings) or CSV with a header row');
});
