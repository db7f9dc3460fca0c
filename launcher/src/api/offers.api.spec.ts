import { latestSmsTo, readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';

type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let lister: Person;
let viewer: Person;
let org: { id: string; token: string };
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.offers@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  seeker = await fie.signUpAndConfirm({ email: 'efua.offers@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0551234567' });
  other = await fie.signUpAndConfirm({ email: 'kofi.offers@example.com', firstName: 'Kofi', lastName: 'Asante' });
  lister = await fie.signUpAndConfirm({ email: 'abena.offers@example.com', firstName: 'Abena', lastName: 'Owusu' });
  viewer = await fie.signUpAndConfirm({ email: 'yaw.offers@example.com', firstName: 'Yaw', lastName: 'Darko' });
  org = await createOrganization(fie, { name: 'Offer Homes', email: 'offer.homes@example.com', url_name: 'offer_homes' });
  await addMember(fie, org.token, { ...lister.user, email: lister.email, token: lister.token }, ['list_properties']);
  await addMember(fie, org.token, { ...viewer.user, email: viewer.email, token: viewer.token }, ['manage_users']);
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const rentOffer = { amount: '4,000', currency: 'GHC', advance_months: 3, message: 'I can move in on the 1st' };
const offer = (listingId: string, body: unknown = rentOffer, token: string | undefined = seeker.token) => fie.request('POST', `/api/properties/${listingId}/offers`, body, token);
const act = (offerId: string, action: string, body: unknown = {}, token: string | undefined = owner.token) => fie.request('POST', `/api/offers/${offerId}/${action}`, body, token);
const one = async (offerId: string, token: string) => (await fie.request('GET', `/api/offers/${offerId}`, undefined, token)).body.result;
const list = async (token: string, query = '') => (await fie.request('GET', `/api/offers${query}`, undefined, token)).body.result.offers as any[];
const offerStreams = async () => (await fie.stores.events.readAll()).filter((e) => e.streamId.startsWith('offer-')).length;
const mailsTo = async (email: string, about: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.includes(about));

describe('POST /api/properties/{id}/offers', () => {
  test('When a seeker offers a monthly rent and an advance on a rental, then 201 "Offer sent", both sides list it with its history, and its text is sealed in the log', async () => {
    const house = await listHouse(fie, owner.token);
    const res = await offer(house.id);
    expect(res).toMatchObject({ status: 201, body: { message: 'Offer sent', result: { property_id: house.id, status: 'open', awaiting: 'lister', amount: 4000, currency: 'GHS', advance_months: 3 } } });
    const id = res.body.result.id;

    const [mine] = await list(seeker.token, `?role=made&property=${house.id}`);
    expect(mine).toMatchObject({
      id, side: 'seeker', status: 'open', statusText: 'Waiting for the lister', actions: ['withdraw'], acquisition: 'rent',
      property: { _id: house.id, title: '3 bedroom house in East Legon', available: true, asking: { amount: 4500, currency: 'GHS', amountGhs: 4500 } },
      seeker: { id: seeker.user.id, name: 'Efua M.' }, lister: { id: owner.user.id, kind: 'user', name: 'Kwame B.' },
      terms: { amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, advanceAboveLegal: false }, percentOfAsking: 89,
      history: [{ kind: 'offer', by: 'seeker', name: 'Efua M.', amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, message: 'I can move in on the 1st', erased: false, mine: true }],
    });
    const [received] = await list(owner.token, '?role=received&status=open');
    expect(received).toMatchObject({ id, side: 'lister', statusText: 'Waiting for your answer', actions: ['accept', 'decline', 'counter'] });

    const [made] = await fie.stores.events.readStream(`offer-${id}`);
    expect(JSON.stringify(made!.data)).not.toContain('move in');
    expect(made!.data).toHaveProperty('_sealed');
  });

  test('When a sale priced in dollars gets an offer in dollars, then it is shown in cedis at the rate staff set', async () => {
    expect((await fie.request('PUT', '/api/admin/settings/exchange-rate', { usdToGhs: 16 }, staffToken)).status).toBe(200);
    const plot = await listHouse(fie, owner.token, { acquisition: 'buy', price: 200000, currency: 'USD', title: 'House for sale in Airport Hills' });
    const res = await offer(plot.id, { amount: 180000, currency: 'usd' });
    expect(res.status).toBe(201);
    const found = await one(res.body.result.id, seeker.token);
    expect(found).toMatchObject({ acquisition: 'buy', terms: { amount: 180000, currency: 'USD', amountGhs: 2_880_000, advance_months: null }, property: { asking: { amount: 200000, currency: 'USD', amountGhs: 3_200_000 } }, percentOfAsking: 90, exchangeRate: { usdToGhs: 16 } });
    await fie.request('PUT', '/api/admin/settings/exchange-rate', { usdToGhs: 15 }, staffToken);
  });

  test('An advance above the Rent Act’s six months is taken and flagged, as on listings', async () => {
    const house = await listHouse(fie, owner.token);
    const res = await offer(house.id, { ...rentOffer, advance_months: 24 });
    expect(res.status).toBe(201);
    expect((await one(res.body.result.id, owner.token)).terms).toMatchObject({ advance_months: 24, advanceAboveLegal: true });
  });

  test('Bad input is a 400 by field that writes nothing', async () => {
    const house = await listHouse(fie, owner.token);
    const before = await offerStreams();
    expect(await offer(house.id, {})).toMatchObject({
      status: 400,
      body: { code: 'ValidationError', errors: { amount: 'Enter the amount you offer', currency: 'Please select the currency', advance_months: 'Say how many months of rent you can pay in advance' } },
    });
    expect((await offer(house.id, { amount: 0, currency: 'EUR', advance_months: 61, message: 'x'.repeat(2001) })).body.errors).toEqual({
      amount: 'The amount must be at least 1', currency: 'Please select the currency', advance_months: 'Enter a whole number of months, from 0 to 60', message: 'A message can be at most 2,000 characters',
    });
    const sale = await listHouse(fie, owner.token, { acquisition: 'buy', price: 900000 });
    expect((await offer(sale.id, { amount: 850000, currency: 'GHS', advance_months: 6 })).body.errors).toEqual({ advance_months: 'An advance is offered only for a property to rent' });
    expect(await offerStreams()).toBe(before);
  });

  test('A rental’s offer may name a move-in day: a day still to come, within two years, and only for a rental; a counter may change it and the agreed day is the one on the table', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const house = await listHouse(fie, owner.token);
    const before = await offerStreams();
    expect((await offer(house.id, { ...rentOffer, move_in_date: '2027-02-30' })).body.errors).toEqual({ move_in_date: 'Enter a date as YYYY-MM-DD' });
    expect((await offer(house.id, { ...rentOffer, move_in_date: 20270201 })).body.errors).toEqual({ move_in_date: 'Enter the move-in date as YYYY-MM-DD' });
    expect(await offer(house.id, { ...rentOffer, move_in_date: '2020-01-01' })).toMatchObject({ status: 400, body: { code: 'MoveInPast', errors: { move_in_date: 'The move-in date has passed: choose today or a later day' } } });
    expect((await offer(house.id, { ...rentOffer, move_in_date: inDays(800) })).body).toMatchObject({ code: 'MoveInTooFar', errors: { move_in_date: 'Choose a move-in date within two years' } });
    const sale = await listHouse(fie, owner.token, { acquisition: 'buy', price: 900000 });
    expect((await offer(sale.id, { amount: 850000, currency: 'GHS', move_in_date: inDays(30) })).body.errors).toEqual({ move_in_date: 'A move-in date is given only for a property to rent' });
    expect(await offerStreams()).toBe(before);

    const made = await offer(house.id, { ...rentOffer, move_in_date: today });
    expect(made).toMatchObject({ status: 201, body: { result: { move_in_date: today } } });
    const id = made.body.result.id;
    expect(await act(id, 'counter', { amount: 4000, currency: 'GHS', advance_months: 3, move_in_date: inDays(14) })).toMatchObject({ status: 200, body: { result: { move_in_date: inDays(14) } } });
    expect(await act(id, 'accept', {}, seeker.token)).toMatchObject({ status: 200, body: { result: { status: 'accepted', move_in_date: inDays(14) } } });
    await waitFor(async () => (await one(id, seeker.token))?.status === 'accepted');
    const read = await one(id, seeker.token);
    expect(read.terms).toMatchObject({ advance_months: 3, move_in_date: inDays(14) });
    expect(read.history.map((s: any) => s.move_in_date)).toEqual([today, inDays(14), inDays(14)]);
  });

  test('One open offer per seeker per property: a second is 409 until the first is withdrawn; two sent at once, only one passes', async () => {
    const house = await listHouse(fie, owner.token);
    const first = await offer(house.id);
    expect(await offer(house.id)).toMatchObject({ status: 409, body: { code: 'OfferOpen' } });
    expect((await offer(house.id, rentOffer, other.token)).status).toBe(201);
    expect(await act(first.body.result.id, 'withdraw', { message: 'Found another place' }, seeker.token)).toMatchObject({ status: 200, body: { message: 'Offer withdrawn', result: { status: 'withdrawn', awaiting: null } } });
    expect((await offer(house.id)).status).toBe(201);

    const race = await listHouse(fie, owner.token);
    const answers = await Promise.all([offer(race.id), offer(race.id), offer(race.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await list(seeker.token, `?role=made&property=${race.id}`)).toHaveLength(1);
  });

  test('The lister cannot offer on their own listing, nor a member on the organization’s', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await offer(house.id, rentOffer, owner.token)).toMatchObject({ status: 400, body: { code: 'OwnListing', message: 'You cannot make an offer on your own listing' } });
    const orgHouse = await listHouse(fie, lister.token);
    expect((await offer(orgHouse.id, rentOffer, lister.token)).body.code).toBe('OwnListing');
    expect((await offer(orgHouse.id, rentOffer, viewer.token)).body.code).toBe('OwnListing');
  });

  test('A let or sold property is refused, saying so; a hidden, deleted or unknown one is not found; a short stay is booked instead', async () => {
    const let_ = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${let_.id}/status`, { status: 'let' }, owner.token);
    expect(await offer(let_.id)).toMatchObject({ status: 400, body: { code: 'ListingLet', message: 'This property has already been let' } });
    const sold = await listHouse(fie, owner.token, { acquisition: 'buy' });
    await fie.request('POST', `/api/properties/${sold.id}/status`, { status: 'sold' }, owner.token);
    expect(await offer(sold.id, { amount: 1000, currency: 'GHS' })).toMatchObject({ status: 400, body: { message: 'This property has already been sold' } });
    const hidden = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${hidden.id}/status`, { status: 'hidden' }, owner.token);
    for (const id of [hidden.id, '3f1e1c9a-1111-4222-8333-444455556666', 'nonsense']) {
      expect(await offer(id)).toMatchObject({ status: 404, body: { message: 'Could not get property!' } });
    }
    const stay = await listHouse(fie, owner.token, { acquisition: 'short_stay', payment_plan: 'DAILY', stay_start_date: '2030-01-01', stay_end_date: '2030-12-31' });
    expect(await offer(stay.id)).toMatchObject({ status: 400, body: { code: 'ShortStay' } });
  });

  test('Offers are a person’s: an organization and staff get 403, a visitor 401', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await offer(house.id, rentOffer, org.token)).toMatchObject({ status: 403, body: { code: 'PeopleOnly' } });
    expect((await offer(house.id, rentOffer, staffToken)).status).toBe(403);
    expect((await fie.request('POST', `/api/properties/${house.id}/offers`, rentOffer)).status).toBe(401);
  });
});

