import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';
import { bookViewing, payHeld, slotAt } from '../testing/payments';
import { ensureBuilt } from '../testing/ensure-built';

/**
 * No-shows recorded as facts (issue 33), over HTTP: after a viewing's slot either side records that the other did not
 * come, the person named is told and answers once, and the count shows with their reputation (the API, the listing's
 * server-drawn page, the lister's view of a seeker). A seeker's dispute of the viewing fee saying the lister did not
 * come records it too. One marketplace, its clock moved past each viewing's slot; the property page is server-rendered,
 * so the site must be built.
 */
type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let photos: string[];
const clock = movableClock();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  ensureBuilt();
  fie = await startTestMarketplace({}, { now: clock.now });
  owner = await signUpOwner(fie, { email: 'kwame.noshow@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123456' });
  seeker = await fie.signUpAndConfirm({ email: 'efua.noshow@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0551234567' });
  other = await fie.signUpAndConfirm({ email: 'kofi.noshow@example.com', firstName: 'Kofi', lastName: 'Asante', phoneNumber: '0201234567' });
  photos = await uploadPhotos(fie, owner.token);
}, 300_000);
afterAll(async () => fie?.stop());

let slot = 0;
/** A viewing of a new house of the owner's, tomorrow, confirmed by the owner; `fee`: its viewing fee, paid and held. */
async function confirmedViewing(fee?: number) {
  const house = await listHouse(fie, owner.token, { images: photos, ...(fee ? { viewing_fee: fee } : {}) });
  const start = slotAt(clock.now(), 1, 8 + (slot++ % 8));
  const viewingId = await bookViewing(fie, { id: house.id, listerId: owner.user.id }, start, seeker);
  expect((await fie.request('POST', `/api/viewings/${viewingId}/confirm`, {}, owner.token)).status).toBe(200);
  const paymentId = fee ? await payHeld(fie, { viewing_id: viewingId }, seeker) : undefined;
  return { viewingId, paymentId, house, start };
}

/** The clock moved to an hour after a slot began. */
const pastSlot = (start: string) => clock.advance(Date.parse(start) + HOUR - clock.now().getTime());
const noShow = (viewingId: string, token: string) => fie.request('POST', `/api/viewings/${viewingId}/no-show`, {}, token);
const answer = (viewingId: string, text: unknown, token: string) => fie.request('POST', `/api/viewings/${viewingId}/no-show/answer`, { text }, token);
const viewingOf = async (viewingId: string, token: string) => {
  const from = new Date(clock.now().getTime() - 30 * DAY).toISOString().slice(0, 10);
  const to = new Date(clock.now().getTime() + 30 * DAY).toISOString().slice(0, 10);
  const all = (await fie.request('GET', `/api/viewings?from=${from}&to=${to}`, undefined, token)).body.result.viewings as { _id: string; noShow: any; seekerReputation?: any }[];
  return all.find((v) => v._id === viewingId);
};
const reviewsOf = async (subject: string) => (await fie.request('GET', `/api/reviews?subject=${subject}`)).body.result;

