import { CATALOGUES, translator } from '@fie/domain';
import { LISTING_VIEWS, VIEW_SALTS, VIEW_VISITORS } from '@fie/read-models';
import { listHouse, signUpOwner } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let owner: { token: string; user: { id: string } };
let seeker: { token: string; user: { id: string } };
let other: { token: string; user: { id: string } };
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'dash.owner@example.com', firstName: 'Kwame' });
  seeker = await fie.signUpAndConfirm({ email: 'dash.seeker@example.com', firstName: 'Efua' });
  other = await fie.signUpAndConfirm({ email: 'dash.other@example.com', firstName: 'Yaw' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 60_000);
afterAll(async () => fie.stop());

const browser = (name: string) => ({ 'user-agent': `Mozilla/5.0 (Linux; Android 13) ${name}` });
const view = (id: string, agent = 'Chrome/120', token?: string) => fie.request('POST', `/api/properties/${id}/view`, undefined, token, browser(agent));
const figures = async (token: string) => {
  const res = await fie.request('GET', '/api/dashboard/figures', undefined, token);
  expect(res.status).toBe(200);
  return res.body.result as { days: string[]; lister: { figures: any[]; listings: any[] } | null; seeker: { figures: any[] } | null };
};
const figure = (list: any[], key: string) => list.find((f) => f.key === key);
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/properties/{id}/view', () => {
  test('When one visitor opens a property page three times today, then it counts once; another browser counts again', async () => {
    const house = await listHouse(fie, owner.token);
    for (let i = 0; i < 3; i++) expect(await view(house.id)).toMatchObject({ status: 204 });
    await view(house.id, 'Firefox/121');
    const counter = await fie.stores.documents.collection(LISTING_VIEWS).get(`${house.id}|${today()}`);
    expect(counter).toMatchObject({ listingId: house.id, day: today(), count: 2 });
  });

  test('When a visitor opens two properties, then each counts its own view', async () => {
    const a = await listHouse(fie, owner.token);
    const b = await listHouse(fie, owner.token);
    await view(a.id, 'Opera Mini');
    await view(b.id, 'Opera Mini');
    const views = fie.stores.documents.collection(LISTING_VIEWS);
    expect((await views.get(`${a.id}|${today()}`))?.count).toBe(1);
    expect((await views.get(`${b.id}|${today()}`))?.count).toBe(1);
  });

  test('It sets no cookie and stores neither the address nor the browser: only a salted hash per visitor, and the day', async () => {
    const house = await listHouse(fie, owner.token);
    const res = await view(house.id, 'SecretBrowser/9.9');
    expect(res.headers.get('set-cookie')).toBeNull();
    const visitors = await fie.stores.documents.collection(VIEW_VISITORS).find({});
    expect(visitors.length).toBeGreaterThan(0);
    for (const v of visitors) {
      expect(Object.keys(v).filter((k) => !k.startsWith('_')).sort()).toEqual(['day', 'id']);
      expect(v.id).toMatch(/^[0-9a-f]{64}$/);
    }
    const stored = JSON.stringify([visitors, await fie.stores.documents.collection(LISTING_VIEWS).find({}), await fie.stores.documents.collection(VIEW_SALTS).find({})]);
    for (const secret of ['127.0.0.1', '::1', 'SecretBrowser', 'Mozilla']) expect(stored).not.toContain(secret);
    // Nor is a view an event: the log holds business facts only.
    const events = await fie.stores.events.readAll({ after: 0, maxCount: 100_000 });
    expect(events.filter((e) => /view/i.test(e.type))).toEqual([]);
  });

  test('The listing\'s own managers looking at it are not counted', async () => {
    const house = await listHouse(fie, owner.token);
    await view(house.id, 'Owner phone', owner.token);
    expect(await fie.stores.documents.collection(LISTING_VIEWS).get(`${house.id}|${today()}`)).toBeNull();
  });

  test('A listing that is unknown or not published answers 404 and counts nothing', async () => {
    const hidden = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${hidden.id}/status`, { status: 'hidden' }, owner.token);
    for (const id of [hidden.id, '3f1e1c9a-1111-4222-8333-444455556666', 'nonsense']) {
      expect(await view(id)).toMatchObject({ status: 404, body: { message: 'Could not get property!' } });
    }
    expect(await fie.stores.documents.collection(LISTING_VIEWS).get(`${hidden.id}|${today()}`)).toBeNull();
  });
});

describe('GET /api/dashboard/figures', () => {
  test('When people view, save and ask about an owner\'s listings, then the owner\'s figures count exactly that, in total and per listing', async () => {
    const lister = await signUpOwner(fie, { email: 'dash.lister@example.com', firstName: 'Akosua' });
    const a = await listHouse(fie, lister.token, { title: 'House A' });
    const b = await listHouse(fie, lister.token, { title: 'House B' });
    await fie.request('POST', `/api/properties/${b.id}/status`, { status: 'let' }, lister.token);
    await view(a.id, 'Seeker 1');
    await view(a.id, 'Seeker 1');
    await view(a.id, 'Seeker 2');
    await view(a.id, 'Seeker 3');
    await fie.request('POST', `/api/properties/${a.id}/save`, undefined, seeker.token);
    await fie.request('POST', `/api/properties/${a.id}/save`, undefined, other.token);
    const sent = await fie.request('POST', '/api/messages/send-message', { to: lister.user.id, message: 'Is House A still available?', property_id: a.id }, seeker.token);
    expect(sent.status).toBe(201);
    // The owner writing first is not an enquiry.
    await fie.request('POST', '/api/messages/send-message', { to: other.user.id, message: 'You saved House A: want to see it?', property_id: a.id }, lister.token);

    const { days, lister: mine } = await figures(lister.token);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe(today());
    expect(mine!.listings.map((l) => [l.title, l.status])).toEqual(expect.arrayContaining([['House A', 'published'], ['House B', 'let']]));
    expect(figure(mine!.figures, 'listings')).toMatchObject({ total: 2, detail: '1 live', series: { kind: 'running' } });
    expect(figure(mine!.figures, 'listings').parts).toEqual(expect.arrayContaining([{ key: 'published', label: 'Live', count: 1 }, { key: 'let', label: 'Let', count: 1 }]));
    expect(figure(mine!.figures, 'listings').series.counts[29]).toBe(2);
    expect(figure(mine!.figures, 'views7')).toMatchObject({ total: 3, perListing: { [a.id]: 3, [b.id]: 0 } });
    expect(figure(mine!.figures, 'views7').series.counts).toHaveLength(7);
    expect(figure(mine!.figures, 'views30')).toMatchObject({ total: 3, perListing: { [a.id]: 3, [b.id]: 0 } });
    expect(figure(mine!.figures, 'views30').series.counts.at(-1)).toBe(3);
    expect(figure(mine!.figures, 'enquiries')).toMatchObject({ total: 1, perListing: { [a.id]: 1, [b.id]: 0 } });
    expect(figure(mine!.figures, 'saves')).toMatchObject({ total: 2, detail: 'saved now', perListing: { [a.id]: 2, [b.id]: 0 } });
    expect(figure(mine!.figures, 'saves').series.counts.at(-1)).toBe(2);

    // A save taken back is no longer counted.
    await fie.request('DELETE', `/api/properties/${a.id}/save`, undefined, other.token);
    expect(figure((await figures(lister.token)).lister!.figures, 'saves')).toMatchObject({ total: 1, perListing: { [a.id]: 1 } });
  });

  test('A seeker sees their saved properties, and no lister figures', async () => {
    const person = await fie.signUpAndConfirm({ email: 'dash.saver@example.com' });
    const house = await listHouse(fie, owner.token);
    const gone = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${house.id}/save`, undefined, person.token);
    await fie.request('POST', `/api/properties/${gone.id}/save`, undefined, person.token);
    expect((await fie.request('POST', `/api/properties/${gone.id}/status`, { status: 'let' }, owner.token)).status).toBe(200);
    const result = await figures(person.token);
    expect(result.lister).toBeNull();
    expect(figure(result.seeker!.figures, 'saved')).toMatchObject({ total: 2, detail: '1 still available', series: { kind: 'running' } });
    expect(figure(result.seeker!.figures, 'saved').series.counts.at(-1)).toBe(2);
  });

  test('When the page is in Twi (X-Fie-Language), then every figure\'s words are Twi, and its keys and numbers stay as they are', async () => {
    const twiOwner = await signUpOwner(fie, { email: 'dash.twi@example.com' });
    await listHouse(fie, twiOwner.token);
    const english = (await fie.request('GET', '/api/dashboard/figures', undefined, twiOwner.token)).body.result;
    const twi = (await fie.request('GET', '/api/dashboard/figures', undefined, twiOwner.token, { 'X-Fie-Language': 'tw' })).body.result;
    const all = (result: typeof english): any[] => [...result.lister.figures, ...result.seeker.figures];
    expect(all(twi).map((f) => [f.key, f.total, f.series.counts, f.perListing])).toEqual(all(english).map((f) => [f.key, f.total, f.series.counts, f.perListing]));
    const say = translator('tw', CATALOGUES.tw);
    expect(figure(twi.lister.figures, 'listings')).toMatchObject({ label: say('api.dashboard.listings', 'Listings'), detail: say('api.dashboard.listings.live', '{count} live', { count: 1 }) });
    expect(figure(twi.lister.figures, 'listings').parts.find((p: any) => p.key === 'published').label).toBe(say('api.dashboard.status.published', 'Live'));
    const stillEnglish = all(twi).filter((f, i) => f.label === all(english)[i].label || f.detail === all(english)[i].detail || (f.seriesLabel && f.seriesLabel === all(english)[i].seriesLabel));
    expect(stillEnglish.map((f) => f.key)).toEqual([]);
  });

  test('An owner with nothing listed yet gets a real zero for each thing counted', async () => {
    const fresh = await signUpOwner(fie, { email: 'dash.fresh@example.com' });
    const { lister } = await figures(fresh.token);
    expect(lister!.listings).toEqual([]);
    expect(lister!.figures.map((f) => f.key)).toEqual(['listings', 'views7', 'views30', 'phoneReveals', 'enquiries', 'smsEnquiries', 'saves', 'viewings', 'offers', 'requests']);
    expect(lister!.figures.every((f) => f.total === 0)).toBe(true);
  });

  test('When a seeker books a viewing, makes an offer and posts a request that a listing matches, then both sides count them, per listing for the owner', async () => {
    const lister = await signUpOwner(fie, { email: 'dash.dealer@example.com', firstName: 'Kojo' });
    const buyer = await fie.signUpAndConfirm({ email: 'dash.buyer@example.com', firstName: 'Adwoa' });
    const request = await fie.request('POST', '/api/requests/create-request', {
      category: 'residential', acquisition: 'rent', type: 'house', min_price: '4,000', max_price: '5,000', matchType: 'broad', bedrooms: 3, bathrooms: 2, location_details: { place_id: 'greater_accra:east-legon' },
    }, buyer.token);
    expect(request.status).toBe(201);
    const house = await listHouse(fie, lister.token, { title: 'Dealings house' });
    const other = await listHouse(fie, lister.token, { title: 'Quiet house', acquisition: 'buy', payment_plan: undefined, price: '900,000' });
    const inThreeDays = `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00:00.000Z`;
    expect((await fie.request('POST', '/api/properties/book-viewing', { owner_id: lister.user.id, property_id: house.id, date: inThreeDays }, buyer.token)).status).toBe(201);
    expect((await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: '4,000', currency: 'GHC', advance_months: 3, message: 'From the 1st' }, buyer.token)).status).toBe(201);

    // Matching runs as the listing is projected; wait until the owner's figures have it.
    let mine = (await figures(lister.token)).lister!;
    for (let i = 0; i < 50 && figure(mine.figures, 'requests').total === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mine = (await figures(lister.token)).lister!;
    }
    expect(figure(mine.figures, 'viewings')).toMatchObject({ total: 1, detail: '1 waiting for your answer', seriesLabel: 'Viewing requests', perListing: { [house.id]: 1, [other.id]: 0 } });
    expect(figure(mine.figures, 'viewings').series.counts.at(-1)).toBe(1);
    expect(figure(mine.figures, 'offers')).toMatchObject({ total: 1, detail: '1 waiting for your answer', perListing: { [house.id]: 1, [other.id]: 0 } });
    expect(figure(mine.figures, 'requests')).toMatchObject({ total: 1, perListing: { [house.id]: 1, [other.id]: 0 } });

    const theirs = (await figures(buyer.token)).seeker!;
    expect(figure(theirs.figures, 'my-viewings')).toMatchObject({ total: 1, detail: '0 confirmed' });
    expect(figure(theirs.figures, 'my-offers')).toMatchObject({ total: 1 });
    expect(figure(theirs.figures, 'my-requests')).toMatchObject({ total: 1, detail: 'open' });
    expect(figure(theirs.figures, 'matches').total).toBeGreaterThanOrEqual(1);
  });

  test('An organization, and a member who lists for it, see the organization\'s listings; their own enquiries are the shared inbox\'s', async () => {
    const org = await createOrganization(fie, { name: 'Figures Homes', email: 'dash.org@example.com', url_name: 'dash_org' });
    const member = await fie.signUpAndConfirm({ email: 'dash.member@example.com' });
    await addMember(fie, org.token, { ...member.user, token: member.token }, ['list_properties']);
    const house = await listHouse(fie, member.token, { title: 'Agency house' });
    await view(house.id, 'Agency visitor');
    await fie.request('POST', '/api/messages/send-message', { to: org.id, message: 'Hello, is the agency house free?', property_id: house.id }, seeker.token);
    for (const token of [org.token, member.token]) {
      const { lister } = await figures(token);
      expect(lister!.listings.map((l) => l.id)).toEqual([house.id]);
      expect(figure(lister!.figures, 'views30').total).toBe(1);
      expect(figure(lister!.figures, 'enquiries').total).toBe(1);
    }
    expect((await figures(org.token)).seeker).toBeNull();
  });

  test('When an owner joins an organization, then they keep their own listings and choose, when listing, their own name or the organization\'s', async () => {
    const org = await createOrganization(fie, { name: 'Both Homes', email: 'dash.both.org@example.com', url_name: 'dash_both' });
    const owner = await signUpOwner(fie, { email: 'dash.both.owner@example.com', firstName: 'Yaa' });
    const before = await listHouse(fie, owner.token, { title: 'Yaa\'s own house' });
    await addMember(fie, org.token, { ...owner.user, token: owner.token }, ['list_properties']);
    expect((await fie.request('GET', '/api/auth/user', undefined, owner.token)).body).toMatchObject({ user_type: 'organization_member', base_user_type: 'owner' });

    const own = await listHouse(fie, owner.token, { title: 'Another own house', list_as: 'own' });
    const forOrg = await listHouse(fie, owner.token, { title: 'Agency flat', list_as: 'organization' });
    const asBefore = await listHouse(fie, owner.token, { title: 'Agency shop' });
    expect([own.organizationId, forOrg.organizationId, asBefore.organizationId]).toEqual([null, org.id, org.id]);
    expect(own.ownerId).toBe(owner.user.id);
    const ids = async (path: string) => ((await fie.request('GET', path, undefined, owner.token)).body.result.properties as { id: string }[]).map((p) => p.id).sort();
    expect(await ids('/api/properties')).toEqual([before.id, own.id].sort());
    expect(await ids('/api/organizations/properties')).toEqual([forOrg.id, asBefore.id].sort());
    // Their own listings stay theirs to manage.
    expect((await fie.request('POST', `/api/properties/${before.id}/status`, { status: 'hidden' }, owner.token)).status).toBe(200);

    const { lister, ownLister } = await figures(owner.token) as Awaited<ReturnType<typeof figures>> & { ownLister: { listings: { id: string }[] } };
    expect(lister!.listings.map((l) => l.id).sort()).toEqual([forOrg.id, asBefore.id].sort());
    expect(ownLister.listings.map((l) => l.id).sort()).toEqual([before.id, own.id].sort());

    const bad = await fie.request('POST', '/api/properties/create-residential', { list_as: 'someone' }, owner.token);
    expect(bad).toMatchObject({ status: 400, body: { errors: { list_as: "Choose to list under your own name or your organization's" } } });
    // A member who is not an owner lists for the organization only.
    const agent = await fie.signUpAndConfirm({ email: 'dash.both.agent@example.com' });
    await addMember(fie, org.token, { ...agent.user, token: agent.token }, ['list_properties']);
    await expect(listHouse(fie, agent.token, { list_as: 'own' })).rejects.toThrow(/OwnersOnly/);
    expect(((await figures(agent.token)) as { ownLister?: unknown }).ownLister).toBeNull();
  });

  test('Visitors and staff have no dashboard: 401', async () => {
    for (const token of [undefined, staffToken]) {
      expect((await fie.request('GET', '/api/dashboard/figures', undefined, token)).status).toBe(401);
    }
  });
});
