import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';

type Person = { email: string; token: string; user: any };
let fie: TestMarketplace;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.fresh@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  stranger = await signUpOwner(fie, { email: 'yaw.fresh@example.com', firstName: 'Yaw', lastName: 'Darko' });
}, 90_000);
afterAll(async () => fie.stop());

const DAY = 86_400_000;
const daysOn = (n: number) => new Date(Date.now() + n * DAY);
const inSearch = async (id: string) => ((await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result.properties as { id: string }[]).some((p) => p.id === id);
const publicPage = (id: string) => fie.request('GET', `/api/properties/search/${id}`);
const mailsTo = async (email: string, about: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.includes(about));
const eventsOf = async (id: string, type: string) => (await fie.stores.events.readAll()).filter((e) => e.streamId === `listing-${id}` && e.type === type);

describe('Listing freshness (30-day prompt, 60-day archive, confirm)', () => {
  test('At 30 days unconfirmed the lister is asked once by mail; at 60 the listing leaves search and its page until the lister confirms, which restores it', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await fie.freshness.tick(daysOn(29))).toBe(0);

    expect(await fie.freshness.tick(daysOn(30))).toBe(1);
    // However often the scheduler runs in the stretch, the prompt is one event and one mail.
    expect(await fie.freshness.tick(daysOn(31))).toBe(0);
    expect(await eventsOf(house.id, 'ListingConfirmationRequested')).toHaveLength(1);
    await waitFor(async () => (await mailsTo(owner.email, 'still available?')).length === 1);
    const [prompt] = await mailsTo(owner.email, 'still available?');
    expect(prompt!.text).toMatch(/Yes, it is still available: http:\/\/localhost:\d+\/confirm-listing\?token=[\w-]+\.[\w-]+/);
    // And in the app, leading to the Properties tab.
    await waitFor(async () =>
      ((await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications as any[]).some((n) => n.propertyId === house.id && /still available\?/.test(n.title)));
    // Still advertised until day 60.
    expect(await inSearch(house.id)).toBe(true);

    expect(await fie.freshness.tick(daysOn(60))).toBe(1);
    expect(await fie.freshness.tick(daysOn(61))).toBe(0);
    await waitFor(async () => !(await inSearch(house.id)));
    expect((await publicPage(house.id)).status).toBe(404);
    await waitFor(async () => (await mailsTo(owner.email, 'is archived')).length === 1);
    // The lister still sees it, marked archived as stale.
    const mine = (await fie.request('GET', '/api/properties', undefined, owner.token)).body.result.properties.find((p: any) => p.id === house.id);
    expect(mine.staleArchivedAt).toEqual(expect.any(String));
    // Staff's listings screen says so too, rather than 'published'.
    const staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
    const asStaffSee = async () => (await fie.request('GET', `/api/admin/listings/${house.id}`, undefined, staffToken)).body;
    expect(await asStaffSee()).toMatchObject({ status: 'published', staleArchivedAt: expect.any(String) });

    // Someone else cannot confirm it, and nothing changes.
    expect((await fie.request('POST', `/api/properties/${house.id}/confirm`, {}, stranger.token)).status).toBe(403);
    expect((await fie.request('POST', `/api/properties/${house.id}/confirm`, {})).status).toBe(401);
    expect(await eventsOf(house.id, 'ListingConfirmed')).toHaveLength(0);

    // The lister confirms: back in search and on its page at once (read-your-writes), a new 30-day stretch.
    const confirmed = await fie.request('POST', `/api/properties/${house.id}/confirm`, {}, owner.token);
    expect(confirmed).toMatchObject({ status: 200, body: { message: 'Thank you: your listing is confirmed as still available', property: { id: house.id, staleArchivedAt: null } } });
    expect(await inSearch(house.id)).toBe(true);
    expect((await publicPage(house.id)).status).toBe(200);
    expect((await asStaffSee()).staleArchivedAt).toBeNull();
    // Staff read the story in the listing's timeline.
    const timeline = (await fie.request('GET', `/api/admin/listing-timelines/${house.id}`, undefined, staffToken)).body.entries.map((e: { summary: string }) => e.summary);
    expect(timeline).toEqual(expect.arrayContaining(['Asked its lister if still available (30 days unconfirmed)', 'Archived: 60 days unconfirmed, out of search until confirmed', 'Confirmed still available']));
    expect(await fie.freshness.tick(daysOn(29))).toBe(0);
    expect(await fie.freshness.tick(daysOn(30))).toBe(1);
  }, 60_000);

  test('A listing last confirmed 45 days ago ranks below fresh ones in the default order and with words, but keeps its place when sorted by price', async () => {
    const fresh = await listHouse(fie, owner.token, { price: 9000, description: 'Freshness test bungalow with a garden' });
    // Listed after the fresh one, so newest first it would lead.
    const stale = await listHouse(fie, owner.token, { price: 1000, description: 'Freshness test bungalow with a borehole' });
    // As if its lister last confirmed it 46 days ago (the log is the truth; the listing's clock is its events).
    await fie.stores.events.append(`listing-${stale.id}`, [{ type: 'ListingConfirmed', data: { listingId: stale.id, confirmedBy: `user-${owner.user.id}`, via: 'app', confirmedAt: daysOn(-46).toISOString() } }]);
    const order = async (body: Record<string, unknown>) =>
      ((await fie.request('POST', '/api/properties/search', { pageSize: 100, ...body })).body.result.properties as { id: string }[]).map((p) => p.id).filter((id) => id === stale.id || id === fresh.id);
    await waitFor(async () => (await order({ sort: 'price_low' }))[0] === stale.id && (await order({}))[0] === fresh.id);
    expect(await order({})).toEqual([fresh.id, stale.id]);
    expect(await order({ q: 'freshness bungalow' })).toEqual([fresh.id, stale.id]);
    expect(await order({ sort: 'price_low' })).toEqual([stale.id, fresh.id]);
    // Its lister confirms: fresh again, back on top of the newest first (read-your-writes).
    await fie.request('POST', `/api/properties/${stale.id}/confirm`, {}, owner.token);
    expect(await order({})).toEqual([stale.id, fresh.id]);
  }, 60_000);

  test('Staff see how many listings on the market are fresh, prompted (30 days), ranked down (45) and archived (60)', async () => {
    const staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
    const figures = async () => (await fie.request('GET', '/api/admin/listing-freshness-figures/current', undefined, staffToken)).body;
    const before = await figures();
    const confirmedDaysAgo = async (days: number) => {
      const house = await listHouse(fie, owner.token);
      await fie.stores.events.append(`listing-${house.id}`, [{ type: 'ListingConfirmed', data: { listingId: house.id, confirmedBy: `user-${owner.user.id}`, via: 'app', confirmedAt: daysOn(-days).toISOString() } }]);
      return house;
    };
    await confirmedDaysAgo(35);
    await confirmedDaysAgo(50);
    await confirmedDaysAgo(70);
    await waitFor(async () => (await figures()).rankedDown === before.rankedDown + 2);
    // The scheduler at the real time: prompts the first two, archives the third.
    expect(await fie.freshness.tick(new Date())).toBe(3);
    await waitFor(async () => (await figures()).archived === before.archived + 1);
    expect(await figures()).toEqual({ id: 'current', fresh: before.fresh, prompted: before.prompted + 1, rankedDown: before.rankedDown + 1, archived: before.archived + 1 });
    expect((await fie.request('GET', '/api/admin/listing-freshness-figures/current', undefined, owner.token)).status).toBe(401);
  }, 60_000);

  test('A listing off the market (let) is neither prompted nor archived, and cannot be confirmed as still available', async () => {
    const house = await listHouse(fie, owner.token);
    const before = (await eventsOf(house.id, 'ListingConfirmationRequested')).length;
    expect((await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'let' }, owner.token)).status).toBe(200);
    await fie.freshness.tick(daysOn(61));
    // A let listing is off the market already: no prompt, no archive.
    expect(await eventsOf(house.id, 'ListingConfirmationRequested')).toHaveLength(before);
    expect(await eventsOf(house.id, 'ListingArchivedAsStale')).toHaveLength(0);
    expect(await fie.request('POST', `/api/properties/${house.id}/confirm`, {}, owner.token)).toMatchObject({ status: 400, body: { code: 'NotAdvertised' } });
  }, 60_000);

  test('The prompt\'s one-tap link confirms without signing in, by a POST from its page; once only, and a forged link changes nothing', async () => {
    const efua = await signUpOwner(fie, { email: 'efua.fresh@example.com', firstName: 'Efua', lastName: 'Mensah' });
    const house = await listHouse(fie, efua.token);
    expect(await fie.freshness.tick(daysOn(30))).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await mailsTo(efua.email, 'still available?')).length === 1);
    const token = /confirm-listing\?token=([\w.-]+)/.exec((await mailsTo(efua.email, 'still available?'))[0]!.text)![1]!;
    await fie.freshness.tick(daysOn(60));
    await waitFor(async () => !(await inSearch(house.id)));

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(await fie.request('POST', '/api/properties/confirm-by-link', { token: forged })).toMatchObject({ status: 400, body: { errors: { token: expect.any(String) } } });
    expect(await fie.request('POST', '/api/properties/confirm-by-link', {})).toMatchObject({ status: 400 });
    expect(await eventsOf(house.id, 'ListingConfirmed')).toHaveLength(0);

    expect(await fie.request('POST', '/api/properties/confirm-by-link', { token })).toMatchObject({ status: 200, body: { message: 'Thank you: your listing is confirmed as still available' } });
    expect(await inSearch(house.id)).toBe(true);
    expect((await eventsOf(house.id, 'ListingConfirmed')).map((e) => e.data)).toEqual([expect.objectContaining({ via: 'link', confirmedBy: `user-${efua.user.id}` })]);
    // Tapped again: still confirmed, nothing more appended.
    expect((await fie.request('POST', '/api/properties/confirm-by-link', { token })).status).toBe(200);
    expect(await eventsOf(house.id, 'ListingConfirmed')).toHaveLength(1);
  }, 60_000);
});
