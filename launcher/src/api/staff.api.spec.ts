import { createStaffByOperator, resetPasswordByOperator, type CommandDeps } from '@fie/command-api';
import { createLogger, loadConfig, PersonalDataVault } from '@fie/platform';
import { createStores, latestMessageTo, type Stores } from '@fie/stores';
import jwt from 'jsonwebtoken';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Staff accounts and roles over HTTP: administrators invite (a mailed link to set a password), change roles
 * and disable staff, each an event with who and why; the server enforces each role's permissions on every
 * staff call; sessions last 8 idle hours; and the operator's command line creates staff and resets passwords.
 */
type Role = 'administrator' | 'moderator' | 'support' | 'analyst';
const roles: Role[] = ['administrator', 'moderator', 'support', 'analyst'];
let fie: TestMarketplace;
let adminToken: string;
let userToken: string;
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, string>;
let outside: { stores: Stores; deps: CommandDeps };

/** A second set of stores on the same data directory: the command line's, beside the running marketplace. */
async function operatorDeps(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const stores = await createStores(config.stores);
  const deps = { ...stores, vault: new PersonalDataVault(stores.documents), logger: createLogger('silent'), secrets: config.secrets, supportEmail: config.supportEmail, now: () => new Date() };
  return { stores, deps: deps as CommandDeps };
}

const signIn = async (email: string, password: string) => fie.request('POST', '/api/admin/auth/login', { email, password });
/** Waits for the running marketplace's projectors to see what the command line wrote in another connection. */
const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> => {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
};

beforeAll(async () => {
  fie = await startTestMarketplace();
  adminToken = (await signIn(fie.admin.email, fie.admin.password)).body.token;
  userToken = (await fie.signUpAndConfirm({ email: 'kojo.staff@example.com' })).token;
  outside = await operatorDeps(fie.dataDir);
  tokens.administrator = adminToken;
  for (const role of roles.filter((r) => r !== 'administrator')) {
    const made = await createStaffByOperator(outside.deps, `${role}@fie.local`, role);
    ids[role] = made.staffId;
    const login = await eventually(() => signIn(made.email, made.password), (r) => r.status === 200);
    tokens[role] = login.body.token;
  }
}, 60_000);
afterAll(async () => {
  await outside.stores.close();
  await fie.stop();
});

describe('administrators invite staff by email', () => {
  test('When an administrator invites a moderator, then the record is answered at once, the mail carries a link, and the link sets a password once', async () => {
    const invited = await fie.request('POST', '/api/admin/staff', { email: 'Efua.Moderator@example.com', name: 'Efua Sarpong', role: 'moderator', reason: 'Joins moderation' }, adminToken);
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: 'efua.moderator@example.com', name: 'Efua Sarpong', role: 'moderator', status: 'invited' });
    const listed = await fie.request('GET', `/api/admin/staff/${invited.body.id}`, undefined, adminToken);
    expect(listed.body).toMatchObject({ id: invited.body.id, status: 'invited', lastChange: { what: 'Invited as moderator', reason: 'Joins moderation' } });

    const mail = await latestMessageTo(fie.stores.outboxDir, 'efua.moderator@example.com');
    const link = /\/admin\/#\/set-password\?staff=([^&\s]+)&token=([^\s]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(invited.body.id);
    expect(await signIn('efua.moderator@example.com', '')).toMatchObject({ status: 400 });

    const set = { staffId: link![1], token: decodeURIComponent(link![2]!), newPassword: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026' };
    expect(await fie.request('POST', '/api/admin/auth/set-password', { ...set, token: 'forged' })).toMatchObject({ status: 400, body: { code: 'InvalidLink' } });
    expect(await fie.request('POST', '/api/admin/auth/set-password', set)).toMatchObject({ status: 200, body: { message: 'Password set. You can sign in now.' } });
    expect(await fie.request('POST', '/api/admin/auth/set-password', set)).toMatchObject({ status: 400, body: { code: 'InvalidLink' } });
    const login = await signIn('efua.moderator@example.com', 'Akwaaba#2026');
    expect(login).toMatchObject({ status: 200, body: { staff: { role: 'moderator', mustChangePassword: false } } });

    const events = await fie.stores.events.readStream(`staff-${invited.body.id}`);
    expect(events[0]).toMatchObject({ type: 'StaffMemberInvited', data: { invitedBy: expect.any(String), reason: 'Joins moderation' } });
    expect(JSON.stringify(events)).not.toContain(set.token);
  });

  test('When the email is already staff, or the form is incomplete, then nothing is written and each field says why', async () => {
    expect(await fie.request('POST', '/api/admin/staff', { email: 'moderator@fie.local', name: 'Again', role: 'moderator' }, adminToken)).toMatchObject({ status: 409, body: { errors: { email: 'A staff member with this email already exists' } } });
    expect(await fie.request('POST', '/api/admin/staff', { email: 'x' }, adminToken)).toMatchObject({ status: 400, body: { errors: { email: 'Enter a valid email address', name: 'Name is required', role: 'Choose a role' } } });
  });
});

