import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';
import { bookViewing, confirmPaid, payHeld, slotAt } from '../testing/payments';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * Reviews tied to real deals (issue 33), over HTTP: each dealing here is real, a viewing whose fee the seeker paid
 * by mobile money in the simulator and then confirmed, so the money went on to the lister. One marketplace, a clock
 * the last test moves past the 14 days, the reviews' clock called when a test wants a round (as its timer would).
 * The property page is server-rendered, so the site must be built, as for the site pages' tests.
 */
type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let staffToken: string;
let photos: string[];
let house: { id: string };
const clock = movableClock();
const DAY = 86_400_000;

beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace({}, { now: clock.now });
  owner = await signUpOwner(fie, { email: 'kwame.review@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123456' });
  seeker = await fie.signUpAndConfirm({ email: 'efua.review@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0551234567' });
  other = await fie.signUpAndConfirm({ email: 'kofi.review@example.com', firstName: 'Kofi', lastName: 'Asante', phoneNumber: '0201234567' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  photos = await uploadPhotos(fie, owner.token);
  house = await listHouse(fie, owner.token, { images: photos, viewing_fee: 50 });
}, 300_000);
afterAll(async () => fie?.stop());

let slot = 0;
/**
 * A viewing booked by `who` of a house of the owner's (a new one each time: one open viewing per seeker and house),
 * its fee paid and held; `confirmed`: the seeker says it took place, and the fee goes to the lister.
 */
async function paidViewing(who: Person = seeker, confirmed = true) {
  const listed = await listHouse(fie, owner.token, { images: photos, viewing_fee: 50 });
  const viewingId = await bookViewing(fie, { id: listed.id, listerId: owner.user.id }, slotAt(clock.now(), 3, 8 + (slot++ % 10)), who);
  const paymentId = await payHeld(fie, { viewing_id: viewingId }, who);
  if (confirmed) await confirmPaid(fie, paymentId, who);
  return { viewingId, paymentId };
}

const ofLister = { accuracy: 5, real_owner: 5, communication: 4, punctuality: 4 };
const ofSeeker = { communication: 5, punctuality: 4, house_rules: 5 };
const review = (body: Record<string, unknown>, token: string) => fie.request('POST', '/api/reviews', body, token);
const publicReviews = async (subject: string) => (await fie.request('GET', `/api/reviews?subject=${subject}`)).body.result;
const reviewsOn = (subject: string, count: number) => waitFor(() => publicReviews(subject), (r) => r?.reviews?.length === count);

