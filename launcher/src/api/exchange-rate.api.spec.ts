import sharp from 'sharp';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let owner: { token: string };
let staffToken: string;
beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await fie.signUpAndConfirm({ email: 'dollar.lister@example.com', firstName: 'Kojo' });
  await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: 'dollar.lister@example.com' }, owner.token);
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 60_000);
afterAll(async () => fie.stop());

async function uploadPhotos(token: string) {
  const form = new FormData();
  for (const background of ['#a0522d', '#2e8b57', '#4682b4']) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg().toBuffer();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  }
  const res = await fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()).filelocation as { name: string }[]).map((f) => f.name);
}
const listInDollars = async (price: number) => {
  const house = {
    type: 'house', acquisition: 'buy', price, currency: 'USD', description: 'Four-bedroom house with a pool, Trasacco Valley',
    bedrooms: 4, bathrooms: 4, images: await uploadPhotos(owner.token), utilities: { water: 'gwcl', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1436, 5.6412] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  };
  const res = await fie.request('POST', '/api/properties/create-residential', house, owner.token);
  expect(res.status).toBe(201);
  return res.body.property.id as string;
};
const setRate = (body: unknown, token?: string) => fie.request('PUT', '/api/admin/settings/exchange-rate', body, token);
const found = async (body: object) => (await fie.request('POST', '/api/properties/search', body)).body.result.properties as { id: string; priceGhs: number; exchangeRate?: unknown }[];

describe('PUT /api/admin/settings/exchange-rate', () => {
  test('When no rate was ever set, then everyone reads the indicative default of 15, never set', async () => {
    const rate = await fie.request('GET', '/api/settings/exchange-rate');
    expect(rate).toMatchObject({ status: 200, body: { usdToGhs: 15, setAt: null, indicative: true } });
  });

  test('When staff set 16, then a US$ 1,000 listing is GH₵ 16,000 on its page and in search, and the GHS price filter follows', async () => {
    const id = await listInDollars(1000);
    expect((await found({ price: { max: 15000 }, currency: 'GHS' })).map((p) => p.id)).toContain(id);

    const res = await setRate({ usdToGhs: 16 }, staffToken);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'exchange-rate', message: 'Exchange rate saved', usdToGhs: 16, setAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(Number(res.headers.get('x-fie-position'))).toBeGreaterThan(0);
    const page = await fie.request('GET', `/api/properties/search/${id}`);
    expect(page.body).toMatchObject({ price: 1000, currency: 'USD', priceGhs: 16000, exchangeRate: { usdToGhs: 16, indicative: true } });
    const inSearch = (await found({ category: 'residential' })).find((p) => p.id === id);
    expect(inSearch).toMatchObject({ priceGhs: 16000, exchangeRate: { usdToGhs: 16, indicative: true } });
    expect((await found({ price: { max: 15000 }, currency: 'GHS' })).map((p) => p.id)).not.toContain(id);
    expect((await found({ price: { max: 17000 }, currency: 'GHS' })).map((p) => p.id)).toContain(id);
    // A filter in dollars is converted at the same rate: US$ 1,000 is GH₵ 16,000, inside a GH₵ 16,000 ceiling.
    expect((await found({ price: { max: 1000 }, currency: 'USD' })).map((p) => p.id)).toContain(id);
    expect((await fie.request('GET', '/api/settings/exchange-rate')).body).toEqual({ usdToGhs: 16, setAt: res.body.setAt, indicative: true });
  });

  test('When a dollar listing is created after the rate is set, then it is indexed at that rate', async () => {
    const id = await listInDollars(500);
    expect((await found({ price: { min: 8000, max: 8000 }, currency: 'GHS' })).map((p) => p.id)).toContain(id);
    expect((await found({ price: { max: 7999 }, currency: 'GHS' })).map((p) => p.id)).not.toContain(id);
  });

  test('When staff set the same rate again, then nothing is written and the rate in force is answered', async () => {
    const before = (await fie.stores.events.readAll()).length;
    const { setAt } = (await fie.request('GET', '/api/admin/settings/exchange-rate', undefined, staffToken)).body;
    const res = await setRate({ usdToGhs: 16 }, staffToken);
    expect(res.body).toEqual({ id: 'exchange-rate', message: 'Exchange rate saved', usdToGhs: 16, setAt });
    expect((await fie.stores.events.readAll()).length).toBe(before);
  });

  test('When the rate is 0 or missing, then 400 with the message under usdToGhs', async () => {
    const zero = await setRate({ usdToGhs: 0 }, staffToken);
    expect(zero).toMatchObject({ status: 400, body: { code: 'ValidationError', message: 'The rate must be between 1 and 1,000', errors: { usdToGhs: 'The rate must be between 1 and 1,000' } } });
    expect((await setRate({}, staffToken)).body.errors).toEqual({ usdToGhs: 'Enter how many cedis one US dollar buys' });
  });

  test('When a user or an organization sets the rate, then 403; without a token, 401; the rate is unchanged', async () => {
    const org = await createOrganization(fie, { name: 'Dollar Homes', email: 'dollar.homes@example.com', url_name: 'dollar_homes' });
    expect(await setRate({ usdToGhs: 20 }, owner.token)).toMatchObject({ status: 403, body: { code: 'StaffOnly', message: 'Only support staff can set the exchange rate' } });
    expect((await setRate({ usdToGhs: 20 }, org.token)).status).toBe(403);
    expect((await setRate({ usdToGhs: 20 })).status).toBe(401);
    expect((await fie.request('GET', '/api/settings/exchange-rate')).body.usdToGhs).toBe(16);
  });
});

describe('GET /api/admin/settings/exchange-rate', () => {
  test('When staff read it, then it is a console record naming who set it; anyone else is refused', async () => {
    const me = (await fie.request('GET', '/api/admin/auth/me', undefined, staffToken)).body;
    const res = await fie.request('GET', '/api/admin/settings/exchange-rate', undefined, staffToken);
    expect(res.body).toMatchObject({ id: 'exchange-rate', usdToGhs: 16, setBy: me.id, indicative: true });
    expect((await fie.request('GET', '/api/admin/settings/exchange-rate', undefined, owner.token)).status).toBe(401);
    expect((await fie.request('GET', '/api/admin/settings/exchange-rate')).status).toBe(401);
  });
});