describe('recording that the other side did not come', () => {
  test('Before the slot it is refused; after it the seeker records it once, the lister is told, answers once, and the answer is shown beside it', async () => {
    const { viewingId, start } = await confirmedViewing();
    expect(await noShow(viewingId, seeker.token)).toMatchObject({ status: 400, body: { code: 'ViewingNotYetPast', message: expect.any(String) } });
    pastSlot(start);
    const told = waitFor(async () => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(owner.email) && m.subject.includes('recorded that you did not come')), (all) => all.length > 0);
    expect(await noShow(viewingId, seeker.token)).toMatchObject({ status: 201, body: { message: 'Recorded: they did not come. They may answer it once.', result: { viewing_id: viewingId, side: 'seeker' } } });
    expect(await noShow(viewingId, seeker.token)).toMatchObject({ status: 409, body: { code: 'NoShowAlreadyRecorded' } });
    // Someone with no part in the viewing: to them it does not exist.
    expect(await noShow(viewingId, other.token)).toMatchObject({ status: 404, body: { code: 'ViewingNotFound' } });
    expect((await noShow(viewingId, '')).status).toBe(401);

    // The person named is told, by mail and under the bell; the mail carries no calendar invitation.
    const mail = (await told).at(-1)!;
    expect(mail.subject).toBe('Efua M. recorded that you did not come to the viewing');
    expect(mail.text).toContain('you may answer it once');
    expect(JSON.stringify(mail)).not.toContain('BEGIN:VCALENDAR');
    const bell = await waitFor(async () => (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result.notifications as { title: string }[], (all) => all.some((n) => n.title.includes('recorded that you did not come')));
    expect(bell.find((n) => n.title.includes('recorded that you did not come'))).toBeTruthy();

    // Only the person named answers, once, with something to say.
    expect(await answer(viewingId, 'I was there', seeker.token)).toMatchObject({ status: 404, body: { code: 'NoShowNotFound' } });
    expect(await answer(viewingId, '   ', owner.token)).toMatchObject({ status: 400, body: { errors: { text: 'Write your answer' } } });
    expect(await answer(viewingId, 'I waited at the gate for an hour', owner.token)).toMatchObject({ status: 200, body: { message: 'Your answer is shown beside it' } });
    expect(await answer(viewingId, 'Again', owner.token)).toMatchObject({ status: 409, body: { code: 'NoShowAlreadyAnswered' } });

    // Each side's calendar says where the viewing stands with its no-shows (whether one may still be recorded is the
    // reading server's own clock, not this test's moved one, so it is asked only of the side that has recorded).
    const mine = await waitFor(() => viewingOf(viewingId, seeker.token), (v) => Boolean(v?.noShow?.mine?.answer));
    expect(mine!.noShow).toEqual({ canRecord: false, mine: { recordedAt: expect.any(String), answer: 'I waited at the gate for an hour' }, aboutMe: null });
    expect((await viewingOf(viewingId, owner.token))!.noShow).toMatchObject({ mine: null, aboutMe: { answered: true, answer: 'I waited at the gate for an hour' } });
  });

  test('The lister records that the seeker did not come: the seeker’s reputation shown to the lister counts it', async () => {
    const { viewingId, start } = await confirmedViewing();
    pastSlot(start);
    expect((await noShow(viewingId, owner.token)).status).toBe(201);
    const seen = await waitFor(() => viewingOf(viewingId, owner.token), (v) => v?.seekerReputation?.noShows >= 1);
    expect(seen!.seekerReputation).toMatchObject({ noShows: 1 });
    expect((await reviewsOf(seeker.user.id)).reputation).toMatchObject({ noShows: 1 });
  });

  test('Not once the seeker confirmed the viewing fee ("the viewing took place"), from either side', async () => {
    const { viewingId, paymentId, start } = await confirmedViewing(50);
    pastSlot(start);
    expect((await fie.request('POST', `/api/payments/${paymentId}/confirm`, {}, seeker.token)).status).toBe(200);
    expect(await noShow(viewingId, seeker.token)).toMatchObject({ status: 400, body: { code: 'ViewingTookPlace' } });
    expect(await noShow(viewingId, owner.token)).toMatchObject({ status: 400, body: { code: 'ViewingTookPlace' } });
  });

  test('A viewing the seeker cancelled cannot be missed', async () => {
    const { viewingId, start } = await confirmedViewing();
    expect((await fie.request('POST', `/api/viewings/${viewingId}/cancel`, {}, seeker.token)).status).toBe(200);
    pastSlot(start);
    expect(await noShow(viewingId, owner.token)).toMatchObject({ status: 400, body: { code: 'ViewingNotConfirmed' } });
  });
});

