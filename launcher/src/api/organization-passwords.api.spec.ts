import { latestMessageTo } from '@fie/stores';
import { createOrganization, mailedKey } from '../testing/organizations';
import { marketplaceWithStaff, samplePerson, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Organizations are never stuck (issue 20): they recover and change their password through the people's calls, with
 * their email and their token, and a registration whose completion link was lost or ran out can be finished with a
 * fresh one, asked for by registering again or sent by staff.
 */
let fie: TestMarketplace;
let staffToken: string;
marketplaceWithStaff((started, token) => ((fie = started), (staffToken = token)));

const codeIn = async (email: string) => /code is (\d{6})/.exec((await latestMessageTo(fie.stores.outboxDir, email))?.text ?? '')?.[1];
const signIn = (email: string, password: string) => fie.request('POST', '/api/organizations/login', { email, password });
const register = (email: string, url_name: string, name = 'Nkabom Estates') => fie.request('POST', '/api/organizations/register-organization', { name, email, phone: '0302212345', address: 'Spintex Road, Accra', url_name });
const complete = (key: string, password = 'Agency#2026') => fie.request('POST', '/api/organizations/complete-organization-registration', { password, confirmPassword: password, key });
const ended = { code: 'SessionEnded' };

describe('an organization forgets its password', () => {
  test('When it asks with its email, then a code is mailed (as to people), the code sets the new password once, and the old sessions end', async () => {
    const org = await createOrganization(fie, { name: 'Sunyani Lets', email: 'desk@sunyanilets.example', url_name: 'sunyanilets' });
    const asked = await fie.request('POST', '/api/auth/forgot-password', { email: 'Desk@SunyaniLets.example' });
    expect(asked).toMatchObject({ status: 200, body: { message: 'Code delivered to desk@sunyanilets.example', destination: 'desk@sunyanilets.example' } });
    expect((await latestMessageTo(fie.stores.outboxDir, 'desk@sunyanilets.example'))!.text).toMatch(/\/reset_password\/desk%40sunyanilets\.example\/\d{6}\?account=organization/);
    // The same 30 seconds between codes as for people.
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: 'desk@sunyanilets.example' })).status).toBe(429);

    const code = (await codeIn('desk@sunyanilets.example'))!;
    const wrong = await fie.request('POST', '/api/auth/reset-password', { email: 'desk@sunyanilets.example', code: code === '000000' ? '111111' : '000000', password: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CodeMismatchException' } });
    const reset = await fie.request('POST', '/api/auth/reset-password', { email: 'desk@sunyanilets.example', code, password: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successful' } });
    expect((await fie.request('POST', '/api/auth/reset-password', { email: 'desk@sunyanilets.example', code, password: 'Other#2026x', confirmPassword: 'Other#2026x' })).status).toBe(429);

    expect((await signIn('desk@sunyanilets.example', 'Agency#2026')).status).toBe(401);
    expect((await signIn('desk@sunyanilets.example', 'Fresh#2026x')).status).toBe(200);
    expect(await fie.request('GET', '/api/organizations/user', undefined, org.token)).toMatchObject({ status: 401, body: ended });
  });

  test('When an email has no account of either kind, then it is still 404 UserNotFoundException', async () => {
    expect(await fie.request('POST', '/api/auth/forgot-password', { email: 'nobody.at.all@example.com' })).toMatchObject({ status: 404, body: { code: 'UserNotFoundException' } });
  });

  test('When a person and an organization share an email, then the person is reset unless the organization is chosen, and the code goes to the one that asked', async () => {
    const shared = 'kwesi@sharedmail.example';
    await fie.signUpAndConfirm({ email: shared });
    await createOrganization(fie, { name: 'Kwesi Homes', email: shared, url_name: 'kwesihomes' });
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: shared, account: 'organization' })).status).toBe(200);
    const code = (await codeIn(shared))!;
    // No choice on the reset: the account with the newest code is the organization.
    expect((await fie.request('POST', '/api/auth/reset-password', { email: shared, code, password: 'Kwesi#2026x', confirmPassword: 'Kwesi#2026x' })).status).toBe(200);
    expect((await signIn(shared, 'Kwesi#2026x')).status).toBe(200);
    expect((await fie.request('POST', '/api/auth/login', { email: shared, password: samplePerson.password })).status).toBe(200);
    // Without a choice, asking for a code is the person's.
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: shared })).status).toBe(200);
    const personCode = (await codeIn(shared))!;
    expect((await fie.request('POST', '/api/auth/reset-password', { email: shared, code: personCode, password: 'Person#2026x', confirmPassword: 'Person#2026x' })).status).toBe(200);
    expect((await fie.request('POST', '/api/auth/login', { email: shared, password: 'Person#2026x' })).status).toBe(200);
    expect((await signIn(shared, 'Kwesi#2026x')).status).toBe(200);
  });
});