describe('administrators change roles and disable staff', () => {
  test('When a role changes, then the next request is judged by the new role, though the token was signed with the old one', async () => {
    const made = await createStaffByOperator(outside.deps, 'yaw.support@fie.local', 'support');
    const token = (await eventually(() => signIn(made.email, made.password), (r) => r.status === 200)).body.token;
    expect((await fie.request('GET', '/api/admin/staff', undefined, token)).status).toBe(403);
    const changed = await fie.request('POST', `/api/admin/staff/${made.staffId}/role`, { role: 'administrator', reason: 'Runs the night shift' }, adminToken);
    expect(changed.status).toBe(200);
    expect((await fie.request('GET', '/api/admin/staff', undefined, token)).status).toBe(200);
    expect(await fie.request('POST', `/api/admin/staff/${made.staffId}/role`, { role: 'administrator', reason: 'again' }, adminToken)).toMatchObject({ status: 400, body: { code: 'SameRole' } });
    expect(await fie.request('POST', `/api/admin/staff/${made.staffId}/role`, { role: 'analyst' }, adminToken)).toMatchObject({ status: 400, body: { errors: { reason: 'Give a reason: it is kept with the change' } } });
    const events = await fie.stores.events.readStream(`staff-${made.staffId}`);
    expect(events.find((e) => e.type === 'StaffRoleChanged')?.data).toMatchObject({ from: 'support', to: 'administrator', reason: 'Runs the night shift' });
  });

  test('When a staff member is disabled, then their session ends at once and they cannot sign in; enabled again, they can', async () => {
    const made = await createStaffByOperator(outside.deps, 'abena.analyst@fie.local', 'analyst');
    const token = (await eventually(() => signIn(made.email, made.password), (r) => r.status === 200)).body.token;
    expect((await fie.request('POST', `/api/admin/staff/${made.staffId}/disable`, { reason: 'Left Fie' }, adminToken)).status).toBe(200);
    expect(await fie.request('GET', '/api/admin/auth/me', undefined, token)).toMatchObject({ status: 401, body: { code: 'StaffDisabled' } });
    expect(await fie.request('POST', '/api/admin/auth/refresh', undefined, token)).toMatchObject({ status: 401 });
    expect(await signIn(made.email, made.password)).toMatchObject({ status: 401, body: { message: 'This staff account has been disabled' } });
    expect(await signIn(made.email, 'wrong')).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect((await fie.request('GET', `/api/admin/staff/${made.staffId}`, undefined, adminToken)).body).toMatchObject({ status: 'disabled', lastChange: { what: 'Disabled', reason: 'Left Fie' } });
    expect((await fie.request('POST', `/api/admin/staff/${made.staffId}/enable`, { reason: 'Back from leave' }, adminToken)).status).toBe(200);
    expect((await signIn(made.email, made.password)).status).toBe(200);
  });

  test('When administrators act on their own account, then it is refused, so an administrator always remains', async () => {
    const me = (await fie.request('GET', '/api/admin/auth/me', undefined, adminToken)).body.id;
    expect(await fie.request('POST', `/api/admin/staff/${me}/disable`, { reason: 'x' }, adminToken)).toMatchObject({ status: 400, body: { code: 'NotYourself' } });
    expect(await fie.request('POST', `/api/admin/staff/${me}/role`, { role: 'analyst', reason: 'x' }, adminToken)).toMatchObject({ status: 400, body: { code: 'NotYourself' } });
  });
});

describe('staff sessions', () => {
  test('A staff token lasts 8 hours, and a refresh while the console is used gives another 8 hours', async () => {
    const lifetime = (token: string) => {
      const { exp, iat } = jwt.decode(token) as { exp: number; iat: number };
      return exp - iat;
    };
    expect(lifetime(adminToken)).toBe(8 * 60 * 60);
    const refreshed = await fie.request('POST', '/api/admin/auth/refresh', undefined, adminToken);
    expect(refreshed).toMatchObject({ status: 200, body: { staff: { role: 'administrator' } } });
    expect(lifetime(refreshed.body.token)).toBe(8 * 60 * 60);
  });
});

