import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let ama: Person;
let kofi: Person;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.stays@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  ama = await fie.signUpAndConfirm({ email: 'ama.stays@example.com', firstName: 'Ama', lastName: 'Mensah' });
  kofi = await fie.signUpAndConfirm({ email: 'kofi.stays@example.com', firstName: 'Kofi', lastName: 'Asante' });
}, 90_000);
afterAll(async () => fie.stop());

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const instructions = 'Pay the first night by MTN MoMo to 024 412 3456 (Kwame Boateng) once I accept; the rest on arrival.';
const listStay = (over: Record<string, unknown> = {}) =>
  listHouse(fie, owner.token, {
    type: 'apartment', acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', title: 'Ocean Breeze apartment, Labadi',
    stay_start_date: day(1), stay_end_date: day(120), stay_payment_instructions: instructions, ...over,
  });
const ask = (id: string, body: unknown, token = ama.token) => fie.request('POST', `/api/properties/${id}/stay-requests`, body, token);
const act = (id: string, step: string, token: string, body: unknown = {}) => fie.request('POST', `/api/stay-requests/${id}/${step}`, body, token);
const stays = async (token: string) => (await fie.request('GET', '/api/stay-requests', undefined, token)).body.result.stays as any[];
/** Whether a search for those nights finds the listing. */
const found = async (listingId: string, start: number, end: number) =>
  ((await fie.request('POST', '/api/properties/search', { q: 'ocean breeze', acquisition: 'short_stay', stay_date: { start: day(start), end: day(end) }, pageSize: 50 })).body.result.properties as { id: string }[]).some((p) => p.id === listingId);
const stayStreams = async () => (await fie.stores.events.readAll()).filter((e) => e.streamId.startsWith('stay-request-')).length;

describe('a short stay\'s payment instructions', () => {
  test('are an optional field of the listing, at most 1,000 characters, shown on its page', async () => {
    const listed = await listStay();
    expect((await fie.request('GET', `/api/properties/search/${listed.id}`)).body.stay_payment_instructions).toBe(instructions);
    const tooLong = await fie.request('POST', `/api/properties/update-residential/${listed.id}`, { ...(await fie.request('GET', `/api/properties/search/${listed.id}`)).body, stay_payment_instructions: 'x'.repeat(1001) }, owner.token);
    expect(tooLong.body.errors).toMatchObject({ stay_payment_instructions: 'Keep the payment instructions under 1,000 characters' });
  });
});