describe('reviewing a completed dealing', () => {
  test('When both sides review, then neither review shows until the second is in, and then both show together with the reputations', async () => {
    const { paymentId, viewingId } = await paidViewing();
    const first = await review({ payment_id: paymentId, ratings: ofLister, text: 'The house was exactly as in the photos.' }, seeker.token);
    expect(first).toMatchObject({ status: 201, body: { result: { id: `viewing-${viewingId}-seeker`, status: 'hidden' } } });
    // Double-blind: the lister cannot read it before writing theirs.
    await new Promise((r) => setTimeout(r, 300));
    expect((await publicReviews(owner.user.id)).reviews).toEqual([]);

    const second = await review({ viewing_id: viewingId, ratings: ofSeeker, text: 'Came on time and was respectful.' }, owner.token);
    expect(second).toMatchObject({ status: 201, body: { message: 'Thank you: both reviews are now shown', result: { id: `viewing-${viewingId}-lister`, status: 'published' } } });

    const ofOwner = await reviewsOn(owner.user.id, 1);
    expect(ofOwner.reviews[0]).toMatchObject({ id: `viewing-${viewingId}-seeker`, side: 'seeker', author: { name: 'Efua M.' }, ratings: ofLister, overall: 4.5, text: 'The house was exactly as in the photos.', reply: null });
    expect(ofOwner.reputation).toMatchObject({ count: 1, average: 4.5, criteria: { accuracy: 5, real_owner: 5 }, completedDealings: 1 });
    const ofSeekerShown = await reviewsOn(seeker.user.id, 1);
    expect(ofSeekerShown.reviews[0]).toMatchObject({ side: 'lister', author: { name: 'Kwame B.' }, ratings: ofSeeker, text: 'Came on time and was respectful.' });
    expect(ofSeekerShown.reputation).toMatchObject({ count: 1, average: 4.7 });
    // The lister reads the seeker's reputation on the viewings they answer; the seeker reads none of their own there.
    const viewingsOf = async (who: Person) => ((await fie.request('GET', '/api/viewings', undefined, who.token)).body.result.viewings as { _id: string; seekerReputation?: unknown }[]).find((v) => v._id === viewingId);
    expect((await viewingsOf(owner))?.seekerReputation).toMatchObject({ count: 1, average: 4.7, completedDealings: 1 });
    expect(await viewingsOf(seeker)).not.toHaveProperty('seekerReputation');
    // And on the offers the seeker makes to them.
    expect((await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6 }, seeker.token)).status).toBe(201);
    const offerOf = async (who: Person) => ((await fie.request('GET', `/api/offers?property=${house.id}`, undefined, who.token)).body.result.offers as { seekerReputation?: unknown }[])[0];
    expect((await waitFor(() => offerOf(owner), (o) => o !== undefined))?.seekerReputation).toMatchObject({ count: 1, average: 4.7, completedDealings: 1 });
    expect(await offerOf(seeker)).not.toHaveProperty('seekerReputation');
    // And in a conversation about the lister's property, to the lister only.
    expect((await fie.request('POST', '/api/messages/send-message', { to: owner.user.id, message: 'Is it still available?', property_id: house.id }, seeker.token)).status).toBe(201);
    const conversationOf = async (who: Person, partner: Person) => (await fie.request('GET', `/api/messages?with=${partner.user.id}`, undefined, who.token)).body.conversation;
    expect((await waitFor(() => conversationOf(owner, seeker), (c) => Boolean(c)))?.partnerReputation).toMatchObject({ count: 1, average: 4.7, completedDealings: 1 });
    expect(await waitFor(() => conversationOf(seeker, owner), (c) => Boolean(c))).not.toHaveProperty('partnerReputation');
  });

  test('Each side’s calendar says where it stands with its review: open until written, then waiting for the other side, then published', async () => {
    const { paymentId, viewingId } = await paidViewing();
    const standing = async (who: Person) => ((await fie.request('GET', '/api/viewings', undefined, who.token)).body.result.viewings as { _id: string; review: unknown }[]).find((v) => v._id === viewingId)?.review;
    expect(await waitFor(() => standing(seeker), (r) => (r as { state?: string })?.state === 'open')).toEqual({ state: 'open', closesAt: expect.any(String), aboutMe: null });
    expect(await standing(owner)).toMatchObject({ state: 'open' });
    await review({ payment_id: paymentId, ratings: ofLister, text: 'Fine.' }, seeker.token);
    await waitFor(() => standing(seeker), (r) => (r as { state?: string })?.state === 'waiting');
    expect(await standing(owner)).toMatchObject({ state: 'open' });
    await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Fine.' }, owner.token);
    await waitFor(() => standing(owner), (r) => (r as { state?: string })?.state === 'published');
    // Each reads the other's review of them, to answer it once.
    expect(await standing(seeker)).toMatchObject({ state: 'published', aboutMe: { id: `viewing-${viewingId}-lister`, overall: 4.7, text: 'Fine.', reply: null } });
    expect(await standing(owner)).toMatchObject({ aboutMe: { id: `viewing-${viewingId}-seeker`, overall: 4.5 } });
    await fie.request('POST', `/api/reviews/viewing-${viewingId}-lister/reply`, { text: 'Thanks!' }, seeker.token);
    await waitFor(() => standing(seeker), (r) => (r as { aboutMe?: { reply?: string } })?.aboutMe?.reply === 'Thanks!');
    // A viewing whose fee is still held has nothing to review yet.
    const held = await paidViewing(seeker, false);
    expect(((await fie.request('GET', '/api/viewings', undefined, seeker.token)).body.result.viewings as { _id: string; review: unknown }[]).find((v) => v._id === held.viewingId)?.review).toBeNull();
  });

  test('Without a completed dealing (the fee still held), or twice, or by someone outside it, a review is refused, saying why', async () => {
    const held = await paidViewing(seeker, false);
    expect(await review({ payment_id: held.paymentId, ratings: ofLister, text: 'Too early' }, seeker.token)).toMatchObject({ status: 400, body: { code: 'NoCompletedDealing', errors: { payment_id: expect.stringContaining('completed') } } });
    expect(await review({ viewing_id: held.viewingId, ratings: ofLister, text: 'Too early' }, seeker.token)).toMatchObject({ status: 400, body: { code: 'NoCompletedDealing', errors: { viewing_id: expect.any(String) } } });

    const done = await paidViewing();
    expect(await review({ payment_id: done.paymentId, ratings: ofLister, text: 'Someone else' }, other.token)).toMatchObject({ status: 403, body: { code: 'NotYourDealing' } });
    expect(await fie.request('POST', '/api/reviews', { payment_id: done.paymentId, ratings: ofLister, text: 'Fine' })).toMatchObject({ status: 401 });
    expect((await review({ payment_id: done.paymentId, ratings: ofLister, text: 'Fine' }, seeker.token)).status).toBe(201);
    expect(await review({ payment_id: done.paymentId, ratings: ofLister, text: 'Again, changed' }, seeker.token)).toMatchObject({ status: 409, body: { code: 'AlreadyReviewed' } });
  });

  test('Ratings are checked against the side: a lister is not rated on house rules, and each is 1 to 5, the field named', async () => {
    const { paymentId } = await paidViewing();
    expect(await review({ payment_id: paymentId, ratings: { ...ofLister, accuracy: 7 }, text: 'Nice' }, seeker.token)).toMatchObject({ status: 400, body: { errors: { 'ratings.accuracy': 'Give a rating from 1 to 5' } } });
    expect(await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Nice' }, seeker.token)).toMatchObject({ status: 400, body: { errors: { ratings: expect.any(String) } } });
    expect(await review({ payment_id: paymentId, ratings: ofLister, text: '' }, seeker.token)).toMatchObject({ status: 400, body: { errors: { text: 'Write a few words about how it went' } } });
    expect(await review({ ratings: ofLister, text: 'Which one?' }, seeker.token)).toMatchObject({ status: 400, body: { errors: { payment_id: expect.any(String) } } });
  });

  test('The words come in the reader’s language', async () => {
    const { paymentId } = await paidViewing(seeker, false);
    const res = await fie.request('POST', '/api/reviews', { payment_id: paymentId, ratings: ofLister, text: 'Early' }, seeker.token, { 'accept-language': 'ha' });
    expect(res.body).toMatchObject({ code: 'NoCompletedDealing', message: expect.stringContaining('Fie') });
    expect(res.body.message).not.toContain('You can review');
  });
});

