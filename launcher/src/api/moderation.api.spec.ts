import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';

type Person = { email: string; token: string; user: any };
let fie: TestMarketplace;
let owner: Person;
let seekers: Person[];
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.moderation@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0201000001' });
  seekers = [];
  for (const [i, [name, lastName]] of [['Efua', 'Mensah'], ['Kofi', 'Asante'], ['Yaw', 'Darko'], ['Esi', 'Owusu']].entries()) seekers.push(await fie.signUpAndConfirm({ email: `${name!.toLowerCase()}.moderation@example.com`, firstName: name, lastName, phoneNumber: `020100001${i}` }));
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const decide = (id: string, decision: string, body: unknown = { reason: 'Asked for a deposit before any viewing' }, token = staffToken) => fie.request('POST', `/api/admin/listings/${id}/${decision}`, body, token);
const report = (id: string, token: string, body: unknown = { reason: 'scam', details: 'Asked me for GH₵ 500 to view' }) => fie.request('POST', `/api/properties/${id}/report`, body, token);
const inSearch = async (id: string) => ((await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result.properties as { id: string }[]).some((p) => p.id === id);
const publicPage = (id: string) => fie.request('GET', `/api/properties/search/${id}`);
const staffListing = async (id: string) => (await fie.request('GET', `/api/admin/listings/${id}`, undefined, staffToken)).body;
const mailsTo = async (email: string, about: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.includes(about));
const eventsOf = async (id: string) => (await fie.stores.events.readAll()).filter((e) => e.streamId === `listing-${id}`);

describe('POST /api/admin/listings/{id}/{hide|restore|remove|approve}', () => {
  test('When staff hide a listing with a reason, then it leaves search and its page at once, its lister still sees it with the reason, and is mailed the reason', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await inSearch(house.id)).toBe(true);
    const res = await decide(house.id, 'hide');
    expect(res).toMatchObject({ status: 200, body: { id: house.id, message: 'Listing hidden' } });
    expect(await inSearch(house.id)).toBe(false);
    expect((await publicPage(house.id)).status).toBe(404);
    const mine = (await fie.request('GET', '/api/properties', undefined, owner.token)).body.result.properties.find((p: any) => p.id === house.id);
    expect(mine).toMatchObject({ status: 'hidden', moderation: { hiddenBy: 'staff', reason: 'Asked for a deposit before any viewing', statusBefore: 'published' } });
    const [event] = (await eventsOf(house.id)).filter((e) => e.type === 'ListingModerated');
    expect(event!.data).toMatchObject({ decision: 'hide', reason: 'Asked for a deposit before any viewing', staffId: expect.any(String) });
    await waitFor(async () => (await mailsTo(owner.email, 'was hidden by our moderators')).length === 1);
    expect((await mailsTo(owner.email, 'was hidden by our moderators'))[0]!.text).toContain('Reason: Asked for a deposit before any viewing');
    const notices = (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications.filter((n: any) => n.kind === 'moderation');
    expect(notices[0]).toMatchObject({ title: expect.stringContaining('was hidden by our moderators'), body: expect.stringContaining('Asked for a deposit') });
  });

  test('Given a hidden listing, when its lister tries to publish it, then 400; they edit it and ask for a review, staff see it in the review queue and restore it', async () => {
    const house = await listHouse(fie, owner.token);
    await decide(house.id, 'hide');
    expect(await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'published' }, owner.token)).toMatchObject({ status: 400, body: { code: 'HiddenByModerators' } });
    expect((await fie.request('POST', `/api/properties/${house.id}/request-review`, { note: 'I removed the deposit' }, owner.token)).status).toBe(200);
    expect((await fie.request('POST', `/api/properties/${house.id}/request-review`, {}, owner.token)).status).toBe(409);
    const queue = await fie.request('GET', `/api/admin/listings?filter=${encodeURIComponent(JSON.stringify({ queue: 'review' }))}`, undefined, staffToken);
    expect(queue.body.map((l: any) => l.id)).toContain(house.id);
    expect(queue.headers.get('content-range')).toMatch(/^listings 0-\d+\/\d+$/);
    expect((await decide(house.id, 'restore', { reason: 'Deposit removed' })).status).toBe(200);
    expect(await inSearch(house.id)).toBe(true);
    expect(await staffListing(house.id)).toMatchObject({ status: 'published', hidden: null, reviewRequestedAt: null, listerName: 'Kwame B.' });
  });

  test('When staff give no reason, then 400 under reason and nothing is written; restoring a shown listing is refused', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await decide(house.id, 'hide', {})).toMatchObject({ status: 400, body: { errors: { reason: 'Give a reason: the lister reads it' } } });
    expect(await decide(house.id, 'restore', { reason: 'x' })).toMatchObject({ status: 400, body: { code: 'NotHidden' } });
    expect((await eventsOf(house.id)).map((e) => e.type)).toEqual(['ListingCreated']);
  });

  test('When staff remove a listing, then it is gone from search and its lister\'s list, and the console still shows it as removed', async () => {
    const house = await listHouse(fie, owner.token);
    expect((await decide(house.id, 'remove', { reason: 'Duplicate of another listing' })).status).toBe(200);
    expect(await inSearch(house.id)).toBe(false);
    expect((await fie.request('GET', '/api/properties', undefined, owner.token)).body.result.properties.map((p: any) => p.id)).not.toContain(house.id);
    expect(await staffListing(house.id)).toMatchObject({ status: 'removed', lastDecision: { decision: 'remove', reason: 'Duplicate of another listing' } });
  });

  test('When people or organizations call the staff actions, then 401, and nothing changes', async () => {
    const house = await listHouse(fie, owner.token);
    const organization = await createOrganization(fie, { name: 'Moderation Homes', email: 'moderation.org@example.com', url_name: 'modhomes' });
    const callers = { lister: owner.token, seeker: seekers[0]!.token, organization: organization.token, visitor: '' };
    const answers: Record<string, number> = {};
    for (const decision of ['approve', 'hide', 'restore', 'remove']) {
      for (const [who, token] of Object.entries(callers)) answers[`${decision} as ${who}`] = (await decide(house.id, decision, { reason: 'Asked for a deposit before any viewing' }, token)).status;
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
    expect(await inSearch(house.id)).toBe(true);
    expect((await eventsOf(house.id)).map((e) => e.type)).toEqual(['ListingCreated']);
  });
});