describe('POST /api/properties/{id}/stay-requests', () => {
  test('When a seeker asks for free nights, then 201 with the lister\'s payment instructions; the lister sees it with the seeker\'s message, and is told', async () => {
    const listed = await listStay();
    const res = await ask(listed.id, { start: day(10), end: day(13), guests: 2, message: 'We arrive after 9 pm' });
    expect(res).toMatchObject({ status: 201, body: { message: 'Stay requested. The lister will answer soon.', stay: { start: day(10), end: day(13), guests: 2, status: 'pending' }, payment_instructions: instructions } });
    const [theirs] = await stays(owner.token);
    expect(theirs).toMatchObject({ id: res.body.stay.id, role: 'lister', nights: 3, guests: 2, message: 'We arrive after 9 pm', status: 'pending', actions: ['accept', 'decline'], seeker: { first_name: 'Ama', last_name: 'Mensah' }, property: { _id: listed.id, title: 'Ocean Breeze apartment, Labadi' } });
    expect((await stays(ama.token))[0]).toMatchObject({ role: 'seeker', actions: ['cancel'], lister: { name: 'Kwame B.' } });
    expect((await stays(kofi.token))).toEqual([]);
    const notices = (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications;
    expect(notices[0]).toMatchObject({ kind: 'stay', title: 'Ama M. asked to stay at Ocean Breeze apartment, Labadi', link: '/owner-dashboard?tab=calendar' });
    expect(notices[0].body).toMatch(/\(3 nights, 2 guests\)$/);
    const until = Date.now() + 5000;
    let mails: Awaited<ReturnType<typeof readOutbox>> = [];
    while (!mails.length && Date.now() < until) {
      mails = (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(owner.email) && m.subject.includes('asked to stay'));
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mails[0]!.text).toContain('Their message: "We arrive after 9 pm"');
  });

  test('Bad input is a 400 by field and changes nothing; only a listed short stay, not the lister\'s own, and a person signed in', async () => {
    const listed = await listStay();
    const rental = await listHouse(fie, owner.token);
    const before = await stayStreams();
    expect((await ask(listed.id, {})).body.errors).toEqual({ start: 'Choose the check-in date', end: 'Choose the check-out date', guests: 'Say how many guests will stay' });
    expect((await ask(listed.id, { start: day(12), end: day(10), guests: 31 })).body.errors).toEqual({ end: 'The check-out date must be after the check-in date', guests: 'At most 30 guests' });
    expect((await ask(listed.id, { start: day(-2), end: day(2), guests: 1 })).body.errors).toEqual({ start: 'The check-in date cannot be in the past' });
    expect((await ask(listed.id, { start: day(118), end: day(125), guests: 1 })).body.code).toBe('OutsideStay');
    expect((await ask(rental.id, { start: day(10), end: day(12), guests: 1 })).body).toMatchObject({ code: 'NotShortStay', message: 'Only short-stay properties can be booked for nights' });
    expect((await ask(listed.id, { start: day(10), end: day(12), guests: 1 }, owner.token)).body.code).toBe('OwnProperty');
    expect((await ask('00000000-0000-4000-8000-000000000000', { start: day(10), end: day(12), guests: 1 })).status).toBe(404);
    expect((await ask(listed.id, { start: day(10), end: day(12), guests: 1 }, '')).status).toBe(401);
    expect(await stayStreams()).toBe(before);
  });
});

describe('answering a stay request', () => {
  test('The lister accepts: the nights are booked on the listing, search hides it for them at once, and nights already booked refuse later requests (409)', async () => {
    const listed = await listStay({ title: 'Ocean Breeze suite, Labadi' });
    const id = (await ask(listed.id, { start: day(20), end: day(23), guests: 2 })).body.stay.id;
    const other = (await ask(listed.id, { start: day(22), end: day(24), guests: 1 }, kofi.token)).body.stay.id;
    expect((await act(id, 'accept', ama.token)).status).toBe(403);
    expect((await act(id, 'accept', kofi.token)).status).toBe(404);
    expect(await act(id, 'accept', owner.token)).toMatchObject({ status: 200, body: { message: 'Stay accepted: the nights are booked', stay: { status: 'accepted' } } });
    expect((await fie.request('GET', `/api/properties/search/${listed.id}`)).body.booked_dates).toEqual([{ start: day(20), end: day(23) }]);
    expect(await found(listed.id, 20, 21)).toBe(false);
    expect(await found(listed.id, 30, 31)).toBe(true);
    const clash = await ask(listed.id, { start: day(21), end: day(25), guests: 1 }, kofi.token);
    expect(clash).toMatchObject({ status: 409, body: { code: 'NightsBooked', message: `Some of these nights are already booked (${day(20)} to ${day(23)}). Choose other dates.` } });
    expect((await act(other, 'accept', owner.token))).toMatchObject({ status: 409, body: { code: 'NightsBooked' } });
    expect(await act(other, 'decline', owner.token, { reason: 'Those nights are taken' })).toMatchObject({ status: 200, body: { stay: { status: 'declined' } } });
    expect((await fie.request('GET', '/api/notifications', undefined, kofi.token)).body.result.notifications[0]).toMatchObject({ title: 'Kwame B. declined your stay request' });
    expect((await fie.request('GET', '/api/notifications', undefined, ama.token)).body.result.notifications[0]).toMatchObject({ title: 'Kwame B. accepted your stay' });
  });

  test('Cancelling an accepted stay frees its nights again; a declined or cancelled request cannot be accepted', async () => {
    const listed = await listStay({ title: 'Ocean Breeze loft, Labadi' });
    const id = (await ask(listed.id, { start: day(40), end: day(42), guests: 1 })).body.stay.id;
    await act(id, 'accept', owner.token);
    expect(await act(id, 'cancel', ama.token, { reason: 'Flight moved' })).toMatchObject({ status: 200, body: { message: 'Stay cancelled', stay: { status: 'cancelled' } } });
    expect((await fie.request('GET', `/api/properties/search/${listed.id}`)).body.booked_dates).toEqual([]);
    expect((await act(id, 'accept', owner.token)).body.code).toBe('NotPending');
    expect((await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications[0]).toMatchObject({ title: 'Ama M. cancelled their stay' });
  });

  test('Accepted stays are in both calendar feeds: the seeker\'s stay, and the lister\'s booked nights', async () => {
    const listed = await listStay({ title: 'Ocean Breeze studio, Labadi' });
    const id = (await ask(listed.id, { start: day(50), end: day(53), guests: 2 })).body.stay.id;
    await act(id, 'accept', owner.token);
    const feed = async (token: string) => {
      const { url } = (await fie.request('GET', '/api/calendar/feed', undefined, token)).body.result;
      return (await fie.request('GET', new URL(url).pathname)).body.replace(/\r\n /g, '') as string;
    };
    const seeker = await feed(ama.token);
    expect(seeker).toContain(`UID:stay-${id}@fie.com.gh`);
    expect(seeker).toContain(`DTSTART;VALUE=DATE:${day(50).replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${day(53).replace(/-/g, '')}`);
    expect(seeker).toContain('SUMMARY:Stay: Ocean Breeze studio\\, Labadi');
    const lister = await feed(owner.token);
    expect(lister).toContain(`UID:booked-${listed.id}-${day(50)}@fie.com.gh`);
    expect(lister).toContain('SUMMARY:Booked: Ocean Breeze studio\\, Labadi\r\nDESCRIPTION:Booked through Fie');
  });
});