describe('a tenancy, reviewed from its offer', () => {
  test('An accepted rental whose deposit was released on the keys is reviewed by its offer_id; each side’s offer says where it stands', async () => {
    const flat = await listHouse(fie, owner.token, { images: photos, payment_plan: 'YEARLY', price: 30000 });
    const offered = await fie.request('POST', `/api/properties/${flat.id}/offers`, { amount: 2500, currency: 'GHS', advance_months: 1 }, seeker.token);
    const offerId = offered.body.result.id as string;
    expect((await fie.request('POST', `/api/offers/${offerId}/accept`, {}, owner.token)).status).toBe(200);
    const offerOf = async (token: string) => (await fie.request('GET', `/api/offers/${offerId}`, undefined, token)).body.result;
    // Accepted, the deposit not yet released: nothing to review, and the call says so.
    expect((await waitFor(() => offerOf(seeker.token), (o) => o?.status === 'accepted')).review).toBeNull();
    expect(await review({ offer_id: offerId, ratings: ofLister, text: 'Too early' }, seeker.token)).toMatchObject({ status: 400, body: { code: 'NoCompletedDealing', errors: { offer_id: expect.any(String) } } });

    const paymentId = await payHeld(fie, { offer_id: offerId }, seeker);
    await confirmPaid(fie, paymentId, seeker);

    const open = await waitFor(() => offerOf(seeker.token), (o) => o.review?.state === 'open');
    expect(open.review).toEqual({ state: 'open', closesAt: expect.any(String), aboutMe: null });
    expect((await offerOf(owner.token)).review).toMatchObject({ state: 'open' });
    expect(await review({ offer_id: offerId, ratings: ofLister, text: 'The keys were ready on the day.' }, seeker.token)).toMatchObject({ status: 201, body: { result: { id: `tenancy-${offerId}-seeker`, status: 'hidden' } } });
    expect(await review({ offer_id: offerId, ratings: ofLister, text: 'Twice' }, other.token)).toMatchObject({ status: 403, body: { code: 'NotYourDealing' } });
    await waitFor(() => offerOf(seeker.token), (o) => o.review?.state === 'waiting');
    expect(await review({ offer_id: offerId, ratings: ofSeeker, text: 'A tidy tenant.' }, owner.token)).toMatchObject({ status: 201, body: { result: { status: 'published' } } });
    const both = await waitFor(() => offerOf(owner.token), (o) => o.review?.state === 'published' && o.review?.aboutMe);
    expect(both.review.aboutMe).toMatchObject({ id: `tenancy-${offerId}-seeker`, text: 'The keys were ready on the day.', reply: null });
  });
});