describe('the operator\'s command line', () => {
  test('create and reset-password print one-time passwords that work on the running marketplace, must be changed, and are events', async () => {
    const made = await createStaffByOperator(outside.deps, 'Kweku.Ops@fie.local', 'moderator');
    expect(made).toMatchObject({ email: 'kweku.ops@fie.local', role: 'moderator', password: expect.any(String) });
    const first = await eventually(() => signIn(made.email, made.password), (r) => r.status === 200);
    expect(first.body.staff).toMatchObject({ role: 'moderator', mustChangePassword: true });
    await expect(createStaffByOperator(outside.deps, 'kweku.ops@fie.local', 'moderator')).rejects.toThrow('A staff member with this email already exists');
    await expect(createStaffByOperator(outside.deps, 'x@fie.local', 'owner')).rejects.toThrow('Choose a role');

    const reset = await resetPasswordByOperator(outside.deps, made.email);
    const again = await eventually(() => signIn(made.email, reset.password), (r) => r.status === 200);
    expect(again.body.staff.mustChangePassword).toBe(true);
    expect((await signIn(made.email, made.password)).status).toBe(401);
    const events = await fie.stores.events.readStream(`staff-${made.staffId}`);
    expect(events.map((e) => e.type)).toEqual(['StaffMemberAdded', 'StaffSignedIn', 'StaffPasswordReset', 'StaffSignedIn']);
    expect(events[2]!.data).toMatchObject({ resetBy: 'operator-cli' });
    await expect(resetPasswordByOperator(outside.deps, 'nobody@fie.local')).rejects.toThrow('No such staff member');
  });
});

/**
 * Every staff endpoint × every role, and users and visitors. "in" means not refused (any answer but 401/403);
 * bodies are empty or harmless, so being let in ends in a 400 or 404 that changes nothing. Rows for new staff
 * calls go here.
 */
