import { latestMessageTo } from '@fie/stores';
import { addMember, createOrganization, mailedKey } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace();
});
afterAll(async () => fie.stop());

describe('registering an organization', () => {
  test('When the fields are wrong, then it answers the spec messages and writes nothing', async () => {
    const before = (await fie.stores.events.readAll()).length;
    const res = await fie.request('POST', '/api/organizations/register-organization', { name: '', email: 'x', phone: '12', address: '', url_name: 'has space!' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Organization name is required',
      email: 'Invalid email format',
      phone: 'Phone number format is not valid',
      address: 'Please enter the address of the organization',
      url_name: 'No spaces, or special characters allowed except underscores',
    });
    const long = await fie.request('POST', '/api/organizations/register-organization', { name: 'Acme', email: 'acme@example.com', phone: '0302212345', address: 'Accra', url_name: 'a_very_long_name' });
    expect(long.body.errors).toEqual({ url_name: "Shouldn't exceed 12 characters" });
    expect((await fie.stores.events.readAll()).length).toBe(before);
  });

  test('When registered, completed with the mailed key and signed in, then the organization reads itself; a taken url name is refused', async () => {
    const org = await createOrganization(fie, { name: 'Adom Homes', email: 'hello@adomhomes.example', url_name: 'adom_homes' });
    expect(org.token).toBeTruthy();
    const me = await fie.request('GET', '/api/organizations/user', undefined, org.token);
    expect(me.body).toMatchObject({ name: 'Adom Homes', url_name: 'adom_homes', email: 'hello@adomhomes.example', phone: '+233302212345' });
    const single = await fie.request('GET', '/api/organizations/single/adom_homes');
    expect(single.body.result.organization).toMatchObject({ _id: org.id, name: 'Adom Homes', url_name: 'adom_homes' });
    expect(single.body.result.organization.email).toBeUndefined();
    const taken = await fie.request('POST', '/api/organizations/register-organization', { name: 'Other', email: 'other@example.com', phone: '0302212345', address: 'Kumasi', url_name: 'ADOM_HOMES' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ url_name: 'This url name is taken' });
    const reused = await fie.request('POST', '/api/organizations/complete-organization-registration', { password: 'Agency#2026', confirmPassword: 'Agency#2026', key: org.key });
    expect(reused.body).toMatchObject({ code: 'InvalidKey', message: 'This link is not valid or has expired' });
  });

  test('When an organization signs in before completing, then it is told to complete first', async () => {
    await fie.request('POST', '/api/organizations/register-organization', { name: 'Late Ltd', email: 'late@example.com', phone: '0302212345', address: 'Tema', url_name: 'late_ltd' });
    const res = await fie.request('POST', '/api/organizations/login', { email: 'late@example.com', password: 'Agency#2026' });
    expect(res.body.code).toBe('OrganizationNotCompleted');
  });

  test('The older registration with documents derives a free url name from the name', async () => {
    const res = await fie.request('POST', '/api/auth/register-organization', { name: 'Adom Homes', email: 'second@adom.example', phone: '0302212345', address: 'Accra', documents: [] });
    expect(res.status).toBe(201);
    expect(res.body.organization.url_name).toBe('adom_homes1');
  });
});