describe('telling the person reviewed', () => {
  const mailsTo = async (email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email));
  const about = async (email: string, subject: string) => (await mailsTo(email)).filter((m) => m.subject === subject);
  /** The next mail of this subject to this address (earlier tests' reviews sent some already). */
  const nextMail = async (email: string, subject: string) => {
    const before = (await about(email, subject)).length;
    return async () => (await waitFor(() => about(email, subject), (all) => all.length > before, 15_000)).at(-1)!;
  };

  test('The other side is told they were reviewed and until when to write theirs, never what it says; once both are in, each is told theirs is published', async () => {
    const { paymentId, viewingId } = await paidViewing();
    const reviewed = await nextMail(owner.email, 'You have been reviewed after your viewing');
    await review({ payment_id: paymentId, ratings: ofLister, text: 'Secret words of the seeker.' }, seeker.token);
    const told = await reviewed();
    expect(told.text).toMatch(/Write your review by \d{1,2} \w+ \d{4}: both are shown together/);
    expect(told.text).toContain('/owner-dashboard?tab=calendar');
    expect(JSON.stringify(told)).not.toContain('Secret words');
    // And under the bell, leading to the calendar where the review is written.
    const bell = async () => (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications as { kind: string; title: string; link: string }[];
    const notices = await waitFor(bell, (all) => all.some((n) => n.kind === 'review'));
    expect(notices.find((n) => n.kind === 'review')).toMatchObject({ title: 'You have been reviewed after your viewing', link: expect.stringContaining('?tab=calendar') });
    const publishedToOwner = await nextMail(owner.email, 'A review of you is published');
    const publishedToSeeker = await nextMail(seeker.email, 'A review of you is published');
    await review({ viewing_id: viewingId, ratings: ofSeeker, text: 'Kind and on time.' }, owner.token);
    expect((await publishedToOwner()).text).toContain('you may answer it once');
    expect((await publishedToSeeker()).text).toContain('you may answer it once');
  });
});

