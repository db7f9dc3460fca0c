import { createStaffByOperator, type CommandDeps } from '@fie/command-api';
import { createLogger, PersonalDataVault } from '@fie/platform';
import { latestMessageTo } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Staff and the people of the marketplace over HTTP: find someone by name, email or phone, see their listings,
 * documents and reports; suspend them (no sign-in, their listings leave search, they are mailed why) and
 * reinstate them; send a new confirmation code. Each action is an event with the staff member and the reason.
 */
let fie: TestMarketplace;
let staffToken: string;
let analystToken: string;
let kwame: { token: string; user: { id: string }; email: string; password: string };
let listingId: string;

// The marketplace's clock, moved on past the 30 seconds between confirmation codes rather than waited out.
const clock = movableClock();

beforeAll(async () => {
  fie = await startTestMarketplace({}, { now: clock.now });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  const operator = { ...fie.stores, vault: new PersonalDataVault(fie.stores.documents), logger: createLogger('silent'), secrets: { jwtSecret: '', codeSecret: '' }, supportEmail: 'support@fie.local', now: () => new Date() };
  const analyst = await createStaffByOperator(operator as unknown as CommandDeps, 'analyst@fie.local', 'analyst');
  analystToken = (await fie.request('POST', '/api/admin/auth/login', { email: analyst.email, password: analyst.password })).body.token;
  kwame = await signUpOwner(fie, { email: 'kwame.standing@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244987654' });
  listingId = (await listHouse(fie, kwame.token)).id;
}, 60_000);
afterAll(async () => fie.stop());

const inSearch = async (id: string) => ((await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result.properties as { id: string }[]).some((p) => p.id === id);
const act = (action: string, body: unknown = { reason: 'Asked for money before viewings' }, token = staffToken, id = kwame.user.id) => fie.request('POST', `/api/admin/users/${id}/${action}`, body, token);
const signIn = () => fie.request('POST', '/api/auth/login', { email: kwame.email, password: kwame.password });

describe('GET /api/admin/users', () => {
  test('When staff search by name, email or phone, then the person is found with the Content-Range of the contract', async () => {
    for (const q of ['Boateng', 'kwame.standing', '024 498 7654']) {
      const found = await fie.request('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,9]&sort=["createdAt","DESC"]`, undefined, analystToken);
      expect(found.status).toBe(200);
      expect(found.body.map((u: { id: string }) => u.id)).toEqual([kwame.user.id]);
      expect(found.headers.get('content-range')).toBe('users 0-0/1');
    }
  });

  test('When staff open a person, then their listings, documents and reports are shown with no secrets', async () => {
    const one = await fie.request('GET', `/api/admin/users/${kwame.user.id}`, undefined, analystToken);
    expect(one.body).toMatchObject({ id: kwame.user.id, name: 'Kwame Boateng', suspended: false, listings: [{ id: listingId, status: 'published' }], documents: [], reportsOnListings: [], reportsMade: [] });
    expect(JSON.stringify(one.body)).not.toMatch(/passwordHash|codeHash/);
  });
});

describe('suspending and reinstating a person', () => {
  test('When staff suspend someone, then they cannot sign in and are told why, their listing leaves search, they are mailed, and the event names the staff member', async () => {
    expect(await inSearch(listingId)).toBe(true);
    expect(await act('suspend', { reason: '' })).toMatchObject({ status: 400, body: { errors: { reason: 'Give a reason: the person is told it' } } });
    expect(await act('suspend', undefined, analystToken)).toMatchObject({ status: 403 });

    expect(await act('suspend')).toMatchObject({ status: 200, body: { message: 'Account suspended; the person has been told why' } });
    expect(await inSearch(listingId)).toBe(false);
    const refused = await signIn();
    expect(refused).toMatchObject({ status: 403, body: { code: 'UserSuspended' } });
    expect(refused.body.message).toContain('Your account has been suspended: Asked for money before viewings.');
    // The session they had ends with the suspension (issue 12): not even a refresh.
    expect(await fie.request('POST', '/api/auth/refresh', undefined, kwame.token)).toMatchObject({ status: 401, body: { code: 'AccountSuspended' } });
    const mail = await latestMessageTo(fie.stores.outboxDir, kwame.email);
    expect(mail?.subject).toBe('Your Fie account has been suspended');
    expect(mail?.text).toContain('Why: Asked for money before viewings');
    const listed = await fie.request('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ suspended: true }))}`, undefined, staffToken);
    expect(listed.body).toEqual([expect.objectContaining({ id: kwame.user.id, suspended: true, suspendedReason: 'Asked for money before viewings' })]);
    expect(await act('suspend')).toMatchObject({ status: 409 });
    const [event] = await fie.stores.events.readStream(`user-standing-${kwame.user.id}`);
    expect(event).toMatchObject({ type: 'UserSuspended', data: { userId: kwame.user.id, staffId: expect.any(String), reason: 'Asked for money before viewings' } });
  });

  test('When staff reinstate them, then they sign in again, their listing is back in search, and they are mailed', async () => {
    expect(await act('reinstate', { reason: 'Cleared after a call' })).toMatchObject({ status: 200 });
    expect(await inSearch(listingId)).toBe(true);
    expect((await signIn()).status).toBe(200);
    expect((await latestMessageTo(fie.stores.outboxDir, kwame.email))?.subject).toBe('Your Fie account has been reinstated');
    const one = await fie.request('GET', `/api/admin/users/${kwame.user.id}`, undefined, staffToken);
    expect(one.body.history.map((h: { what: string; reason: string }) => [h.what, h.reason])).toEqual([['reinstated', 'Cleared after a call'], ['suspended', 'Asked for money before viewings']]);
  });
});

describe('resending a confirmation code', () => {
  test('When staff resend the code of someone unconfirmed, then the accounts\' 30 seconds between codes hold, then a new code is mailed and the staff action recorded', async () => {
    const email = 'esi.unconfirmed@example.com';
    const signup = await fie.request('POST', '/api/auth/signup', { firstName: 'Esi', lastName: 'Quaye', email, phoneNumber: '0201234567', password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026', acknowledge: true });
    expect(signup.status).toBe(201);
    const esi = (await fie.request('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, undefined, staffToken)).body[0].id as string;
    const first = await fie.latestCode(email);
    const reason = { reason: 'Says the first code never came' };
    expect(await act('resend-code', reason, staffToken, esi)).toMatchObject({ status: 429 });
    expect(await fie.stores.events.readStream(`user-standing-${esi}`)).toEqual([]);
    clock.advance(30_500);
    expect(await act('resend-code', reason, staffToken, esi)).toMatchObject({ status: 200, body: { message: 'A new confirmation code has been sent' } });
    expect(await fie.latestCode(email)).not.toBe(first);
    expect((await fie.stores.events.readStream(`user-standing-${esi}`)).map((e) => e.data)).toEqual([expect.objectContaining({ userId: esi, staffId: expect.any(String), reason: 'Says the first code never came' })]);
    expect(await act('resend-code', { reason: 'x' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/already confirmed/i) } });
  });
});
