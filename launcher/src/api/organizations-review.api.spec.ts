import { createStaffByOperator, type CommandDeps } from '@fie/command-api';
import { createLogger, PersonalDataVault } from '@fie/platform';
import { latestMessageTo } from '@fie/stores';
import { listHouse } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Staff review organizations over HTTP: their registration, documents, members and listings; verify, suspend
 * (no sign-in, listings out of search, told why by mail) and reinstate, each an event with the staff member and reason.
 */
let fie: TestMarketplace;
let staffToken: string;
let analystToken: string;
let org: { id: string; token: string };
let listingId: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  const operator = { ...fie.stores, vault: new PersonalDataVault(fie.stores.documents), logger: createLogger('silent'), supportEmail: 'support@fie.local', now: () => new Date() };
  const analyst = await createStaffByOperator(operator as unknown as CommandDeps, 'analyst.orgs@fie.local', 'analyst');
  analystToken = (await fie.request('POST', '/api/admin/auth/login', { email: analyst.email, password: analyst.password })).body.token;
  org = await createOrganization(fie, { name: 'Adom Homes', email: 'adom.homes@example.com', url_name: 'adomhomes' });
  const ama = await fie.signUpAndConfirm({ email: 'ama.adom@example.com', firstName: 'Ama', lastName: 'Mensah' });
  await addMember(fie, org.token, { ...ama.user, email: ama.email, token: ama.token }, ['list_properties']);
  listingId = (await listHouse(fie, org.token)).id;
}, 60_000);
afterAll(async () => fie.stop());

const inSearch = async (id: string) => ((await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result.properties as { id: string }[]).some((p) => p.id === id);
const decide = (decision: string, body: unknown = { reason: 'Registration certificate checked' }, token = staffToken) => fie.request('POST', `/api/admin/organizations/${org.id}/${decision}`, body, token);
const signIn = () => fie.request('POST', '/api/organizations/login', { email: 'adom.homes@example.com', password: 'Agency#2026' });

test('When staff search and open an organization, then its registration, members and listings are shown', async () => {
  const found = await fie.request('GET', `/api/admin/organizations?filter=${encodeURIComponent(JSON.stringify({ q: 'adom' }))}`, undefined, analystToken);
  expect(found.body).toEqual([expect.objectContaining({ id: org.id, name: 'Adom Homes', verified: false, suspended: false })]);
  expect(found.headers.get('content-range')).toBe('organizations 0-0/1');
  const one = await fie.request('GET', `/api/admin/organizations/${org.id}`, undefined, analystToken);
  expect(one.body).toMatchObject({ url_name: 'adomhomes', completed: true, members: [{ name: 'Ama Mensah', email: 'ama.adom@example.com', permissions: ['list_properties'] }], listings: [{ id: listingId }], documents: [], history: [] });
});

test('When staff verify an organization, then it is marked verified with the reason and its public page shows the badge; an analyst cannot, and twice is refused', async () => {
  expect(await decide('verify', undefined, analystToken)).toMatchObject({ status: 403 });
  expect(await decide('verify', { reason: '' })).toMatchObject({ status: 400, body: { errors: { reason: 'Give a reason: it is kept with the decision' } } });
  expect(await decide('verify')).toMatchObject({ status: 200, body: { message: 'Organization verified' } });
  expect(await decide('verify')).toMatchObject({ status: 409 });
  const verified = await fie.request('GET', `/api/admin/organizations?filter=${encodeURIComponent(JSON.stringify({ verified: true }))}`, undefined, staffToken);
  expect(verified.body.map((o: { id: string }) => o.id)).toEqual([org.id]);
  // Its public page shows the badge.
  expect((await fie.request('GET', '/api/organizations/single/adomhomes')).body.result.organization).toMatchObject({ name: 'Adom Homes', verified: true });
});

test('When staff suspend an organization, then it cannot sign in and is told why, its listings leave search, and reinstating undoes both', async () => {
  expect(await inSearch(listingId)).toBe(true);
  expect(await decide('suspend', { reason: 'Lists houses it does not manage' })).toMatchObject({ status: 200 });
  expect(await inSearch(listingId)).toBe(false);
  const refused = await signIn();
  expect(refused).toMatchObject({ status: 403, body: { code: 'OrganizationSuspended' } });
  expect(refused.body.message).toContain('This organization has been suspended: Lists houses it does not manage.');
  // Its session ended with the suspension: the token it holds is refused too, and signing in says why.
  expect(await fie.request('POST', '/api/auth/refresh', undefined, org.token)).toMatchObject({ status: 401, body: { code: 'AccountSuspended' } });
  expect((await latestMessageTo(fie.stores.outboxDir, 'adom.homes@example.com'))?.text).toContain('Why: Lists houses it does not manage');

  expect(await decide('reinstate', { reason: 'Showed its management contracts' })).toMatchObject({ status: 200 });
  expect(await inSearch(listingId)).toBe(true);
  expect((await signIn()).status).toBe(200);
  const events = await fie.stores.events.readStream(`organization-standing-${org.id}`);
  expect(events.map((e) => [e.type, (e.data as { reason: string }).reason])).toEqual([
    ['OrganizationVerified', 'Registration certificate checked'],
    ['OrganizationSuspended', 'Lists houses it does not manage'],
    ['OrganizationReinstated', 'Showed its management contracts'],
  ]);
  expect(events.every((e) => typeof (e.data as { staffId?: string }).staffId === 'string')).toBe(true);
  const one = await fie.request('GET', `/api/admin/organizations/${org.id}`, undefined, staffToken);
  expect(one.body).toMatchObject({ verified: true, suspended: false, history: [{ what: 'reinstated' }, { what: 'suspended' }, { what: 'verified' }] });
});