describe('automatic flags', () => {
  test('A rent far outside its area\'s range for its kind is flagged with the figures that explain it, and so is an advance above six months; a usual rent is not', async () => {
    const area = { location_details: { town: 'Dzorwulu', city: 'Accra', region: 'greater_accra' } };
    for (const price of [4000, 4200, 4500, 4800, 5000]) await listHouse(fie, owner.token, { ...area, price });
    const usual = await listHouse(fie, owner.token, { ...area, price: 4600 });
    const dear = await listHouse(fie, owner.token, { ...area, price: 450000, rent_advance_months: 12 });
    expect((await staffListing(usual.id)).flags).toEqual([]);
    const flagged = await staffListing(dear.id);
    expect(flagged).toMatchObject({ queueFlagged: true });
    expect(flagged.flags.map((f: any) => f.code).sort()).toEqual(['price_outlier', 'rent_advance_above_legal']);
    expect(flagged.flags.find((f: any) => f.code === 'price_outlier').explanation).toMatch(/^GH₵ 450,000 is far above the 6 other House listings in Dzorwulu \(median about GH₵ 4,5[0-9]0; robust z-score \d+/);
    expect(flagged.flags.find((f: any) => f.code === 'rent_advance_above_legal').explanation).toBe('Asks 12 months of rent in advance; the Rent Act allows at most 6');
  });
});

describe('the shared phone flag', () => {
  test('When a lister\'s phone number is on three accounts, their listings are flagged saying so; a number on one account is not', async () => {
    const sharer = await signUpOwner(fie, { email: 'ato.phone@example.com', firstName: 'Ato', lastName: 'Quaye', phoneNumber: '0277000111' });
    expect((await staffListing((await listHouse(fie, sharer.token)).id)).flags).toEqual([]);
    await fie.signUpAndConfirm({ email: 'ato2.phone@example.com', firstName: 'Ato', lastName: 'Quarshie', phoneNumber: '0277000111' });
    await fie.signUpAndConfirm({ email: 'ato3.phone@example.com', firstName: 'Atta', lastName: 'Quaye', phoneNumber: '0277000111' });
    const flagged = await staffListing((await listHouse(fie, sharer.token)).id);
    expect(flagged.flags).toEqual([{ code: 'shared_phone', explanation: "The lister's phone number is on 3 accounts" }]);
    expect(flagged.queueFlagged).toBe(true);
  });
});

describe('POST /api/properties/{id}/report', () => {
  test('When three different people report a listing, then it is hidden pending review and its lister is told; a second report by one person is 409', async () => {
    const house = await listHouse(fie, owner.token, { title: 'Reported house in East Legon' });
    expect(await report(house.id, seekers[0]!.token)).toMatchObject({ status: 201, body: { message: 'Report received. Our moderators will look at this listing.' } });
    expect(await report(house.id, seekers[0]!.token)).toMatchObject({ status: 409, body: { code: 'AlreadyReported' } });
    expect((await report(house.id, seekers[1]!.token, { reason: 'let_or_sold' })).status).toBe(201);
    expect(await inSearch(house.id)).toBe(true);
    expect((await report(house.id, seekers[2]!.token, { reason: 'wrong_details' })).status).toBe(201);
    expect(await inSearch(house.id)).toBe(false);
    expect(await staffListing(house.id)).toMatchObject({ hidden: { by: 'reports' }, reports: 3, openReports: 3, queueReported: true });
    await waitFor(async () => (await mailsTo(owner.email, '"Reported house in East Legon" is hidden until our moderators review it')).length === 1);
    // Hidden now: a fourth person cannot see it, so cannot report it.
    expect((await report(house.id, seekers[3]!.token)).status).toBe(404);
  });

  test('When the report is bad, then 400 by field; a visitor is 401; the lister cannot report their own listing', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await report(house.id, seekers[0]!.token, { reason: 'boring' })).toMatchObject({ status: 400, body: { errors: { reason: 'Choose why you are reporting this listing' } } });
    expect((await fie.request('POST', `/api/properties/${house.id}/report`, { reason: 'scam' })).status).toBe(401);
    expect(await report(house.id, owner.token)).toMatchObject({ status: 400, body: { code: 'ReportOwnListing' } });
  });

  test('The reports queue lists open reports oldest first with their details; resolving tells the reporter the outcome and the figures count it', async () => {
    const house = await listHouse(fie, owner.token, { title: 'Queue house' });
    await report(house.id, seekers[3]!.token, { reason: 'duplicate', details: 'Same as another one' });
    const open = await fie.request('GET', `/api/admin/listing-reports?filter=${encodeURIComponent(JSON.stringify({ status: 'open', listingId: house.id }))}`, undefined, staffToken);
    expect(open.body).toEqual([expect.objectContaining({ listingId: house.id, listingTitle: 'Queue house', reason: 'duplicate', details: 'Same as another one', status: 'open' })]);
    const reportId = open.body[0].id;
    const before = (await fie.request('GET', '/api/admin/listing-report-figures/current', undefined, staffToken)).body;
    expect(await fie.request('POST', `/api/admin/listing-reports/${reportId}/resolve`, { outcome: 'no_action', note: 'It is a different flat' }, staffToken)).toMatchObject({ status: 200, body: { id: reportId } });
    expect((await fie.request('POST', `/api/admin/listing-reports/${reportId}/resolve`, { outcome: 'no_action' }, staffToken)).status).toBe(409);
    expect(await fie.request('POST', `/api/admin/listing-reports/${reportId}/resolve`, { outcome: 'maybe' }, staffToken)).toMatchObject({ status: 400, body: { errors: { outcome: 'Choose the outcome' } } });
    expect((await fie.request('GET', `/api/admin/listing-reports/${reportId}`, undefined, staffToken)).body).toMatchObject({ status: 'resolved', outcome: 'no_action', note: 'It is a different flat' });
    const after = (await fie.request('GET', '/api/admin/listing-report-figures/current', undefined, staffToken)).body;
    expect(after).toMatchObject({ open: before.open - 1, resolved: before.resolved + 1, medianHoursToResolve: expect.any(Number) });
    await waitFor(async () => (await mailsTo(seekers[3]!.email, 'Your report of "Queue house" was reviewed')).length === 1);
    expect((await mailsTo(seekers[3]!.email, 'Your report of "Queue house" was reviewed'))[0]!.text).toContain('We found nothing against our rules');
  });
});

