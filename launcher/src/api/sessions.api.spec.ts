import { latestMessageTo } from '@fie/stores';
import { marketplaceWithStaff, samplePerson, type TestMarketplace } from '../testing/test-marketplace';
import { openSocket } from '../testing/sockets';
import { createOrganization } from '../testing/organizations';

/**
 * Sessions end on the server (issue 12): a token stops working, though it has not expired, when its owner changes
 * or resets their password, signs out of every device, is suspended or closes the account. The command's own
 * answer is the last thing the old token gets; the next request already sees it.
 */
let fie: TestMarketplace;
let staffToken: string;
marketplaceWithStaff((started, token) => ((fie = started), (staffToken = token)));

const me = (token: string) => fie.request('GET', '/api/auth/user', undefined, token);
const ended = { message: 'Your session has ended. Please sign in again.', code: 'SessionEnded' };
const signIn = async (email: string, password = samplePerson.password) => (await fie.request('POST', '/api/auth/login', { email, password })).body.token as string;

test('changing the password ends every session opened before, on every device; signing in again works', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.change@example.com' });
  const otherDevice = await signIn(person.email);
  expect((await me(otherDevice)).status).toBe(200);
  const changed = await fie.request('POST', '/api/auth/change-password', { oldPassword: samplePerson.password, newPassword: 'Akwaaba#2027', confirmPassword: 'Akwaaba#2027' }, person.token);
  expect(changed.status).toBe(200);
  // This device keeps a session: the answer carries a new one.
  expect((await me(changed.body.token)).status).toBe(200);
  expect(await me(person.token)).toMatchObject({ status: 401, body: ended });
  expect(await me(otherDevice)).toMatchObject({ status: 401, body: ended });
  expect((await fie.request('POST', '/api/saves', {}, otherDevice)).status).toBe(401);
  expect((await me(await signIn(person.email, 'Akwaaba#2027'))).status).toBe(200);
});

test('resetting the password by mailed code ends the sessions too', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.reset@example.com' });
  await fie.request('POST', '/api/auth/forgot-password', { email: person.email });
  const code = /code is (\d{6})/.exec((await latestMessageTo(fie.stores.outboxDir, person.email))!.text)![1];
  expect((await fie.request('POST', '/api/auth/reset-password', { email: person.email, code, password: 'Akwaaba#2028', confirmPassword: 'Akwaaba#2028' })).status).toBe(200);
  expect(await me(person.token)).toMatchObject({ status: 401, body: ended });
});

test('"sign out of every device" ends them all, this one included', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.everywhere@example.com' });
  const phone = await signIn(person.email);
  const out = await fie.request('POST', '/api/auth/sign-out-everywhere', undefined, person.token);
  expect(out).toMatchObject({ status: 200, body: { message: 'Signed out of every device' } });
  expect(await me(phone)).toMatchObject({ status: 401, body: ended });
  expect(await me(person.token)).toMatchObject({ status: 401, body: ended });
  expect((await fie.request('POST', '/api/auth/sign-out-everywhere')).status).toBe(401);
  const events = await fie.stores.events.readStream(`user-${person.user.id ?? person.user._id}`);
  expect(events.map((e) => e.type)).toContain('SignedOutEverywhere');
});

test('a suspension ends the sessions at once; reinstated, the person signs in again', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.suspended@example.com' });
  const id = person.user.id ?? person.user._id;
  expect((await fie.request('POST', `/api/admin/users/${id}/suspend`, { reason: 'Asked for money before viewings' }, staffToken)).status).toBe(200);
  expect(await me(person.token)).toMatchObject({ status: 401, body: { code: 'AccountSuspended' } });
  expect((await fie.request('POST', `/api/admin/users/${id}/reinstate`, { reason: 'Cleared after a call' }, staffToken)).status).toBe(200);
  expect((await me(await signIn(person.email))).status).toBe(200);
});

test('closing the account ends its sessions', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.closed@example.com' });
  const other = await signIn(person.email);
  expect((await fie.request('DELETE', '/api/auth/user', undefined, person.token)).status).toBe(200);
  expect(await me(other)).toMatchObject({ status: 401, body: ended });
});

test('an open socket closes with 4401 when its sessions end, and the old token cannot join again; a suspension closes it too', async () => {
  const person = await fie.signUpAndConfirm({ email: 'sessions.socket@example.com' });
  const socket = await openSocket(fie.url, person.token);
  expect((await fie.request('POST', '/api/auth/sign-out-everywhere', undefined, person.token)).status).toBe(200);
  expect(await socket.closed).toEqual({ code: 4401, reason: ended.message });
  const rejoin = await openSocket(fie.url);
  rejoin.socket.send(JSON.stringify({ type: 'join', token: person.token }));
  expect((await rejoin.closed).code).toBe(4401);

  const fresh = await openSocket(fie.url, await signIn(person.email));
  const id = person.user.id ?? person.user._id;
  expect((await fie.request('POST', `/api/admin/users/${id}/suspend`, { reason: 'Asked for money before viewings' }, staffToken)).status).toBe(200);
  expect(await fresh.closed).toEqual({ code: 4401, reason: 'Your account is suspended, so you have been signed out. Sign in to read why.' });
});

test('an organization suspended by staff is signed out at once: its token and its open socket end', async () => {
  const org = await createOrganization(fie, { name: 'Suspended Homes', email: 'suspended.homes@example.com', url_name: 'susp_homes' });
  expect((await fie.request('GET', '/api/organizations/user', undefined, org.token)).status).toBe(200);
  const socket = await openSocket(fie.url, org.token);
  expect((await fie.request('POST', `/api/admin/organizations/${org.id}/suspend`, { reason: 'Listed houses it does not manage' }, staffToken)).status).toBe(200);
  expect(await fie.request('GET', '/api/organizations/user', undefined, org.token)).toMatchObject({ status: 401, body: { code: 'AccountSuspended' } });
  expect((await socket.closed).code).toBe(4401);
});