describe('an organization changes its password', () => {
  test('When it gives its current password, then the new one works, its other sessions end and this device gets a new token; a wrong current password is refused as for people', async () => {
    const org = await createOrganization(fie, { name: 'Tema Keys', email: 'hello@temakeys.example', url_name: 'temakeys' });
    const otherDevice = (await signIn('hello@temakeys.example', 'Agency#2026')).body.token as string;
    const empty = await fie.request('POST', '/api/auth/change-password', {}, org.token);
    expect(empty.body.errors).toMatchObject({ oldPassword: 'Old password is required', newPassword: 'New password is required' });
    const wrong = await fie.request('POST', '/api/auth/change-password', { oldPassword: 'Nope#12345', newPassword: 'Keys#2026xy', confirmPassword: 'Keys#2026xy' }, org.token);
    expect(wrong).toMatchObject({ status: 400, body: { errors: { oldPassword: 'Old password is incorrect' } } });

    const changed = await fie.request('POST', '/api/auth/change-password', { oldPassword: 'Agency#2026', newPassword: 'Keys#2026xy', confirmPassword: 'Keys#2026xy' }, org.token);
    expect(changed).toMatchObject({ status: 200, body: { message: 'Password changed', token: expect.any(String) } });
    expect((await fie.request('GET', '/api/organizations/user', undefined, changed.body.token)).status).toBe(200);
    expect(await fie.request('GET', '/api/organizations/user', undefined, otherDevice)).toMatchObject({ status: 401, body: ended });
    expect((await signIn('hello@temakeys.example', 'Keys#2026xy')).status).toBe(200);
  });
});

describe('a registration never finished', () => {
  test('When it registers again with the same email, then 200 and a fresh link that works (the old one no longer does); once finished, the email is 409 again', async () => {
    expect((await register('info@nkabom.example', 'nkabom')).status).toBe(201);
    const lost = await mailedKey(fie, 'info@nkabom.example');
    const refused = await signIn('info@nkabom.example', 'Agency#2026');
    expect(refused.body).toMatchObject({ code: 'OrganizationNotCompleted', message: expect.stringContaining('Register again with this email') });

    const again = await register('INFO@nkabom.example', 'nkabom2', 'Nkabom Estates Ltd');
    expect(again).toMatchObject({ status: 200, body: { message: 'This email has a registration that is not finished yet: we have emailed a fresh link to complete it', organization: { name: 'Nkabom Estates', url_name: 'nkabom' } } });
    const fresh = await mailedKey(fie, 'info@nkabom.example');
    expect(fresh).not.toBe(lost);
    expect((await complete(lost)).body.code).toBe('InvalidKey');
    expect((await complete(fresh)).status).toBe(200);
    expect((await signIn('info@nkabom.example', 'Agency#2026')).status).toBe(200);

    const finished = await register('info@nkabom.example', 'nkabom3');
    expect(finished).toMatchObject({ status: 409, body: { code: 'OrganizationExists', errors: { email: 'An organization with this email already exists' } } });
  });

  test('When staff resend the completion link with a reason, then it is mailed and recorded; a finished organization is 409 and a reason is required', async () => {
    const reg = await register('office@asantehomes.example', 'asantehomes', 'Asante Homes');
    const id = reg.body.organization.id as string;
    expect((await fie.request('POST', `/api/admin/organizations/${id}/resend-completion-link`, {}, staffToken)).body.errors).toEqual({ reason: 'Give a reason: it is kept with the decision' });
    const sent = await fie.request('POST', `/api/admin/organizations/${id}/resend-completion-link`, { reason: 'The first link went to spam' }, staffToken);
    expect(sent).toMatchObject({ status: 200, body: { id, message: 'A fresh completion link has been emailed to the organization' } });
    const events = await fie.stores.events.readStream(`organization-${id}`);
    expect(events.at(-1)).toMatchObject({ type: 'OrganizationCompletionLinkReissued', data: { by: 'staff', reason: 'The first link went to spam' } });
    expect((await complete(await mailedKey(fie, 'office@asantehomes.example'))).status).toBe(200);
    expect((await fie.request('POST', `/api/admin/organizations/${id}/resend-completion-link`, { reason: 'Again' }, staffToken))).toMatchObject({ status: 409, body: { code: 'AlreadyCompleted' } });
    expect((await fie.request('POST', '/api/admin/organizations/00000000-0000-0000-0000-000000000000/resend-completion-link', { reason: 'x' }, staffToken)).status).toBe(404);
  });

  test('When it has lost its link, then resetting its password by code also finishes the registration', async () => {
    await register('team@volta.example', 'voltahomes', 'Volta Homes');
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: 'team@volta.example' })).status).toBe(200);
    const code = (await codeIn('team@volta.example'))!;
    expect((await fie.request('POST', '/api/auth/reset-password', { email: 'team@volta.example', code, password: 'Volta#2026x', confirmPassword: 'Volta#2026x' })).status).toBe(200);
    const signedIn = await signIn('team@volta.example', 'Volta#2026x');
    expect(signedIn.status).toBe(200);
    expect((await fie.request('GET', '/api/organizations/user', undefined, signedIn.body.token)).body).toMatchObject({ completed: true });
  });
});
