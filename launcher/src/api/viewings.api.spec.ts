import { latestSmsTo, readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';

type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let ama: Person;
let kofi: Person;
let member: Person;
let manager: Person;
let outsider: Person;
let org: { id: string; token: string };
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.viewings@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  ama = await fie.signUpAndConfirm({ email: 'ama.viewings@example.com', firstName: 'Ama', lastName: 'Mensah', phoneNumber: '0244123456' });
  kofi = await fie.signUpAndConfirm({ email: 'kofi.viewings@example.com', firstName: 'Kofi', lastName: 'Asante' });
  member = await fie.signUpAndConfirm({ email: 'abena.viewings@example.com', firstName: 'Abena', lastName: 'Owusu' });
  manager = await fie.signUpAndConfirm({ email: 'yaw.viewings@example.com', firstName: 'Yaw', lastName: 'Darko' });
  outsider = await fie.signUpAndConfirm({ email: 'esi.viewings@example.com', firstName: 'Esi', lastName: 'Quaye' });
  org = await createOrganization(fie, { name: 'Viewing Homes', email: 'viewing.homes@example.com', url_name: 'viewhomes' });
  await addMember(fie, org.token, { ...member.user, email: member.email, token: member.token }, ['list_properties']);
  await addMember(fie, org.token, { ...manager.user, email: manager.email, token: manager.token }, ['manage_users']);
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  // Ama wants texts about viewings too.
  expect((await fie.request('PUT', '/api/notifications/preferences', { sms: { viewings: true } }, ama.token)).status).toBe(200);
}, 120_000);
afterAll(async () => fie.stop());