describe('after publication', () => {
  test('The person reviewed replies once, shown under the review; the author cannot reply to their own; a second reply is refused', async () => {
    const { paymentId, viewingId } = await paidViewing();
    await review({ payment_id: paymentId, ratings: ofLister, text: 'Good owner.' }, seeker.token);
    await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Good guest.' }, owner.token);
    const id = `viewing-${viewingId}-seeker`;
    await waitFor(() => publicReviews(owner.user.id), (r) => r.reviews.some((x: { id: string }) => x.id === id));
    expect(await fie.request('POST', `/api/reviews/${id}/reply`, { text: 'I tried' }, seeker.token)).toMatchObject({ status: 403, body: { code: 'OnlySubjectReplies' } });
    expect(await fie.request('POST', `/api/reviews/${id}/reply`, { text: 'Not mine' }, other.token)).toMatchObject({ status: 403, body: { code: 'OnlySubjectReplies' } });
    expect(await fie.request('POST', `/api/reviews/${id}/reply`, { text: 'Thank you, Efua!' }, owner.token)).toMatchObject({ status: 200, body: { message: 'Your reply is shown under the review' } });
    expect(await fie.request('POST', `/api/reviews/${id}/reply`, { text: 'And again' }, owner.token)).toMatchObject({ status: 409, body: { code: 'AlreadyReplied' } });
    const shown = await waitFor(() => publicReviews(owner.user.id), (r) => r.reviews.find((x: { id: string }) => x.id === id)?.reply);
    expect(shown.reviews.find((x: { id: string }) => x.id === id).reply).toMatchObject({ text: 'Thank you, Efua!' });
    expect((await fie.request('POST', '/api/reviews/no-such-review/reply', { text: 'Hello' }, owner.token)).status).toBe(404);
  });

  test('Staff remove a review with the reason: it leaves the public list and the reputation; the console lists it as removed', async () => {
    const { paymentId, viewingId } = await paidViewing();
    await review({ payment_id: paymentId, ratings: { accuracy: 1, real_owner: 1, communication: 1, punctuality: 1 }, text: 'Insulting words here.' }, seeker.token);
    await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Fine.' }, owner.token);
    const id = `viewing-${viewingId}-seeker`;
    const before = await waitFor(() => publicReviews(owner.user.id), (r) => r.reviews.some((x: { id: string }) => x.id === id));
    expect(await fie.request('POST', `/api/admin/reviews/${id}/remove`, {}, staffToken)).toMatchObject({ status: 400, body: { errors: { reason: expect.any(String) } } });
    expect(await fie.request('POST', `/api/admin/reviews/${id}/remove`, { reason: 'Insults break the review policy' }, staffToken)).toMatchObject({ status: 200, body: { result: { status: 'removed' } } });
    expect(await fie.request('POST', `/api/admin/reviews/${id}/remove`, { reason: 'Again' }, staffToken)).toMatchObject({ status: 409, body: { code: 'AlreadyRemoved' } });
    const after = await waitFor(() => publicReviews(owner.user.id), (r) => !r.reviews.some((x: { id: string }) => x.id === id));
    expect(after.reputation.count).toBe(before.reputation.count - 1);

    const list = await fie.request('GET', `/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'removed' }))}&range=[0,9]`, undefined, staffToken);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^reviews 0-\d+\/\d+$/);
    expect(list.body.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'removed', removal: { reason: 'Insults break the review policy' }, text: 'Insulting words here.' });
    expect(await fie.request('GET', `/api/admin/reviews/${id}`, undefined, staffToken)).toMatchObject({ status: 200, body: { id, status: 'removed' } });
    expect([401, 403]).toContain((await fie.request('GET', '/api/admin/reviews', undefined, seeker.token)).status);
  });
});