describe('members', () => {
  test('An organization invites a person with permissions; they accept; the list, their profile, edit, remove and leave all follow', async () => {
    const org = await createOrganization(fie, { name: 'Sika Realty', email: 'desk@sika.example', url_name: 'sika' });
    const kofi = await fie.signUpAndConfirm({ email: 'kofi.agent@example.com', firstName: 'Kofi' });
    const ama = await fie.signUpAndConfirm({ email: 'ama.agent@example.com', firstName: 'Ama' });

    const lookup = await fie.request('GET', `/api/organizations/get-user-info?email=${encodeURIComponent('kofi.agent@example.com')}`, undefined, org.token);
    expect(lookup.body.result.user).toMatchObject({ _id: kofi.user.id, firstName: 'Kofi', email: 'kofi.agent@example.com' });
    expect((await fie.request('GET', '/api/organizations/get-user-info?email=nobody@example.com', undefined, org.token)).body.message).toBe('user not found');

    await addMember(fie, org.token, { ...kofi.user, token: kofi.token }, ['list_properties', 'manage_users']);
    const mail = await latestMessageTo(fie.stores.outboxDir, 'kofi.agent@example.com');
    expect(mail!.text).toContain('/accept-organization-invite?org=sika&key=');

    const me = await fie.request('GET', '/api/auth/user', undefined, kofi.token);
    expect(me.body).toMatchObject({ user_type: 'organization_member', organization: { name: 'Sika Realty', url_name: 'sika', permissions: ['list_properties', 'manage_users'] } });

    // Kofi manages users, so he may invite Ama for the organization.
    expect((await fie.request('POST', `/api/organizations/invite-member/${ama.user.id}`, { permissions: ['list_properties'] }, kofi.token)).body).toEqual({ message: 'Invite sent!' });
    const amaKey = await mailedKey(fie, 'ama.agent@example.com');
    expect((await fie.request('POST', '/api/organizations/accept-invitation', { key: amaKey }, kofi.token)).status).toBe(403); // not his invitation
    expect((await fie.request('POST', '/api/organizations/accept-invitation', { key: amaKey }, ama.token)).body.message).toBe('Success');

    const list = await fie.request('GET', '/api/organizations/fetch-members/sika', undefined, org.token);
    expect(list.body.users.map((u: { email: string; permissions: string[] }) => [u.email, u.permissions])).toEqual([
      ['kofi.agent@example.com', ['list_properties', 'manage_users']],
      ['ama.agent@example.com', ['list_properties']],
    ]);
    // Ama lacks Manage Users: she cannot edit or remove anyone.
    expect((await fie.request('PUT', `/api/organizations/members/${kofi.user.id}`, { permissions: [] }, ama.token)).status).toBe(403);
    expect((await fie.request('DELETE', `/api/organizations/members/${kofi.user.id}`, undefined, ama.token)).status).toBe(403);

    const edit = await fie.request('PUT', `/api/organizations/members/${ama.user.id}`, { permissions: ['delete_properties', 'list_properties'] }, org.token);
    expect(edit.body.message).toBe('Update successful');
    expect((await fie.request('GET', '/api/auth/user', undefined, ama.token)).body.organization.permissions).toEqual(['delete_properties', 'list_properties']);

    expect((await fie.request('DELETE', `/api/organizations/members/${ama.user.id}`, undefined, org.token)).body).toEqual({ message: 'Member removed' });
    expect((await fie.request('GET', '/api/auth/user', undefined, ama.token)).body).toMatchObject({ user_type: 'seeker', organization: null });

    expect((await fie.request('POST', '/api/organizations/leave', undefined, kofi.token)).body).toEqual({ message: 'You have left the organization' });
    expect((await fie.request('GET', '/api/organizations/fetch-members/sika', undefined, org.token)).body.users).toEqual([]);
    expect((await fie.request('POST', '/api/organizations/leave', undefined, kofi.token)).status).toBe(400);
  });

  test('A person cannot belong to two organizations', async () => {
    const a = await createOrganization(fie, { name: 'Alpha', email: 'alpha@example.com', url_name: 'alpha' });
    const b = await createOrganization(fie, { name: 'Beta', email: 'beta@example.com', url_name: 'beta' });
    const yaw = await fie.signUpAndConfirm({ email: 'yaw.agent@example.com' });
    await addMember(fie, a.token, { ...yaw.user, token: yaw.token }, ['list_properties']);
    const res = await fie.request('POST', `/api/organizations/invite-member/${yaw.user.id}`, {}, b.token);
    expect(res.status).toBe(409);
  });
});