describe('message reports', () => {
  test('Staff see the reports of messages oldest first, resolve one with an outcome once, and its reporter is told', async () => {
    const sent = await fie.request('POST', '/api/messages/send-message', { to: owner.user.id, message: 'Pay GH₵ 500 first and I will show you the house' }, seekers[1]!.token);
    expect(sent.status).toBe(201);
    const reported = await fie.request('POST', `/api/messages/${sent.body.id}/report`, { reason: 'scam' }, owner.token);
    expect(reported.status).toBe(201);
    const open = await fie.request('GET', `/api/admin/message-reports?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`, undefined, staffToken);
    expect(open.headers.get('content-range')).toMatch(/^message-reports 0-\d+\/\d+$/);
    expect(open.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: reported.body.reportId, reason: 'scam', status: 'open' })]));
    const resolve = (body: unknown) => fie.request('POST', `/api/admin/message-reports/${reported.body.reportId}/resolve`, body, staffToken);
    expect(await resolve({ outcome: 'action_taken', note: 'We warned the sender' })).toMatchObject({ status: 200, body: { id: reported.body.reportId } });
    expect((await resolve({ outcome: 'no_action' })).status).toBe(409);
    expect((await fie.request('POST', '/api/admin/message-reports/no-such-report/resolve', { outcome: 'no_action' }, staffToken)).status).toBe(404);
    const [view] = (await fie.request('GET', `/api/admin/message-reports?filter=${encodeURIComponent(JSON.stringify({ id: [reported.body.reportId] }))}`, undefined, staffToken)).body;
    expect(view).toMatchObject({ status: 'resolved', outcome: 'action_taken', note: 'We warned the sender' });
    await waitFor(async () => (await mailsTo(owner.email, 'The message you reported was reviewed')).length === 1);
    expect((await mailsTo(owner.email, 'The message you reported was reviewed'))[0]!.text).toContain('We acted on the message you reported. We warned the sender');
  });
});