describe('the lister’s reputation on the property page', () => {
  test('The page shows the lister’s rating and deals; with 3 published reviews or more its JSON-LD carries aggregateRating', async () => {
    // Published so far: reviews of the owner from the tests above (one removed); make sure there are at least 3.
    for (let i = 0; i < 3; i++) {
      const { paymentId } = await paidViewing();
      await review({ payment_id: paymentId, ratings: ofLister, text: `Viewing ${i} went well.` }, seeker.token);
      await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Fine.' }, owner.token);
    }
    const shown = await waitFor(() => publicReviews(owner.user.id), (r) => r.reputation?.count >= 3);
    const listing = (await fie.request('GET', `/api/properties/search/${house.id}`)).body;
    expect(listing.lister.reputation).toMatchObject({ count: shown.reputation.count, average: shown.reputation.average });

    const page = await waitFor(
      async () => (await (await fetch(`${fie.url}/property/${house.id}/${listing.slug}`)).text()),
      (html) => html.includes('aggregateRating'),
    );
    const data = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
    expect(data.find((d) => d['@type'] === 'RealEstateListing')?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: shown.reputation.average, reviewCount: shown.reputation.count, bestRating: 5, worstRating: 1 });
    expect(page).toContain(`★ ${shown.reputation.average.toFixed(1)} from ${shown.reputation.count} reviews`);
    // The newest three reviews are on the page, drawn by the server, with their author's name.
    expect(listing.lister.reputation.recent).toHaveLength(3);
    expect(listing.lister.reputation.recent[0]).toMatchObject({ author: 'Efua M.', overall: 4.5, text: 'Viewing 2 went well.' });
    expect(page).toContain('Viewing 2 went well.');
    expect(page).toContain('Reviews from completed deals');
    // In Twi too (the words are the catalogue's, the numbers the same).
    const twi = await (await fetch(`${fie.url}/property/${house.id}/${listing.slug}?lang=tw`, { headers: { 'accept-language': 'tw' } })).text();
    expect(twi).toContain(`★ ${shown.reputation.average.toFixed(1)} fi nhwehwɛmu ${shown.reputation.count} mu`);
  });

  test('A lister with fewer than 3 published reviews gets no aggregateRating in the page’s data', async () => {
    const fresh = await signUpOwner(fie, { email: 'ama.review@example.com', firstName: 'Ama', lastName: 'Owusu', phoneNumber: '0244987654' });
    const quiet = await listHouse(fie, fresh.token, { images: await uploadPhotos(fie, fresh.token) });
    const { slug } = (await fie.request('GET', `/api/properties/search/${quiet.id}`)).body;
    const page = await (await fetch(`${fie.url}/property/${quiet.id}/${slug}`)).text();
    expect(page).toContain('RealEstateListing');
    expect(page).not.toContain('aggregateRating');
  });
});

describe('an organization’s dealing', () => {
  test('Its member who lists reviews the seeker for it; the seeker’s review is about the organization, and its page shows its rating', async () => {
    const org = await createOrganization(fie, { name: 'Review Homes', email: 'review.org@example.com', url_name: 'review_homes', phone: '0244555777' });
    const member = await fie.signUpAndConfirm({ email: 'yaw.review@example.com', firstName: 'Yaw', lastName: 'Darko', phoneNumber: '0244666888' });
    await addMember(fie, org.token, { ...member.user, email: member.email, token: member.token }, ['list_properties']);
    const flat = await listHouse(fie, org.token, { images: await uploadPhotos(fie, org.token), viewing_fee: 30 });
    const viewingId = await bookViewing(fie, { id: flat.id, listerId: org.id }, slotAt(clock.now(), 4, 11), seeker);
    await confirmPaid(fie, await payHeld(fie, { viewing_id: viewingId }, seeker), seeker);

    expect((await review({ viewing_id: viewingId, ratings: ofLister, text: 'Professional agents.' }, seeker.token)).status).toBe(201);
    expect(await review({ viewing_id: viewingId, ratings: ofSeeker, text: 'A good client.' }, member.token)).toMatchObject({ status: 201, body: { result: { status: 'published' } } });
    // The organization itself is the same side: it has reviewed already.
    expect(await review({ viewing_id: viewingId, ratings: ofSeeker, text: 'Again' }, org.token)).toMatchObject({ status: 409, body: { code: 'AlreadyReviewed' } });

    const ofOrg = await reviewsOn(org.id, 1);
    expect(ofOrg.reviews[0]).toMatchObject({ side: 'seeker', text: 'Professional agents.' });
    expect((await fie.request('GET', '/api/organizations/single/review_homes')).body.result.organization.reputation).toMatchObject({ count: 1, average: 4.5, completedDealings: 1 });
    const theirs = (await publicReviews(seeker.user.id)).reviews.find((r: { text: string }) => r.text === 'A good client.');
    expect(theirs.author).toMatchObject({ kind: 'organization', name: 'Review Homes' });
    const page = await waitFor(async () => (await (await fetch(`${fie.url}/org/review_homes`)).text()), (html) => html.includes('★ 4.5 from 1 review'));
    expect(page).toContain('1 deal completed through Fie');
    // The organization replies to the review of it.
    expect((await fie.request('POST', `/api/reviews/${ofOrg.reviews[0].id}/reply`, { text: 'Thank you!' }, org.token)).status).toBe(200);
  });
});