/** A day from today (Accra is UTC), so the tests mean the same whatever day they run. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const at = (n: number, time: string) => `${day(n)}T${time}:00.000Z`;
const book = (body: unknown, token: string | undefined = ama.token) => fie.request('POST', '/api/properties/book-viewing', body, token);
const act = (id: string, step: string, token: string, body: unknown = {}) => fie.request('POST', `/api/viewings/${id}/${step}`, body, token);
const bookings = (ownerId: string, token: string | undefined) => fie.request('GET', `/api/properties/search-bookings?owner_id=${ownerId}`, undefined, token);
const viewingStreams = async () => (await fie.stores.events.readAll()).filter((e) => e.streamId.startsWith('viewing-') && !e.streamId.startsWith('viewing-slots-')).length;
const mailsTo = async (email: string, about: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.includes(about));
const notificationsOf = async (token: string) => (await fie.request('GET', '/api/notifications', undefined, token)).body.result.notifications as any[];
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('POST /api/properties/book-viewing', () => {
  test('When a seeker books a free slot, then 201 "Viewing requested"; the owner\'s bookings list it in the spec\'s shape, with an in-app notice and a mailed invitation', async () => {
    const house = await listHouse(fie, owner.token);
    const res = await book({ owner_id: owner.user.id, property_id: house.id, date: at(3, '10:00') });
    expect(res).toMatchObject({ status: 201, body: { message: 'Viewing requested', viewing: { date: at(3, '10:00'), status: 'pending', property_id: house.id, owner_id: owner.user.id } } });
    const id = res.body.viewing.id;

    expect((await bookings(owner.user.id, owner.token)).body).toEqual({
      result: { bookings: [{ _id: id, date: at(3, '10:00'), content: 'Viewing for Ama Mensah', status: 'pending', property: { _id: house.id, title: '3 bedroom house in East Legon' }, seeker: { first_name: 'Ama', last_name: 'Mensah' } }] },
    });
    const [notice] = await notificationsOf(owner.token);
    expect(notice).toMatchObject({ kind: 'viewing', title: 'Ama M. asked to view 3 bedroom house in East Legon', link: '/owner-dashboard?tab=calendar', read: false });
    expect(notice.body).toMatch(/^3 bedroom house in East Legon, \w{3} \d+ \w{3} \d{4} at 10:00$/);

    const [mail] = await waitFor(() => mailsTo(owner.email, 'asked to view'), (m) => m.length === 1);
    expect(mail!.text).toContain('Open your calendar: ');
    expect(mail!.attachments).toHaveLength(1);
    const ics = unfold(mail!.attachments[0]!.content);
    expect(mail!.attachments[0]!.contentType).toMatch(/^text\/calendar; ?method=REQUEST/);
    for (const line of ['METHOD:REQUEST', `UID:viewing-${id}@fie.com.gh`, 'SEQUENCE:0', 'STATUS:TENTATIVE', `DTSTART;TZID=Africa/Accra:${day(3).replace(/-/g, '')}T100000`, 'TZID:Africa/Accra', 'LOCATION:East Legon\\, Greater Accra']) {
      expect(ics).toContain(`${line}\r\n`);
    }
    expect(ics).toContain('SUMMARY:Viewing: 3 bedroom house in East Legon with Ama M.');
  });

  test('Bad input is a 400 by field, with the spec\'s "date cannot be in the past", and changes nothing', async () => {
    const house = await listHouse(fie, owner.token);
    const before = await viewingStreams();
    const good = { owner_id: owner.user.id, property_id: house.id, date: at(4, '11:00') };
    const cases: [unknown, number, Record<string, string> | string][] = [
      [{}, 400, { owner_id: 'Say whose property this is (owner_id)', property_id: 'Choose the property to view', date: 'Choose a date and time for the viewing' }],
      [{ ...good, date: 'next Tuesday' }, 400, { date: 'Enter the date and time as an ISO date-time, like 2026-11-24T10:00:00Z' }],
      [{ ...good, date: day(4) }, 400, { date: 'Enter the date and time as an ISO date-time, like 2026-11-24T10:00:00Z' }],
      [{ ...good, date: at(-1, '10:00') }, 400, { date: 'The date cannot be in the past' }],
      [{ ...good, date: at(400, '10:00') }, 400, { date: 'Choose a date within the next 6 months' }],
      [{ ...good, owner_id: kofi.user.id }, 400, { owner_id: 'This is not the lister of the property' }],
      [{ ...good, property_id: '00000000-0000-4000-8000-000000000000' }, 404, 'This property does not exist'],
      [{ ...good, property_id: 'not-an-id' }, 404, 'This property does not exist'],
    ];
    for (const [body, status, expected] of cases) {
      const res = await book(body);
      expect({ body, status: res.status }).toEqual({ body, status });
      if (typeof expected === 'string') expect(res.body.message).toBe(expected);
      else expect(res.body.errors).toEqual(expected);
    }
    const quarter = await book({ ...good, date: at(4, '11:15') });
    expect(quarter).toMatchObject({ status: 400, body: { code: 'NotASlot' } });
    expect(quarter.body.errors.date).toMatch(/^Viewings start on the hour or the half hour\. Free times on .*: 08:00, 08:30, .*17:30$/);
    const early = await book({ ...good, date: at(4, '07:00') });
    expect(early).toMatchObject({ status: 400, body: { code: 'OutsideViewingHours' } });
    expect(early.body.message).toMatch(/^Viewings on \w+days are between 08:00 and 18:00\. Free times on /);
    expect((await book(good, owner.token)).body).toMatchObject({ code: 'OwnProperty', errors: { property_id: 'You cannot book a viewing of a property you list' } });
    expect((await book(good, '')).status).toBe(401);
    expect((await book(good, org.token))).toMatchObject({ status: 403, body: { message: 'Sign in as a person to book a viewing' } });
    expect((await book(good, staffToken)).status).toBe(403);
    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'let' }, owner.token);
    expect((await book(good)).body).toMatchObject({ code: 'NotOpenForViewings' });
    expect(await viewingStreams()).toBe(before);
  });

  test('A slot held by another viewing is refused (409) naming the free times; a seeker keeps one request waiting per property', async () => {
    const house = await listHouse(fie, owner.token);
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(5, '09:00') })).status).toBe(201);
    const taken = await book({ owner_id: owner.user.id, property_id: house.id, date: at(5, '09:00') }, kofi.token);
    expect(taken).toMatchObject({ status: 409, body: { code: 'SlotTaken' } });
    expect(taken.body.message).toMatch(/^That time is already booked\. Free times on .*: 08:00, 08:30, 09:30, 10:00/);
    const again = await book({ owner_id: owner.user.id, property_id: house.id, date: at(5, '15:00') });
    expect(again).toMatchObject({ status: 400, body: { code: 'OpenRequestExists', message: 'You already asked to view this property. Wait for the answer, or cancel that request first.' } });
    const slots = await fie.request('GET', `/api/properties/${house.id}/viewing-slots?date=${day(5)}`);
    expect(slots.body.result.hours).toEqual({ from: '08:00', to: '18:00' });
    expect(slots.body.result.slots).toHaveLength(20);
    expect(slots.body.result.slots.filter((s: { free: boolean }) => !s.free).map((s: { time: string }) => s.time)).toEqual(['09:00']);
    expect((await fie.request('GET', `/api/properties/${house.id}/viewing-slots?date=soon`)).body.errors).toEqual({ date: 'Use a date like 2026-11-24' });
  });

  test('When 20 people book one slot at the same moment, then exactly one request holds it and the others are refused', async () => {
    const house = await listHouse(fie, owner.token);
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await fie.signUpAndConfirm({ email: `rush${i}@example.com`, firstName: 'Rush', lastName: `Seeker${'ABCDEFGHIJKLMNOPQRST'[i]}` }));
    const answers = await Promise.all(people.map((p) => book({ owner_id: owner.user.id, property_id: house.id, date: at(6, '12:00') }, p.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'SlotTaken')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const held = (await bookings(owner.user.id, owner.token)).body.result.bookings.filter((b: { date: string; property: { _id: string } }) => b.property._id === house.id && b.date === at(6, '12:00'));
    expect(held).toHaveLength(1);
    expect(['pending', 'confirmed']).toContain(held[0].status);
  }, 120_000);
});

describe('answering a viewing', () => {
  test('The owner confirms: the seeker is told in-app, by mail with the updated invitation (higher SEQUENCE) and by text; confirming again changes nothing', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(7, '14:30') })).body.viewing.id;
    expect((await act(id, 'confirm', ama.token)).status).toBe(403);
    expect((await act(id, 'confirm', kofi.token)).status).toBe(404);
    expect(await act(id, 'confirm', owner.token)).toMatchObject({ status: 200, body: { message: 'Viewing confirmed', viewing: { id, status: 'confirmed', date: at(7, '14:30') } } });
    expect((await act(id, 'confirm', owner.token)).body.viewing.status).toBe('confirmed');
    expect((await notificationsOf(ama.token)).find((n) => n.title === 'Kwame B. confirmed your viewing')).toBeDefined();
    const [mail] = await waitFor(() => mailsTo(ama.email, 'confirmed your viewing'), (m) => m.length >= 1);
    const ics = unfold(mail!.attachments[0]!.content);
    expect(ics).toContain(`UID:viewing-${id}@fie.com.gh\r\nSEQUENCE:1\r\n`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SUMMARY:Viewing: 3 bedroom house in East Legon\r\n');
    const sms = await waitFor(() => latestSmsTo(fie.stores.smsOutboxDir, '+233244123456'), (s) => Boolean(s?.text.includes('confirmed your viewing')));
    expect(sms!.text).toMatch(/^Fie: Kwame B\. confirmed your viewing\. 3 bedroom house in East Legon, .* at 14:30\. http/);
    expect((await mailsTo(ama.email, 'confirmed your viewing')).length).toBe(1);
  });

  test('The owner proposes another time; the seeker accepts it; the old slot is free again and the new one held', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(8, '10:00') })).body.viewing.id;
    expect((await act(id, 'propose', owner.token, { date: at(8, '10:00') })).body.code).toBe('SameTime');
    expect((await act(id, 'propose', owner.token, { date: 'later' })).body.errors).toEqual({ date: 'Enter the date and time as an ISO date-time, like 2026-11-24T10:00:00Z' });
    expect(await act(id, 'propose', owner.token, { date: at(8, '16:00') })).toMatchObject({ status: 200, body: { message: 'New time proposed', viewing: { status: 'proposed', date: at(8, '16:00') } } });
    expect((await notificationsOf(ama.token)).find((n) => n.title === 'Kwame B. proposed another time for your viewing')?.body).toMatch(/at 16:00 instead of .* at 10:00$/);
    expect((await act(id, 'accept', owner.token)).status).toBe(403);
    expect(await act(id, 'accept', ama.token)).toMatchObject({ status: 200, body: { viewing: { status: 'confirmed', date: at(8, '16:00') } } });
    const slots = (await fie.request('GET', `/api/properties/${house.id}/viewing-slots?date=${day(8)}`)).body.result.slots as { time: string; free: boolean }[];
    expect(slots.filter((s) => !s.free).map((s) => s.time)).toEqual(['16:00']);
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(8, '10:00') }, kofi.token)).status).toBe(201);
    expect((await notificationsOf(owner.token)).find((n) => n.title === 'Ama M. accepted the new viewing time')).toBeDefined();
  });

  test('Declining sends the seeker METHOD:CANCEL with the same UID and a higher SEQUENCE, and frees the slot; a declined viewing cannot be confirmed', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(9, '11:00') })).body.viewing.id;
    expect(await act(id, 'decline', owner.token, { reason: 'The tenant is still moving out' })).toMatchObject({ status: 200, body: { message: 'Viewing declined', viewing: { status: 'declined' } } });
    expect((await act(id, 'confirm', owner.token)).body.code).toBe('NotPending');
    expect((await act(id, 'decline', owner.token, { reason: 'x'.repeat(501) })).body.errors).toEqual({ reason: 'Keep the reason under 500 characters' });
    const [mail] = await waitFor(() => mailsTo(ama.email, 'declined your viewing request'), (m) => m.length === 1);
    expect(mail!.text).toContain('They said: "The tenant is still moving out"');
    expect(mail!.attachments[0]!.filename).toBe('cancel.ics');
    const ics = unfold(mail!.attachments[0]!.content);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain(`UID:viewing-${id}@fie.com.gh\r\nSEQUENCE:1\r\n`);
    expect(ics).toContain('STATUS:CANCELLED');
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(9, '11:00') }, kofi.token)).status).toBe(201);
  });

  test('Either side cancels: the other side is told, with a cancellation for their calendar', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(10, '09:30') })).body.viewing.id;
    await act(id, 'confirm', owner.token);
    expect(await act(id, 'cancel', ama.token, { reason: 'I found a place' })).toMatchObject({ status: 200, body: { message: 'Viewing cancelled', viewing: { status: 'cancelled' } } });
    const [mail] = await waitFor(() => mailsTo(owner.email, 'cancelled the viewing'), (m) => m.length === 1);
    expect(unfold(mail!.attachments[0]!.content)).toContain(`METHOD:CANCEL\r\n`);
    expect(unfold(mail!.attachments[0]!.content)).toContain(`UID:viewing-${id}@fie.com.gh\r\nSEQUENCE:2\r\n`);
    expect((await fie.request('GET', '/api/viewings', undefined, ama.token)).body.result.viewings.find((v: { id: string }) => v.id === id)).toMatchObject({ status: 'cancelled', actions: [], reason: 'I found a place' });
  });

  test('GET /api/viewings lists each side\'s viewings with what they may do; a visitor signs in first', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(11, '13:00') }, kofi.token)).body.viewing.id;
    const mine = (await fie.request('GET', `/api/viewings?from=${day(11)}&to=${day(11)}`, undefined, kofi.token)).body.result.viewings;
    expect(mine).toEqual([expect.objectContaining({ _id: id, role: 'seeker', status: 'pending', statusText: 'Waiting for the lister', actions: ['cancel'], content: 'Viewing for Kofi Asante', lister: { id: owner.user.id, kind: 'user', name: 'Kwame B.' } })]);
    const theirs = (await fie.request('GET', `/api/viewings?from=${day(11)}&to=${day(11)}`, undefined, owner.token)).body.result.viewings;
    expect(theirs).toEqual([expect.objectContaining({ _id: id, role: 'lister', actions: ['confirm', 'decline', 'propose'], seeker: { first_name: 'Kofi', last_name: 'Asante' } })]);
    expect((await fie.request('GET', '/api/viewings')).status).toBe(401);
    expect((await fie.request('GET', '/api/viewings?from=soon', undefined, kofi.token)).body.errors).toEqual({ from: 'Use a date like 2026-11-24' });
  });
});

describe('an organization\'s listings', () => {
  test('owner_id is the organization\'s id; the organization and its members with List Properties answer; its members and staff read its bookings, others get 403', async () => {
    const house = await listHouse(fie, member.token);
    expect((await book({ owner_id: member.user.id, property_id: house.id, date: at(12, '10:00') })).body.errors).toEqual({ owner_id: 'This is not the lister of the property' });
    const id = (await book({ owner_id: org.id, property_id: house.id, date: at(12, '10:00') })).body.viewing.id;
    expect((await book({ owner_id: org.id, property_id: house.id, date: at(12, '11:00') }, member.token)).body.code).toBe('OwnProperty');
    expect((await act(id, 'confirm', manager.token)).status).toBe(404);
    expect((await act(id, 'confirm', member.token)).body.viewing.status).toBe('confirmed');
    expect((await act(id, 'propose', org.token, { date: at(12, '15:00') })).body.viewing.status).toBe('proposed');
    for (const token of [member.token, manager.token, org.token, staffToken]) {
      const res = await bookings(org.id, token);
      expect(res.status).toBe(200);
      expect(res.body.result.bookings.map((b: { _id: string }) => b._id)).toContain(id);
    }
    expect((await bookings(org.id, outsider.token)).status).toBe(403);
    expect((await bookings(org.id, owner.token)).status).toBe(403);
    expect((await bookings(owner.user.id, member.token)).status).toBe(403);
    expect((await bookings(org.id, undefined)).status).toBe(401);
    expect((await fie.request('GET', '/api/properties/search-bookings', undefined, owner.token)).body.errors).toEqual({ owner_id: 'Say whose property this is (owner_id)' });
    expect((await notificationsOf(org.token)).find((n) => n.title === 'Ama M. asked to view 3 bedroom house in East Legon')?.link).toBe('/organization-dashboard?tab=calendar');
  });
});

describe('PUT /api/properties/{id}/viewing-hours', () => {
  test('The lister sets weekly hours: requests outside them are refused naming the free times, and the picker follows them', async () => {
    const house = await listHouse(fie, owner.token);
    const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day(13)}T00:00:00Z`).getUTCDay()]!;
    const closed = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day(14)}T00:00:00Z`).getUTCDay()]!;
    const hours = { [weekday]: { from: '14:00', to: '16:00' }, [closed]: null };
    expect((await fie.request('PUT', `/api/properties/${house.id}/viewing-hours`, { hours }, ama.token)).status).toBe(403);
    expect((await fie.request('PUT', `/api/properties/${house.id}/viewing-hours`, { hours }, undefined)).status).toBe(401);
    expect((await fie.request('PUT', `/api/properties/${house.id}/viewing-hours`, { hours: { [weekday]: { from: '16:00', to: '14:00' } } }, owner.token)).body.errors).toEqual({ [`hours.${weekday}.to`]: 'The end must be after the start' });
    const saved = await fie.request('PUT', `/api/properties/${house.id}/viewing-hours`, { hours }, owner.token);
    expect(saved).toMatchObject({ status: 200, body: { message: 'Viewing hours saved', hours: { [weekday]: { from: '14:00', to: '16:00' }, [closed]: null } } });
    const outside = await book({ owner_id: owner.user.id, property_id: house.id, date: at(13, '10:00') });
    expect(outside.body.message).toMatch(/between 14:00 and 16:00\. Free times on .*: 14:00, 14:30, 15:00, 15:30$/);
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(14, '10:00') })).body.code).toBe('ViewingDayClosed');
    const slots = (await fie.request('GET', `/api/properties/${house.id}/viewing-slots?date=${day(13)}`)).body.result;
    expect(slots.hours).toEqual({ from: '14:00', to: '16:00' });
    expect(slots.slots.map((s: { time: string }) => s.time)).toEqual(['14:00', '14:30', '15:00', '15:30']);
    expect((await fie.request('GET', `/api/properties/${house.id}/viewing-slots?date=${day(14)}`)).body.result).toMatchObject({ hours: null, slots: [] });
    expect((await fie.request('GET', `/api/properties/${house.id}/viewing-hours`)).body.result.hours).toEqual({ ...Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { from: '08:00', to: '18:00' }])), ...hours });
    expect((await fie.request('GET', '/api/properties/00000000-0000-4000-8000-000000000000/viewing-hours')).status).toBe(404);
  });
});

describe('the calendar feed', () => {
  test('Each person has a secret iCal link that calendar apps read without a session; resetting it stops the old one at once', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(15, '10:00') }, kofi.token)).body.viewing.id;
    const { url } = (await fie.request('GET', '/api/calendar/feed', undefined, kofi.token)).body.result;
    expect(url).toMatch(/\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
    const path = new URL(url).pathname;
    const feed = await fie.request('GET', path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(unfold(feed.body)).toContain(`UID:viewing-${id}@fie.com.gh`);
    expect(unfold(feed.body)).toContain('X-WR-CALNAME:Fie: Kofi A.');
    const ownerFeed = await fie.request('GET', new URL((await fie.request('GET', '/api/calendar/feed', undefined, owner.token)).body.result.url).pathname);
    expect(unfold(ownerFeed.body)).toContain(`SUMMARY:Viewing for Kofi Asante: 3 bedroom house in East Legon`);

    const reset = await fie.request('POST', '/api/calendar/feed/reset', undefined, kofi.token);
    expect(reset).toMatchObject({ status: 200, body: { message: 'Calendar link reset: the old link no longer works' } });
    expect(reset.body.result.url).not.toBe(url);
    expect((await fie.request('GET', path)).status).toBe(404);
    expect((await fie.request('GET', new URL(reset.body.result.url).pathname)).status).toBe(200);
    expect((await fie.request('GET', '/api/calendar/feed', undefined, kofi.token)).body.result.url).toBe(reset.body.result.url);
    expect((await fie.request('GET', `${path.slice(0, -6)}xx.ics`)).status).toBe(404);
    expect((await fie.request('GET', '/api/calendar/feed')).status).toBe(401);
    expect((await fie.request('POST', '/api/calendar/feed/reset', undefined, staffToken)).status).toBe(401);
  });
});

describe('the reminder the evening before', () => {
  test('At 18:00 Accra the day before, both sides are reminded once: a second tick, or a later one, sends nothing more', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(16, '10:00') })).body.viewing.id;
    await act(id, 'confirm', owner.token);
    const evening = new Date(`${day(15)}T18:00:00.000Z`);
    expect(await fie.reminders.tick(new Date(evening.getTime() - 60_000))).toBe(0);
    await waitFor(() => fie.request('GET', '/api/viewings', undefined, owner.token), (r) => r.body.result.viewings.some((v: { id: string; status: string }) => v.id === id && v.status === 'confirmed'));
    expect(await fie.reminders.tick(evening)).toBe(1);
    const reminder = async (email: string) => (await mailsTo(email, 'Reminder: viewing tomorrow at 10:00')).filter((m) => m.text.includes(day(16).slice(8, 10).replace(/^0/, '')));
    await waitFor(() => reminder(ama.email), (m) => m.length === 1);
    await waitFor(() => reminder(owner.email), (m) => m.length === 1);
    const events = await fie.stores.events.readStream(`viewing-${id}`);
    await waitFor(() => fie.request('GET', '/api/health'), (h) => h.body.projections.every((p: { checkpoint: number }) => p.checkpoint >= events[events.length - 1]!.position));
    expect(await fie.reminders.tick(evening)).toBe(0);
    expect(await fie.reminders.tick(new Date(evening.getTime() + 3_600_000))).toBe(0);
    expect((await fie.stores.events.readStream(`viewing-${id}`)).filter((e) => e.type === 'ViewingReminderDue')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await reminder(ama.email)).toHaveLength(1);
    expect((await notificationsOf(owner.token)).filter((n) => n.title === 'Reminder: viewing tomorrow at 10:00')).toHaveLength(1);
  });
});

describe('closing an account', () => {
  test('A seeker who closes their account cancels their viewings to come: the owner sees why and the slot is free again', async () => {
    const yaa = await fie.signUpAndConfirm({ email: 'yaa.closing@example.com', firstName: 'Yaa', lastName: 'Asantewaa', phoneNumber: '0244777888' });
    const house = await listHouse(fie, owner.token);
    const id = (await book({ owner_id: owner.user.id, property_id: house.id, date: at(12, '14:00') }, yaa.token)).body.viewing.id;
    await act(id, 'confirm', owner.token);
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(12, '14:00') }, kofi.token)).status).toBe(409);

    expect((await fie.request('DELETE', '/api/auth/user', undefined, yaa.token)).status).toBe(200);

    // The viewings feature cancels them on the account's UserDeleted event (a reactor), a moment after the answer.
    const theirs = await waitFor(
      async () => (await fie.request('GET', `/api/viewings?from=${day(12)}&to=${day(12)}`, undefined, owner.token)).body.result.viewings as { id: string; status: string }[],
      (viewings) => viewings.find((v) => v.id === id)?.status === 'cancelled',
    );
    expect(theirs.find((v: { id: string }) => v.id === id)).toMatchObject({ status: 'cancelled', reason: 'The account was closed', actions: [] });
    expect((await book({ owner_id: owner.user.id, property_id: house.id, date: at(12, '14:00') }, kofi.token)).status).toBe(201);
  });
});