describe('GET /api/admin/listing-timelines/{id}', () => {
  test('The timeline lists the listing\'s events in order, an edit with its field-by-field diff, and staff decisions with their reason', async () => {
    const house = await listHouse(fie, owner.token, { title: 'Timeline house' });
    const current = (await fie.request('GET', '/api/properties', undefined, owner.token)).body.result.properties.find((p: any) => p.id === house.id);
    const edit = { ...current, images: current.images.map((i: any) => i.name), price: 5000, title: 'Timeline house, repainted' };
    expect((await fie.request('POST', `/api/properties/update-residential/${house.id}`, edit, owner.token)).status).toBe(200);
    await decide(house.id, 'approve', { reason: 'Checked the photos' });
    const res = await fie.request('GET', `/api/admin/listing-timelines/${house.id}`, undefined, staffToken);
    expect(res.body.entries.map((e: any) => e.type)).toEqual(['ListingCreated', 'ListingUpdated', 'ListingModerated']);
    expect(res.body.entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'price', before: 4500, after: 5000 },
        { field: 'title', before: 'Timeline house', after: 'Timeline house, repainted' },
      ]),
    );
    expect(res.body.entries[2].summary).toBe('Staff: approve. Reason: Checked the photos');
  });

  test('As of a moment, the listing is folded from its events until then, with its price and status history', async () => {
    const house = await listHouse(fie, owner.token, { title: 'As-of house' });
    const current = (await fie.request('GET', '/api/properties', undefined, owner.token)).body.result.properties.find((p: any) => p.id === house.id);
    await fie.request('POST', `/api/properties/update-residential/${house.id}`, { ...current, images: current.images.map((i: any) => i.name), price: 4000 }, owner.token);
    // The public part: its page says when the price was reduced.
    expect((await publicPage(house.id)).body.priceChange).toEqual({ from: 4500, to: 4000, at: expect.any(String) });
    await decide(house.id, 'hide');
    const [created] = (await fie.request('GET', `/api/admin/listing-timelines/${house.id}`, undefined, staffToken)).body.entries;
    const then = await fie.request('GET', `/api/admin/listing-history/${house.id}?at=${encodeURIComponent(created.at)}`, undefined, staffToken);
    expect(then.body).toMatchObject({ state: { status: 'published', hidden: null, listing: { price: 4500, title: 'As-of house' } }, prices: [{ price: 4500 }], statuses: [{ status: 'published' }] });
    const now = (await fie.request('GET', `/api/admin/listing-history/${house.id}`, undefined, staffToken)).body;
    expect(now).toMatchObject({ state: { listing: { price: 4000 }, hidden: 'Asked for a deposit before any viewing' } });
    expect(now.prices.map((p: any) => p.price)).toEqual([4500, 4000]);
    expect(now.statuses.map((s: any) => s.status)).toEqual(['published', 'hidden by moderators']);
    expect((await fie.request('GET', `/api/admin/listing-history/${house.id}?at=someday`, undefined, staffToken)).status).toBe(400);
  });
});