describe('answering an offer', () => {
  test('The lister counters, the seeker accepts the counter: the history has every step in both currencies, and each side was notified in-app', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    expect(await act(id, 'counter', { amount: 4400, currency: 'GHS', advance_months: 6, message: 'Six months is my minimum' })).toMatchObject({
      status: 200, body: { message: 'Counter-offer sent', result: { status: 'open', awaiting: 'seeker', amount: 4400, advance_months: 6 } },
    });
    expect(await one(id, seeker.token)).toMatchObject({ statusText: 'Waiting for your answer', actions: ['accept', 'decline', 'counter', 'withdraw'] });
    expect(await one(id, owner.token)).toMatchObject({ statusText: 'Waiting for Efua M.', actions: [] });
    expect(await act(id, 'accept', { message: 'Deal' }, seeker.token)).toMatchObject({ status: 200, body: { message: 'Offer accepted', result: { status: 'accepted', amount: 4400, advance_months: 6 } } });

    const done = await one(id, owner.token);
    expect(done).toMatchObject({ status: 'accepted', statusText: 'Accepted', actions: [], terms: { amount: 4400, advance_months: 6 } });
    expect(done.closedAt).toEqual(expect.any(String));
    expect(done.history.map((s: any) => [s.kind, s.by, s.name, s.amount, s.message])).toEqual([
      ['offer', 'seeker', 'Efua M.', 4000, 'I can move in on the 1st'],
      ['counter', 'lister', 'Kwame B.', 4400, 'Six months is my minimum'],
      ['accept', 'seeker', 'Efua M.', 4400, 'Deal'],
    ]);

    const noticesOf = async (token: string) => (await fie.request('GET', '/api/notifications', undefined, token)).body.result.notifications.filter((n: any) => n.kind === 'offer');
    const [ownerNews] = await noticesOf(owner.token);
    expect(ownerNews).toMatchObject({ title: 'Efua M. accepted your counter-offer of GH₵ 4,400 a month, 6 months in advance', body: 'For 3 bedroom house in East Legon', link: `/owner-dashboard?tab=offers&offer=${id}`, read: false });
    expect((await noticesOf(seeker.token)).map((n: any) => n.title)).toContain('Kwame B. answered your offer with GH₵ 4,400 a month, 6 months in advance');
  });

  test('The lister declines; a closed offer takes no further step (409)', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    expect(await act(id, 'decline', { message: 'Sorry, it is promised to someone' })).toMatchObject({ status: 200, body: { message: 'Offer declined', result: { status: 'declined' } } });
    for (const [action, token] of [['accept', owner.token], ['counter', owner.token], ['withdraw', seeker.token], ['decline', owner.token]] as const) {
      expect(await act(id, action, { amount: 1, currency: 'GHS', advance_months: 1 }, token)).toMatchObject({ status: 409, body: { code: 'OfferClosed', message: 'This offer was already declined' } });
    }
    expect(await list(seeker.token, '?role=made&status=closed')).toEqual(expect.arrayContaining([expect.objectContaining({ id, status: 'declined' })]));
    expect((await list(seeker.token, '?role=made&status=open')).some((o) => o.id === id)).toBe(false);
  });

  test('Two answers sent at once: one passes, the other is 409 and changes nothing', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    const answers = await Promise.all([act(id, 'accept'), act(id, 'decline'), act(id, 'withdraw', {}, seeker.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.result.status;
    expect((await one(id, owner.token)).history.map((s: any) => s.kind)).toEqual(['offer', { accepted: 'accept', declined: 'decline', withdrawn: 'withdraw' }[won as string]]);
  });

  test('Each side answers only in its turn; only the seeker withdraws; a counter that changes nothing is refused', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    expect(await act(id, 'accept', {}, seeker.token)).toMatchObject({ status: 400, body: { code: 'WaitingForOtherSide' } });
    expect(await act(id, 'withdraw', {}, owner.token)).toMatchObject({ status: 403, body: { code: 'SeekerOnly' } });
    expect(await act(id, 'counter', { amount: 4000, currency: 'GHS', advance_months: 3 })).toMatchObject({ status: 400, body: { code: 'SameTerms', errors: { amount: 'That is what is already offered: accept it instead' } } });
    expect((await act(id, 'counter', { amount: 'a lot', currency: 'GHS' })).body.errors).toEqual({ amount: 'Enter the amount you offer', advance_months: 'Say how many months of rent you can pay in advance' });
    expect((await act(id, 'counter', { amount: 4300, currency: 'GHS', advance_months: 3 })).status).toBe(200);
    expect(await act(id, 'counter', { amount: 4200, currency: 'GHS', advance_months: 3 })).toMatchObject({ status: 400, body: { code: 'WaitingForOtherSide' } });
    expect((await act(id, 'counter', { amount: 4100, currency: 'GHS', advance_months: 4, message: 'Meet me halfway?' }, seeker.token)).body.result).toMatchObject({ awaiting: 'lister', amount: 4100, advance_months: 4 });
    expect((await one(id, owner.token)).history.map((s: any) => s.kind)).toEqual(['offer', 'counter', 'counter']);
  });

  test('Once the property is let, accepting and countering are refused and only declining is offered', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'let' }, owner.token);
    expect(await one(id, owner.token)).toMatchObject({ actions: ['decline'], property: { available: false, status: 'let' } });
    expect(await act(id, 'accept')).toMatchObject({ status: 400, body: { code: 'ListingLet' } });
    expect((await act(id, 'decline')).status).toBe(200);
  });

  test('Someone else’s offer is not found, to read or to answer; a visitor is asked to sign in; unknown ids are not found', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id)).body.result.id;
    expect((await fie.request('GET', `/api/offers/${id}`, undefined, other.token)).status).toBe(404);
    expect(await act(id, 'accept', {}, other.token)).toMatchObject({ status: 404, body: { code: 'OfferNotFound' } });
    expect((await act(id, 'withdraw', {}, org.token)).status).toBe(404);
    expect((await list(other.token)).some((o) => o.id === id)).toBe(false);
    expect((await fie.request('GET', `/api/offers/${id}`, undefined, undefined)).status).toBe(401);
    expect((await fie.request('POST', `/api/offers/${id}/accept`, {})).status).toBe(401);
    expect((await act('no-such-offer', 'accept')).status).toBe(404);
    expect((await fie.request('GET', '/api/offers/no-such-offer', undefined, owner.token)).status).toBe(404);
  });

  test('GET /api/offers names a bad role or status by field', async () => {
    expect(await fie.request('GET', '/api/offers?role=sent&status=maybe', undefined, seeker.token)).toMatchObject({
      status: 400, body: { errors: { role: 'Choose made or received', status: 'Choose open or closed' } },
    });
  });
});