describe('the seeker’s dispute of a viewing fee', () => {
  test('Saying the lister did not come records it on the viewing too, as the seeker’s, once', async () => {
    const { viewingId, paymentId, start } = await confirmedViewing(40);
    pastSlot(start);
    const disputed = await fie.request('POST', `/api/payments/${paymentId}/dispute`, { reason: 'The lister did not come', details: 'I waited an hour', no_show: true }, seeker.token);
    expect(disputed.status).toBe(200);
    const recorded = await waitFor(() => viewingOf(viewingId, seeker.token), (v) => Boolean(v?.noShow?.mine));
    expect(recorded!.noShow).toMatchObject({ canRecord: false, mine: { answer: null } });
    // It is the seeker's one record: recording again on the viewing is refused.
    expect(await noShow(viewingId, seeker.token)).toMatchObject({ status: 409, body: { code: 'NoShowAlreadyRecorded' } });
  });

  test('A dispute that does not say so records nothing', async () => {
    const { viewingId, paymentId, start } = await confirmedViewing(30);
    pastSlot(start);
    expect((await fie.request('POST', `/api/payments/${paymentId}/dispute`, { reason: 'The room was smaller than shown' }, seeker.token)).status).toBe(200);
    // Then the seeker may still record one on the viewing.
    expect((await viewingOf(viewingId, seeker.token))!.noShow).toMatchObject({ mine: null });
    expect((await noShow(viewingId, seeker.token)).status).toBe(201);
  });
});

describe('the lister’s reputation', () => {
  test('The count of no-shows recorded against the lister, with their answers, is in the reviews call and on the listing’s server-drawn page', async () => {
    const shown = await waitFor(() => reviewsOf(owner.user.id), (r) => r.reputation?.noShows >= 2 && r.noShows.some((n: { answer: string | null }) => n.answer));
    expect(shown.noShows.find((n: { answer: string | null }) => n.answer)).toMatchObject({ answer: 'I waited at the gate for an hour', viewingAt: expect.any(String) });
    // Who recorded it is not said to everyone.
    expect(JSON.stringify(shown.noShows)).not.toContain(seeker.user.id);

    const house = await listHouse(fie, owner.token, { images: photos });
    const listing = (await fie.request('GET', `/api/properties/search/${house.id}`)).body;
    expect(listing.lister.reputation).toMatchObject({ noShows: shown.reputation.noShows });
    const page = await waitFor(async () => (await (await fetch(`${fie.url}/property/${house.id}/${listing.slug}`)).text()), (html) => html.includes('no-shows recorded'));
    expect(page).toContain(`${shown.reputation.noShows} no-shows recorded`);
    expect(page).toContain('I waited at the gate for an hour');
  });
});

// Last, since it adds no-shows against the lister that the reputation's counts above do not expect.
describe('the lister’s 24 hours to answer', () => {
  test('Left unanswered by the lister for 24 hours, the fee goes back to the seeker; answered, it waits for staff', async () => {
    const statusOf = async (id: string) => (await fie.request('GET', `/api/payments/${id}`, undefined, seeker.token)).body.result?.status;
    // Both viewings past their slots, both fees disputed at the same moment; the lister answers one.
    const unanswered = await confirmedViewing(40);
    const answered = await confirmedViewing(40);
    pastSlot([unanswered.start, answered.start].sort()[1]!);
    for (const { paymentId, viewingId } of [unanswered, answered]) {
      expect((await fie.request('POST', `/api/payments/${paymentId}/dispute`, { reason: 'The lister did not come', no_show: true }, seeker.token)).status).toBe(200);
      await waitFor(() => viewingOf(viewingId, seeker.token), (v) => Boolean(v?.noShow?.mine));
    }
    expect((await answer(answered.viewingId, 'I was there at ten; she went to the wrong house', owner.token)).status).toBe(200);
    const from = clock.now().getTime();
    const at = (hours: number) => new Date(from + hours * HOUR);
    // Both sides read when it goes back unless answered.
    const next = (await fie.request('GET', `/api/payments/${unanswered.paymentId}`, undefined, owner.token)).body.result.next;
    expect(next).toEqual({ what: 'refunded_unless_answered', at: expect.any(String) });
    expect(Date.parse(next.at) - from).toBeGreaterThan(23 * HOUR);
    await fie.payments.tick(at(23));
    expect(await statusOf(unanswered.paymentId!)).toBe('disputed');
    await fie.payments.tick(at(25));
    await waitFor(() => statusOf(unanswered.paymentId!), (s) => s === 'refunded');
    expect(await statusOf(answered.paymentId!)).toBe('disputed');
  });
});