const everyRole = roles;
const rows: { call: string; method: string; path: () => string; body?: unknown; allowed: Role[] }[] = [
  { call: 'GET /admin/auth/me', method: 'GET', path: () => '/api/admin/auth/me', allowed: everyRole },
  { call: 'POST /admin/auth/refresh', method: 'POST', path: () => '/api/admin/auth/refresh', allowed: everyRole },
  { call: 'POST /admin/staff/change-password', method: 'POST', path: () => '/api/admin/staff/change-password', body: {}, allowed: everyRole },
  { call: 'GET /admin/events', method: 'GET', path: () => '/api/admin/events', allowed: everyRole },
  { call: 'GET /admin/events/{id}', method: 'GET', path: () => '/api/admin/events/1', allowed: everyRole },
  { call: 'GET /admin/event-types', method: 'GET', path: () => '/api/admin/event-types', allowed: everyRole },
  { call: 'GET /admin/event-types/{id}', method: 'GET', path: () => '/api/admin/event-types/StaffSignedIn', allowed: everyRole },
  { call: 'GET /admin/partner-feeds', method: 'GET', path: () => '/api/admin/partner-feeds', allowed: everyRole },
  { call: 'GET /admin/partner-feeds/{id}', method: 'GET', path: () => '/api/admin/partner-feeds/none', allowed: everyRole },
  { call: 'GET /admin/partner-listings', method: 'GET', path: () => '/api/admin/partner-listings', allowed: everyRole },
  { call: 'POST /admin/partner-feeds', method: 'POST', path: () => '/api/admin/partner-feeds', body: {}, allowed: ['administrator'] },
  { call: 'GET /admin/settings/exchange-rate', method: 'GET', path: () => '/api/admin/settings/exchange-rate', allowed: everyRole },
  { call: 'PUT /admin/settings/exchange-rate', method: 'PUT', path: () => '/api/admin/settings/exchange-rate', body: {}, allowed: ['administrator'] },
  { call: 'GET /admin/staff', method: 'GET', path: () => '/api/admin/staff', allowed: ['administrator'] },
  { call: 'GET /admin/staff/{id}', method: 'GET', path: () => `/api/admin/staff/${ids.moderator}`, allowed: ['administrator'] },
  { call: 'POST /admin/staff', method: 'POST', path: () => '/api/admin/staff', body: {}, allowed: ['administrator'] },
  { call: 'POST /admin/staff/{id}/role', method: 'POST', path: () => `/api/admin/staff/${ids.moderator}/role`, body: {}, allowed: ['administrator'] },
  { call: 'POST /admin/staff/{id}/disable', method: 'POST', path: () => `/api/admin/staff/${ids.moderator}/disable`, body: {}, allowed: ['administrator'] },
  { call: 'POST /admin/staff/{id}/enable', method: 'POST', path: () => `/api/admin/staff/${ids.moderator}/enable`, body: {}, allowed: ['administrator'] },
  { call: 'POST /admin/listings/{id}/hide', method: 'POST', path: () => '/api/admin/listings/no-such-listing/hide', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'POST /admin/listing-reports/{id}/resolve', method: 'POST', path: () => '/api/admin/listing-reports/no-such-report/resolve', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'GET /admin/listings', method: 'GET', path: () => '/api/admin/listings', allowed: everyRole },
  { call: 'GET /admin/listing-timelines/{id}', method: 'GET', path: () => '/api/admin/listing-timelines/no-such-listing', allowed: everyRole },
  { call: 'GET /admin/listing-reports', method: 'GET', path: () => '/api/admin/listing-reports', allowed: everyRole },
  { call: 'GET /admin/listing-report-figures/current', method: 'GET', path: () => '/api/admin/listing-report-figures/current', allowed: everyRole },
  { call: 'GET /admin/listing-freshness-figures/current', method: 'GET', path: () => '/api/admin/listing-freshness-figures/current', allowed: everyRole },
  { call: 'GET /admin/listing-history/{id}', method: 'GET', path: () => '/api/admin/listing-history/no-such-listing', allowed: everyRole },
  { call: 'GET /admin/user-history/{id}', method: 'GET', path: () => '/api/admin/user-history/no-such-user', allowed: everyRole },
  { call: 'GET /admin/organization-history/{id}', method: 'GET', path: () => '/api/admin/organization-history/no-such-organization', allowed: everyRole },
  { call: 'POST /admin/message-reports/{id}/resolve', method: 'POST', path: () => '/api/admin/message-reports/no-such-report/resolve', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'GET /admin/message-reports', method: 'GET', path: () => '/api/admin/message-reports', allowed: everyRole },
  { call: 'GET /admin/daily-counts', method: 'GET', path: () => '/api/admin/daily-counts', allowed: everyRole },
  { call: 'GET /admin/events/export', method: 'GET', path: () => '/api/admin/events/export?format=csv&filter=%7B%22type%22%3A%22None%22%7D', allowed: everyRole },
  { call: 'GET /admin/users', method: 'GET', path: () => '/api/admin/users', allowed: everyRole },
  { call: 'GET /admin/users/{id}', method: 'GET', path: () => '/api/admin/users/no-such-user', allowed: everyRole },
  { call: 'POST /admin/users/{id}/suspend', method: 'POST', path: () => '/api/admin/users/no-such-user/suspend', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'POST /admin/users/{id}/reinstate', method: 'POST', path: () => '/api/admin/users/no-such-user/reinstate', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'POST /admin/users/{id}/resend-code', method: 'POST', path: () => '/api/admin/users/no-such-user/resend-code', body: {}, allowed: ['administrator', 'moderator', 'support'] },
  { call: 'GET /admin/organizations', method: 'GET', path: () => '/api/admin/organizations', allowed: everyRole },
  { call: 'GET /admin/organizations/{id}', method: 'GET', path: () => '/api/admin/organizations/no-such-org', allowed: everyRole },
  { call: 'POST /admin/organizations/{id}/verify', method: 'POST', path: () => '/api/admin/organizations/no-such-org/verify', body: {}, allowed: ['administrator', 'moderator'] },
  { call: 'POST /admin/organizations/{id}/suspend', method: 'POST', path: () => '/api/admin/organizations/no-such-org/suspend', body: {}, allowed: ['administrator', 'moderator'] },
  { call: 'POST /admin/organizations/{id}/reinstate', method: 'POST', path: () => '/api/admin/organizations/no-such-org/reinstate', body: {}, allowed: ['administrator', 'moderator'] },
  { call: 'GET /admin/verifications', method: 'GET', path: () => '/api/admin/verifications', allowed: everyRole },
  { call: 'GET /admin/verifications/{id}', method: 'GET', path: () => '/api/admin/verifications/no-such.ghana_card', allowed: everyRole },
  { call: 'POST /admin/verifications/{id}/approve', method: 'POST', path: () => '/api/admin/verifications/no-such.ghana_card/approve', body: {}, allowed: ['administrator', 'moderator'] },
  { call: 'POST /admin/verifications/{id}/reject', method: 'POST', path: () => '/api/admin/verifications/no-such.ghana_card/reject', body: {}, allowed: ['administrator', 'moderator'] },
  { call: 'GET /admin/projections', method: 'GET', path: () => '/api/admin/projections', allowed: everyRole },
  { call: 'GET /admin/projections/{name}', method: 'GET', path: () => '/api/admin/projections/users', allowed: everyRole },
  { call: 'POST /admin/projections/{name}/rebuild', method: 'POST', path: () => '/api/admin/projections/users/rebuild', body: {}, allowed: ['administrator'] },
];

describe('the staff authorization matrix', () => {
  test.each(rows)('$call: only $allowed are let in; users are refused and visitors must sign in', async ({ method, path, body, allowed }) => {
    for (const role of roles) {
      const { status } = await fie.request(method, path(), body, tokens[role]);
      expect({ role, refused: status === 401 || status === 403 }).toEqual({ role, refused: !allowed.includes(role) });
      if (!allowed.includes(role)) expect({ role, status }).toEqual({ role, status: 403 });
    }
    expect((await fie.request(method, path(), body)).status).toBe(401);
    expect([401, 403]).toContain((await fie.request(method, path(), body, userToken)).status);
  });
});