describe('an organization’s offers', () => {
  test('The organization and its members with List Properties receive and answer them, a member answering under the organization’s name', async () => {
    const house = await listHouse(fie, lister.token);
    const id = (await offer(house.id)).body.result.id;
    const forOrg = await list(org.token, '?role=received');
    expect(forOrg.find((o) => o.id === id)).toMatchObject({ side: 'lister', lister: { id: org.id, kind: 'organization', name: 'Offer Homes' } });
    expect((await list(lister.token, `?role=received&as=${org.id}`)).map((o) => o.id)).toContain(id);

    expect((await act(id, 'counter', { amount: 4300, currency: 'GHS', advance_months: 3, message: 'For you, 4,300' }, lister.token)).status).toBe(200);
    const step = (await one(id, seeker.token)).history[1];
    expect(step).toMatchObject({ kind: 'counter', by: 'lister', name: 'Offer Homes', sentBy: 'Abena O.', message: 'For you, 4,300' });
    expect((await act(id, 'decline', {}, seeker.token)).body.result.status).toBe('declined');
    expect((await one(id, org.token)).status).toBe('declined');
  });

  test('A member without List Properties neither sees nor answers them', async () => {
    const house = await listHouse(fie, lister.token);
    const id = (await offer(house.id)).body.result.id;
    expect(await fie.request('GET', `/api/offers?role=received&as=${org.id}`, undefined, viewer.token)).toMatchObject({ status: 403, body: { errors: { as: 'You do not answer offers for this organization' } } });
    expect((await list(viewer.token, '?role=received')).some((o) => o.id === id)).toBe(false);
    expect((await fie.request('GET', `/api/offers/${id}`, undefined, viewer.token)).status).toBe(404);
    expect(await act(id, 'accept', {}, viewer.token)).toMatchObject({ status: 403, body: { code: 'MissingPermission' } });
  });
});

