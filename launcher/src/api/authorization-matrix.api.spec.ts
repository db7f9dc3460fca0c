import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Who is let in, for every endpoint of the identity work, called directly over HTTP as each kind of
 * caller. "in" means the server did not refuse the caller (any answer but 401/403); "out" means it did.
 * Bodies are deliberately empty or harmless, so being let in usually ends in a 400 that changes nothing.
 */
type Who = 'visitor' | 'seeker' | 'owner' | 'member' | 'manager' | 'organization' | 'otherOrganization' | 'staff';
const everyone: Who[] = ['visitor', 'seeker', 'owner', 'member', 'manager', 'organization', 'otherOrganization', 'staff'];
/** People and organizations: who may message (staff act through the console, visitors sign in first). */
const parties: Who[] = ['seeker', 'owner', 'member', 'manager', 'organization', 'otherOrganization'];

let fie: TestMarketplace;
const tokens: Partial<Record<Who, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  fie = await startTestMarketplace();
  const seeker = await fie.signUpAndConfirm({ email: 'm.seeker@example.com' });
  const owner = await fie.signUpAndConfirm({ email: 'm.owner@example.com' });
  await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: 'm.owner@example.com' }, owner.token);
  const member = await fie.signUpAndConfirm({ email: 'm.member@example.com' });
  const manager = await fie.signUpAndConfirm({ email: 'm.manager@example.com' });
  const org = await createOrganization(fie, { name: 'Matrix Homes', email: 'matrix@example.com', url_name: 'matrix' });
  const other = await createOrganization(fie, { name: 'Other Homes', email: 'other@example.com', url_name: 'other' });
  await addMember(fie, org.token, { ...member.user, token: member.token }, ['list_properties', 'delete_properties']);
  await addMember(fie, org.token, { ...manager.user, token: manager.token }, ['manage_users']);
  const staff = await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password });
  Object.assign(tokens, { seeker: seeker.token, owner: owner.token, member: member.token, manager: manager.token, organization: org.token, otherOrganization: other.token, staff: staff.body.token });
  ids.member = member.user.id;
  ids.org = org.id;

  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'deed.pdf');
  const up = await fetch(`${fie.url}/api/auth/personal-documents/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
  ids.document = (await up.json()).filename;
}, 60_000);
afterAll(async () => fie.stop());

const rows: { call: string; method: string; path: () => string; body?: unknown; allowed: Who[] }[] = [
  { call: 'GET /auth/user', method: 'GET', path: () => '/api/auth/user', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'PUT /auth/update-user', method: 'PUT', path: () => '/api/auth/update-user', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /auth/change-password', method: 'POST', path: () => '/api/auth/change-password', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /auth/existing-user-owner-registration', method: 'POST', path: () => '/api/auth/existing-user-owner-registration', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /auth/refresh', method: 'POST', path: () => '/api/auth/refresh', allowed: ['seeker', 'owner', 'member', 'manager', 'organization', 'otherOrganization'] },
  { call: 'GET /auth/documents/{file}', method: 'GET', path: () => `/api/auth/documents/${ids.document}`, allowed: ['owner', 'staff'] },
  { call: 'POST /auth/delete-file (someone\'s file)', method: 'POST', path: () => '/api/auth/delete-file', body: { filename: 'x' }, allowed: everyone },
  { call: 'GET /organizations/user', method: 'GET', path: () => '/api/organizations/user', allowed: ['organization', 'otherOrganization'] },
  { call: 'GET /organizations/single/{url}', method: 'GET', path: () => '/api/organizations/single/matrix', allowed: everyone },
  { call: 'GET /organizations/get-user-info', method: 'GET', path: () => '/api/organizations/get-user-info?email=m.seeker%40example.com', allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'GET /organizations/fetch-members/{url}', method: 'GET', path: () => '/api/organizations/fetch-members/matrix', allowed: ['member', 'manager', 'organization', 'staff'] },
  { call: 'GET /organization/fetch-users/{id}', method: 'GET', path: () => `/api/organization/fetch-users/${ids.org}`, allowed: ['member', 'manager', 'organization', 'staff'] },
  { call: 'POST /organizations/invite-member/{id}', method: 'POST', path: () => '/api/organizations/invite-member/no-such-user', body: {}, allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'PUT /organizations/members/{id}', method: 'PUT', path: () => `/api/organizations/members/${ids.member}`, body: { permissions: ['list_properties', 'delete_properties'] }, allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'POST /organizations/accept-invitation', method: 'POST', path: () => '/api/organizations/accept-invitation', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /organizations/leave (non-member)', method: 'POST', path: () => '/api/organizations/leave', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /admin/events', method: 'GET', path: () => '/api/admin/events', allowed: ['staff'] },
  { call: 'GET /admin/auth/me', method: 'GET', path: () => '/api/admin/auth/me', allowed: ['staff'] },
  { call: 'POST /admin/staff/change-password', method: 'POST', path: () => '/api/admin/staff/change-password', body: {}, allowed: ['staff'] },
  { call: 'GET /admin/settings/exchange-rate', method: 'GET', path: () => '/api/admin/settings/exchange-rate', allowed: ['staff'] },
  { call: 'PUT /admin/settings/exchange-rate', method: 'PUT', path: () => '/api/admin/settings/exchange-rate', body: {}, allowed: ['staff'] },
  { call: 'GET /settings/exchange-rate', method: 'GET', path: () => '/api/settings/exchange-rate', allowed: everyone },
  { call: 'GET /notes/fetch-property-notes/{id}', method: 'GET', path: () => '/api/notes/fetch-property-notes/no-such-property', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /notes/create-note', method: 'POST', path: () => '/api/notes/create-note', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'PUT /notes/{id}', method: 'PUT', path: () => '/api/notes/no-such-note', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'DELETE /notes/{id}', method: 'DELETE', path: () => '/api/notes/no-such-note', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /properties/{id}/save', method: 'POST', path: () => '/api/properties/no-such-listing/save', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'DELETE /properties/{id}/save', method: 'DELETE', path: () => '/api/properties/no-such-listing/save', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /saved-properties', method: 'GET', path: () => '/api/saved-properties', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /saved-properties/ids', method: 'GET', path: () => '/api/saved-properties/ids', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /notifications/preferences', method: 'GET', path: () => '/api/notifications/preferences', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'PUT /notifications/preferences', method: 'PUT', path: () => '/api/notifications/preferences', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /notifications/unsubscribe (a bad link)', method: 'GET', path: () => '/api/notifications/unsubscribe?token=forged', allowed: everyone },
  { call: 'POST /notifications/unsubscribe (a bad link)', method: 'POST', path: () => '/api/notifications/unsubscribe?token=forged', allowed: everyone },
  { call: 'POST /messages/send-message', method: 'POST', path: () => '/api/messages/send-message', body: {}, allowed: parties },
  { call: 'GET /messages/fetch-messages', method: 'GET', path: () => '/api/messages/fetch-messages', allowed: parties },
  { call: 'GET /messages?email=', method: 'GET', path: () => '/api/messages?email=nobody%40example.com', allowed: parties },
  { call: 'GET /messages/blocked', method: 'GET', path: () => '/api/messages/blocked', allowed: parties },
  { call: 'POST /messages/{id}/read (not theirs)', method: 'POST', path: () => '/api/messages/no-such-conversation/read', body: {}, allowed: parties },
  { call: 'POST /messages/{id}/report (no such message)', method: 'POST', path: () => '/api/messages/no-such-message/report', body: {}, allowed: parties },
  { call: 'POST /messages/block', method: 'POST', path: () => '/api/messages/block', body: {}, allowed: parties },
  { call: 'POST /messages/unblock', method: 'POST', path: () => '/api/messages/unblock', body: {}, allowed: parties },
  { call: 'GET /notifications', method: 'GET', path: () => '/api/notifications', allowed: parties },
  { call: 'POST /notifications/read', method: 'POST', path: () => '/api/notifications/read', body: {}, allowed: parties },
  // Offers: people make them (organizations and staff 403); both sides of an offer read and answer it.
  { call: 'POST /properties/{id}/offers', method: 'POST', path: () => '/api/properties/no-such-listing/offers', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /offers/{id}/accept (no such offer)', method: 'POST', path: () => '/api/offers/no-such-offer/accept', body: {}, allowed: parties },
  { call: 'POST /offers/{id}/decline (no such offer)', method: 'POST', path: () => '/api/offers/no-such-offer/decline', body: {}, allowed: parties },
  { call: 'POST /offers/{id}/counter (no such offer)', method: 'POST', path: () => '/api/offers/no-such-offer/counter', body: {}, allowed: parties },
  { call: 'POST /offers/{id}/withdraw (no such offer)', method: 'POST', path: () => '/api/offers/no-such-offer/withdraw', body: {}, allowed: parties },
  { call: 'GET /offers', method: 'GET', path: () => '/api/offers', allowed: parties },
  { call: 'GET /offers/{id} (no such offer)', method: 'GET', path: () => '/api/offers/no-such-offer', allowed: parties },
  // Dashboards: figures for people and organizations; views are counted for anyone (an unknown listing is 404, let in).
  { call: 'GET /dashboard/figures', method: 'GET', path: () => '/api/dashboard/figures', allowed: parties },
  { call: 'POST /properties/{id}/view (no such listing)', method: 'POST', path: () => '/api/properties/no-such-listing/view', allowed: everyone },
  { call: 'GET /listing-drafts', method: 'GET', path: () => '/api/listing-drafts', allowed: parties },
  { call: 'GET /listing-drafts/{id} (not theirs)', method: 'GET', path: () => '/api/listing-drafts/no-such-draft', allowed: parties },
  { call: 'POST /listing-drafts', method: 'POST', path: () => '/api/listing-drafts', body: {}, allowed: parties },
  { call: 'PUT /listing-drafts/{id} (not theirs)', method: 'PUT', path: () => '/api/listing-drafts/no-such-draft', body: {}, allowed: parties },
  { call: 'DELETE /listing-drafts/{id} (not theirs)', method: 'DELETE', path: () => '/api/listing-drafts/no-such-draft', allowed: parties },
  { call: 'PUT /organizations/profile', method: 'PUT', path: () => '/api/organizations/profile', body: {}, allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'POST /organizations/logo (no file)', method: 'POST', path: () => '/api/organizations/logo', allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'DELETE /organizations/logo', method: 'DELETE', path: () => '/api/organizations/logo', allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'PUT /organizations/featured-listings', method: 'PUT', path: () => '/api/organizations/featured-listings', body: { listingIds: [] }, allowed: ['member', 'organization', 'otherOrganization'] },
  { call: 'POST /organizations/documents (no file)', method: 'POST', path: () => '/api/organizations/documents', allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'DELETE /organizations/documents/{file} (none)', method: 'DELETE', path: () => '/api/organizations/documents/no-such-file.pdf', allowed: ['manager', 'organization', 'otherOrganization'] },
  { call: 'GET /organizations/{url}/listings', method: 'GET', path: () => '/api/organizations/matrix/listings', allowed: everyone },
  { call: 'GET /organizations/{url}/documents', method: 'GET', path: () => '/api/organizations/matrix/documents', allowed: ['member', 'manager', 'organization', 'staff'] },
  { call: 'GET /organizations/{url}/documents/{file} (none)', method: 'GET', path: () => '/api/organizations/matrix/documents/no-such-file.pdf', allowed: ['member', 'manager', 'organization', 'staff'] },
  { call: 'GET /organizations/logos/{file} (none)', method: 'GET', path: () => '/api/organizations/logos/no-such-logo.webp', allowed: everyone },
  // Requests: people post and change their own (organizations 403, visitors 401); people and organizations read the list.
  { call: 'POST /requests/create-request', method: 'POST', path: () => '/api/requests/create-request', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /requests/save-search', method: 'POST', path: () => '/api/requests/save-search', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'PUT /requests/{id} (no such request)', method: 'PUT', path: () => '/api/requests/no-such-request', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /requests/{id}/pause (no such request)', method: 'POST', path: () => '/api/requests/no-such-request/pause', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /requests/{id}/resume (no such request)', method: 'POST', path: () => '/api/requests/no-such-request/resume', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /requests/{id}/close (no such request)', method: 'POST', path: () => '/api/requests/no-such-request/close', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /requests/{id}/renew (no such request)', method: 'POST', path: () => '/api/requests/no-such-request/renew', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /requests/fetch-requests', method: 'GET', path: () => '/api/requests/fetch-requests', allowed: parties },
  // Viewings and stays: people book and ask; people and organizations answer and read their calendars; an owner's bookings are for the owner, their organization's members and staff.
  { call: 'POST /properties/book-viewing', method: 'POST', path: () => '/api/properties/book-viewing', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /properties/search-bookings?owner_id={org}', method: 'GET', path: () => `/api/properties/search-bookings?owner_id=${ids.org}`, allowed: ['member', 'manager', 'organization', 'staff'] },
  { call: 'GET /properties/{id}/viewing-slots (no such listing)', method: 'GET', path: () => '/api/properties/no-such-listing/viewing-slots?date=2026-12-01', allowed: everyone },
  { call: 'GET /properties/{id}/viewing-hours (no such listing)', method: 'GET', path: () => '/api/properties/no-such-listing/viewing-hours', allowed: everyone },
  { call: 'PUT /properties/{id}/viewing-hours (no such listing)', method: 'PUT', path: () => '/api/properties/no-such-listing/viewing-hours', body: {}, allowed: parties },
  { call: 'POST /viewings/{id}/confirm (no such viewing)', method: 'POST', path: () => '/api/viewings/no-such-viewing/confirm', allowed: parties },
  { call: 'POST /viewings/{id}/cancel (no such viewing)', method: 'POST', path: () => '/api/viewings/no-such-viewing/cancel', body: {}, allowed: parties },
  { call: 'GET /viewings', method: 'GET', path: () => '/api/viewings', allowed: parties },
  { call: 'GET /calendar/feed', method: 'GET', path: () => '/api/calendar/feed', allowed: parties },
  { call: 'POST /calendar/feed/reset', method: 'POST', path: () => '/api/calendar/feed/reset', allowed: parties },
  { call: 'GET /calendar/{token}.ics (a forged token)', method: 'GET', path: () => '/api/calendar/forged.token.ics', allowed: everyone },
  { call: 'POST /properties/{id}/stay-requests', method: 'POST', path: () => '/api/properties/no-such-listing/stay-requests', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /stay-requests/{id}/accept (no such request)', method: 'POST', path: () => '/api/stay-requests/no-such-stay/accept', allowed: parties },
  { call: 'GET /stay-requests', method: 'GET', path: () => '/api/stay-requests', allowed: parties },
  { call: 'POST /properties/{id}/report', method: 'POST', path: () => '/api/properties/no-such-listing/report', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /properties/{id}/request-review (no such listing)', method: 'POST', path: () => '/api/properties/no-such-listing/request-review', body: {}, allowed: parties },
  { call: 'POST /admin/listings/{id}/hide (no such listing)', method: 'POST', path: () => '/api/admin/listings/no-such-listing/hide', body: {}, allowed: ['staff'] },
  { call: 'POST /admin/listing-reports/{id}/resolve (no such report)', method: 'POST', path: () => '/api/admin/listing-reports/no-such-report/resolve', body: {}, allowed: ['staff'] },
  { call: 'GET /admin/listings', method: 'GET', path: () => '/api/admin/listings', allowed: ['staff'] },
  { call: 'GET /admin/listing-timelines/{id} (no such listing)', method: 'GET', path: () => '/api/admin/listing-timelines/no-such-listing', allowed: ['staff'] },
  { call: 'GET /admin/listing-reports', method: 'GET', path: () => '/api/admin/listing-reports', allowed: ['staff'] },
  { call: 'GET /admin/listing-report-figures/current', method: 'GET', path: () => '/api/admin/listing-report-figures/current', allowed: ['staff'] },
  { call: 'GET /admin/listing-freshness-figures/current', method: 'GET', path: () => '/api/admin/listing-freshness-figures/current', allowed: ['staff'] },
  { call: 'POST /properties/{id}/confirm (no such listing)', method: 'POST', path: () => '/api/properties/no-such-listing/confirm', body: {}, allowed: parties },
  { call: 'GET /admin/listing-history/{id}', method: 'GET', path: () => '/api/admin/listing-history/no-such-listing', allowed: ['staff'] },
  { call: 'GET /admin/user-history/{id}', method: 'GET', path: () => '/api/admin/user-history/no-such-user', allowed: ['staff'] },
  { call: 'GET /admin/organization-history/{id}', method: 'GET', path: () => '/api/admin/organization-history/no-such-organization', allowed: ['staff'] },
  { call: 'POST /admin/message-reports/{id}/resolve (no such report)', method: 'POST', path: () => '/api/admin/message-reports/no-such-report/resolve', body: {}, allowed: ['staff'] },
  { call: 'GET /admin/message-reports', method: 'GET', path: () => '/api/admin/message-reports', allowed: ['staff'] },
  { call: 'GET /admin/daily-counts', method: 'GET', path: () => '/api/admin/daily-counts', allowed: ['staff'] },
  { call: 'GET /admin/events/export', method: 'GET', path: () => '/api/admin/events/export?format=csv&filter=%7B%22type%22%3A%22None%22%7D', allowed: ['staff'] },
  { call: 'GET /admin/staff', method: 'GET', path: () => '/api/admin/staff', allowed: ['staff'] },
  { call: 'POST /admin/staff', method: 'POST', path: () => '/api/admin/staff', body: {}, allowed: ['staff'] },
  { call: 'POST /admin/auth/refresh', method: 'POST', path: () => '/api/admin/auth/refresh', allowed: ['staff'] },
  { call: 'POST /admin/auth/set-password (a bad link)', method: 'POST', path: () => '/api/admin/auth/set-password', body: {}, allowed: everyone },
  { call: 'GET /admin/users', method: 'GET', path: () => '/api/admin/users', allowed: ['staff'] },
  { call: 'POST /admin/users/{id}/suspend', method: 'POST', path: () => '/api/admin/users/no-such-user/suspend', body: {}, allowed: ['staff'] },
  { call: 'POST /verifications', method: 'POST', path: () => '/api/verifications', body: {}, allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'GET /verifications', method: 'GET', path: () => '/api/verifications', allowed: ['seeker', 'owner', 'member', 'manager'] },
  { call: 'POST /admin/verifications/{id}/approve', method: 'POST', path: () => '/api/admin/verifications/no-such.ghana_card/approve', body: {}, allowed: ['staff'] },
];

describe.each(rows)('$call', ({ method, path, body, allowed }) => {
  test.each(everyone.filter((w) => !(method === 'POST' && path().endsWith('/leave') && (w === 'member' || w === 'manager'))))('as %s', async (who) => {
    const res = await fie.request(method, path(), body, tokens[who]);
    const letIn = res.status !== 401 && res.status !== 403;
    expect({ who, status: res.status, letIn }).toEqual({ who, status: res.status, letIn: allowed.includes(who) });
  });
});

test('another organization cannot change this organization\'s members: it acts on its own, where they are not members', async () => {
  const res = await fie.request('PUT', `/api/organizations/members/${ids.member}`, { permissions: [] }, tokens.otherOrganization);
  expect(res.status).toBe(404);
  const mine = await fie.request('GET', '/api/organizations/fetch-members/matrix', undefined, tokens.organization);
  expect(mine.body.users.find((u: { id: string }) => u.id === ids.member).permissions).toEqual(['delete_properties', 'list_properties']);
});

test('a member without Manage Users cannot invite, edit or remove', async () => {
  expect((await fie.request('POST', `/api/organizations/invite-member/${ids.member}`, {}, tokens.member)).status).toBe(403);
  expect((await fie.request('PUT', `/api/organizations/members/${ids.member}`, { permissions: [] }, tokens.member)).status).toBe(403);
  expect((await fie.request('DELETE', `/api/organizations/members/${ids.member}`, undefined, tokens.member)).status).toBe(403);
});
