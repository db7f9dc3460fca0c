import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
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

describe('As of a date: people and organizations', () => {
  const history = (kind: 'user' | 'organization', id: string, at?: string) => fie.request('GET', `/api/admin/${kind}-history/${id}${at ? `?at=${encodeURIComponent(at)}` : ''}`, undefined, staffToken);

  test('A person is folded from their stream and their standing until then: type, confirmation, suspension, a line per change; their name stays sealed', async () => {
    const kofi = await fie.signUpAndConfirm({ email: 'kofi.asof@example.com', firstName: 'Kofi' });
    const id = kofi.user.id ?? kofi.user._id;
    const before = new Date().toISOString();
    await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: 'kofi.asof@example.com' }, kofi.token);
    expect((await fie.request('POST', `/api/admin/users/${id}/suspend`, { reason: 'Listed a house he does not own' }, staffToken)).status).toBe(200);

    const then = (await history('user', id, before)).body;
    expect(then).toMatchObject({ id, at: before, state: { closed: false, userType: 'seeker', confirmed: true, suspended: null } });
    expect(then.history.map((l: { what: string }) => l.what)).toEqual(['Signed up as a seeker', 'Confirmed the email address']);
    const now = (await history('user', id)).body;
    expect(now.state).toMatchObject({ userType: 'owner', ownerType: 'individual', suspended: 'Listed a house he does not own' });
    expect(now.history.slice(2).map((l: { what: string }) => l.what)).toEqual(['Registered as an owner (individual)', 'Suspended by staff: Listed a house he does not own']);
    expect(JSON.stringify(now)).not.toContain('Kofi');
    // Before the account existed, there was none.
    expect((await history('user', id, '2020-01-01')).body.state).toBeNull();
  });

  test('A closed account reads as closed from that day on', async () => {
    const efua = await fie.signUpAndConfirm({ email: 'efua.asof@example.com' });
    expect((await fie.request('DELETE', '/api/auth/user', undefined, efua.token)).status).toBe(200);
    const now = (await history('user', efua.user.id ?? efua.user._id)).body;
    expect(now.state).toEqual({ closed: true });
    expect(now.history.at(-1).what).toBe('Closed the account');
  });

  test('An organization as of a date: name, members, verification and suspension then; unknown ids are 404 and a bad date 400', async () => {
    const org = await createOrganization(fie, { name: 'Asof Homes', email: 'asof.homes@example.com', url_name: 'asof_homes' });
    const before = new Date().toISOString();
    expect((await fie.request('POST', `/api/admin/organizations/${org.id}/verify`, { reason: 'Certificate checked' }, staffToken)).status).toBe(200);
    expect((await history('organization', org.id, before)).body.state).toMatchObject({ name: 'Asof Homes', urlName: 'asof_homes', completed: true, members: 0, verified: false, suspended: null });
    const now = (await history('organization', org.id)).body;
    expect(now.state).toMatchObject({ verified: true });
    expect(now.history.map((l: { what: string }) => l.what)).toEqual(['Registered as Asof Homes (asof_homes)', 'Completed its registration (set its password)', 'Verified by staff: Certificate checked']);
    expect((await history('organization', 'no-such-org')).status).toBe(404);
    expect((await history('user', 'no-such-user')).status).toBe(404);
    expect((await history('organization', org.id, 'someday')).status).toBe(400);
  });
});