describe('telling people who are away', () => {
  test('The lister is mailed each step with the seeker’s words and an unsubscribe link for offers; a seeker who opted in to texts gets an SMS', async () => {
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id, { ...rentOffer, message: 'Can we talk about the advance?' })).body.result.id;
    const about = async () => (await mailsTo('kwame.offers@example.com', 'Efua M. offered')).filter((m) => m.text.includes('Can we talk about the advance?'));
    await waitFor(async () => (await about()).length > 0);
    const [mail] = await about();
    expect(mail!.subject).toBe('Efua M. offered GH₵ 4,000 a month, 3 months in advance for 3 bedroom house in East Legon');
    expect(mail!.text).toContain(`/owner-dashboard?tab=offers&offer=${id}`);
    expect(mail!.text).toMatch(/notifications\/unsubscribe\?token=\S+/);

    expect((await fie.request('PUT', '/api/notifications/preferences', { sms: { offers: true } }, seeker.token)).status).toBe(200);
    await act(id, 'counter', { amount: 4200, currency: 'GHS', advance_months: 3 });
    await waitFor(async () => Boolean((await latestSmsTo(fie.stores.smsOutboxDir, '+233551234567'))?.text.includes('answered your offer')));
    const sms = (await latestSmsTo(fie.stores.smsOutboxDir, '+233551234567'))!.text;
    expect(sms).toMatch(/^Fie: Kwame B\. answered your offer with GHS 4,200 a month, 3 months in advance for 3 bedroom house in East Legon\. See it at http:\/\/localhost:\d+\/s\/[0-9a-z]{8}$/);
    // The short link (issue 32) leads to the offer itself.
    expect((await fetch(sms.split(' ').at(-1)!, { redirect: 'manual' })).headers.get('location')).toBe(`/owner-dashboard?tab=offers&offer=${id}`);
  });

  test('Who turned offer mails off gets none', async () => {
    const quiet = await fie.signUpAndConfirm({ email: 'quiet.offers@example.com', firstName: 'Ato' });
    expect((await fie.request('PUT', '/api/notifications/preferences', { email: { offers: false } }, quiet.token)).status).toBe(200);
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id, rentOffer, quiet.token)).body.result.id;
    await act(id, 'decline');
    await waitFor(async () => (await mailsTo('kwame.offers@example.com', 'Ato M. offered')).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo('quiet.offers@example.com', 'declined')).toEqual([]);
  });
});

describe('a seeker who deletes their account', () => {
  test('leaves the lister their offer without their words; the lister can decline it but not agree with no one', async () => {
    const leaver = await fie.signUpAndConfirm({ email: 'leaver.offers@example.com', firstName: 'Akosua' });
    const house = await listHouse(fie, owner.token);
    const id = (await offer(house.id, { ...rentOffer, message: 'Call me on my number' }, leaver.token)).body.result.id;
    expect((await fie.request('DELETE', '/api/auth/user', undefined, leaver.token)).status).toBe(200);
    const left = await one(id, owner.token);
    expect(left).toMatchObject({ seeker: { name: 'Deleted account' }, history: [{ kind: 'offer', amount: 4000, message: null, erased: true }] });
    expect(await act(id, 'accept')).toMatchObject({ status: 400, body: { code: 'SeekerGone' } });
    expect((await act(id, 'decline')).status).toBe(200);
  });
});