describe('the 14-day window', () => {
  test('When it closes with one side in, the reviews’ clock publishes that review; after it, no review is accepted', async () => {
    const { paymentId, viewingId } = await paidViewing();
    await review({ payment_id: paymentId, ratings: ofLister, text: 'Only I wrote.' }, seeker.token);
    const id = `viewing-${viewingId}-seeker`;
    await waitFor(async () => (await fie.request('GET', `/api/admin/reviews/${id}`, undefined, staffToken)).body.status, (s) => s === 'hidden');
    expect(await fie.reviews.tick(new Date(clock.now().getTime() + 13 * DAY))).toBe(0);
    // This review, and any other left with one side in by the tests above.
    expect(await fie.reviews.tick(new Date(clock.now().getTime() + 15 * DAY))).toBeGreaterThanOrEqual(1);
    await waitFor(() => publicReviews(owner.user.id), (r) => r.reviews.some((x: { id: string }) => x.id === id));

    clock.advance(15 * DAY);
    expect(await review({ payment_id: paymentId, ratings: ofSeeker, text: 'Too late' }, owner.token)).toMatchObject({ status: 400, body: { code: 'ReviewWindowClosed' } });
  });
});

describe('a stay', () => {
  test('An accepted stay is completed on its last day, paid through Fie or not: its guest reviews it then by its stay_id, and not before', async () => {
    const on = (n: number) => new Date(clock.now().getTime() + n * DAY).toISOString().slice(0, 10);
    const flat = await listHouse(fie, owner.token, { images: photos, type: 'apartment', acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', title: 'Apartment by the beach, Labadi', stay_start_date: on(1), stay_end_date: on(60) });
    const asked = await fie.request('POST', `/api/properties/${flat.id}/stay-requests`, { start: on(2), end: on(4), guests: 2 }, other.token);
    expect(asked.status).toBe(201);
    const stayId = asked.body.stay.id as string;
    expect((await fie.request('POST', `/api/stay-requests/${stayId}/accept`, {}, owner.token)).status).toBe(200);
    expect(await review({ stay_id: stayId, ratings: ofLister, text: 'Not yet' }, other.token)).toMatchObject({ status: 400, body: { code: 'NoCompletedDealing', errors: { stay_id: expect.any(String) } } });
    clock.advance(5 * DAY);
    expect(await review({ stay_id: stayId, ratings: ofLister, text: 'A lovely flat by the sea.' }, other.token)).toMatchObject({ status: 201, body: { result: { id: `stay-${stayId}-seeker`, status: 'hidden' } } });
    // The stays list says where each side stands with its review, as the viewings do.
    const stayOf = async (who: Person) => ((await fie.request('GET', '/api/stay-requests', undefined, who.token)).body.result.stays as { _id: string; review: { state: string } | null }[]).find((x) => x._id === stayId);
    expect((await waitFor(() => stayOf(other), (x) => x?.review?.state === 'waiting'))?.review).toMatchObject({ state: 'waiting', closesAt: expect.any(String) });
    expect(await review({ stay_id: stayId, ratings: ofSeeker, text: 'Left it clean.' }, owner.token)).toMatchObject({ status: 201, body: { result: { status: 'published' } } });
    // The lister reads the guest's reputation on the stay, as on a viewing; the guest reads none of their own there.
    expect(await stayOf(owner)).toHaveProperty('seekerReputation');
    expect(await stayOf(other)).not.toHaveProperty('seekerReputation');
  });
});
