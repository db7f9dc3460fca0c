import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let staffToken: string;
let listingId: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  const owner = await signUpOwner(fie, { email: 'ama.export@example.com', firstName: 'Ama', lastName: 'Boateng' });
  listingId = (await listHouse(fie, owner.token)).id;
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const exportOf = (query: string, token = staffToken) => fetch(`${fie.url}/api/admin/events/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
const filter = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

describe('GET /api/admin/daily-counts', () => {
  test('Each day is a record of its sign-ups, listings, messages, viewings, offers and reports, newest first, with its Content-Range', async () => {
    const res = await fie.request('GET', '/api/admin/daily-counts', undefined, staffToken);
    expect(res.headers.get('content-range')).toBe('daily-counts 0-0/1');
    expect(res.body).toEqual([{ id: new Date().toISOString().slice(0, 10), signups: 1, listings: 1, messages: 0, viewings: 0, offers: 0, reports: 0 }]);
  });
});

describe('GET /api/admin/events/export', () => {
  test('NDJSON: one event a line, in position order, only those the filter matches, personal data sealed as in the event log', async () => {
    const res = await exportOf(`format=ndjson&${filter({ stream: 'user-' })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="fie-events-.+\.ndjson"/);
    const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((e) => e.streamId.startsWith('user-'))).toBe(true);
    expect(lines.map((e) => e.position)).toEqual([...lines.map((e) => e.position)].sort((a, b) => a - b));
    const signedUp = lines.find((e) => e.type === 'UserSignedUp');
    expect(signedUp.data._sealed).toBe('[sealed personal data]');
    expect(signedUp.data).not.toHaveProperty('email');
    expect(signedUp.data).not.toHaveProperty('firstName');
  });

  test('CSV: a header, then a row per event with the data as JSON', async () => {
    const res = await exportOf(`format=csv&${filter({ stream: `listing-${listingId}` })}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await res.text()).split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('position,createdAt,streamId,type,revision,data,metadata');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`listing-${listingId},ListingCreated,0,"{`);
  });

  test('An unknown format is 400 and sends nothing; people and visitors are refused', async () => {
    const bad = await exportOf('format=xlsx');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { format: 'Choose ndjson or csv' } });
    expect((await exportOf('format=csv', '')).status).toBe(401);
  });
});
