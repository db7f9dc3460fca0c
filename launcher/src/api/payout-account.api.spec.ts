import type { PaymentSimulator } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { movableClock, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';
import { bookViewing, confirmPaid, payHeld, slotAt } from '../testing/payments';

/**
 * Where a lister is paid (issue 33), over HTTP against the simulator: their own mobile-money number, checked with
 * the provider before the first payout to it, the name on the wallet shown to them; a number with no wallet keeps
 * the money held (never lost) until the number is one. In the simulator a number ending in 0000 has no wallet.
 */
type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let seeker: Person;
const clock = movableClock();

beforeAll(async () => {
  fie = await startTestMarketplace({}, { now: clock.now });
  seeker = await fie.signUpAndConfirm({ email: 'efua.payout@example.com', firstName: 'Efua', lastName: 'Mensah', phoneNumber: '0551234567' });
}, 90_000);
afterAll(async () => fie?.stop());

const simulator = () => fie.stores.payments as PaymentSimulator;
const payoutAccount = async (who: Person) => (await fie.request('GET', '/api/payments/payout-account', undefined, who.token)).body.result.accounts[0];
const paymentOf = async (id: string) => (await fie.request('GET', `/api/payments/${id}`, undefined, seeker.token)).body.result;

let hour = 8;
/** A viewing fee of the owner's house paid and held, then the seeker says the viewing took place: the fee is due to the owner. */
async function feeConfirmed(owner: Person) {
  const house = await listHouse(fie, owner.token, { viewing_fee: 40 });
  const viewingId = await bookViewing(fie, { id: house.id, listerId: owner.user.id }, slotAt(clock.now(), 3, hour++), seeker);
  const id = await payHeld(fie, { viewing_id: viewingId }, seeker);
  await confirmPaid(fie, id, seeker);
  return id;
}

describe('where a lister is paid', () => {
  test('Before any payout the number on the profile is unchecked; Check asks the provider and shows the name on the wallet', async () => {
    const ama = await signUpOwner(fie, { email: 'ama.payout@example.com', firstName: 'Ama', lastName: 'Owusu', phoneNumber: '0241112233' });
    expect(await payoutAccount(ama)).toEqual({ lister: { kind: 'user', id: ama.user.id, name: expect.any(String) }, number: { phone: '+233241112233', network: 'mtn' }, accountName: null, checkedAt: null, state: 'unchecked' });
    const checked = await fie.request('POST', '/api/payments/payout-account/check', {}, ama.token);
    expect(checked).toMatchObject({ status: 200, body: { message: 'Your mobile-money number was checked', result: { phone: '+233241112233', network: 'mtn', accountName: 'AMA OWUSU' } } });
    expect(await payoutAccount(ama)).toMatchObject({ accountName: 'AMA OWUSU', state: 'ready', checkedAt: expect.any(String) });
  });

  test('The first payout checks the number with the provider and pays the wallet in the name the lister is shown', async () => {
    const kwame = await signUpOwner(fie, { email: 'kwame.payout@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123456' });
    const id = await feeConfirmed(kwame);
    await waitFor(() => paymentOf(id), (p) => p?.status === 'released');
    expect((await simulator().sentTransfers()).filter((t) => t.key === `release-${id}`)).toEqual([expect.objectContaining({ amount: 4000, phone: '+233244123456', network: 'mtn', name: 'KWAME BOATENG' })]);
    expect(await payoutAccount(kwame)).toMatchObject({ number: { phone: '+233244123456' }, accountName: 'KWAME BOATENG', state: 'ready' });
  });

  test('A number with no wallet keeps the money held by the provider; once the lister gives a number with one, the next round pays it, once', async () => {
    const yaw = await signUpOwner(fie, { email: 'yaw.payout@example.com', firstName: 'Yaw', lastName: 'Darko', phoneNumber: '0240000000' });
    const id = await feeConfirmed(yaw);
    await waitFor(() => payoutAccount(yaw), (a) => a?.state === 'no_wallet');
    expect(await paymentOf(id)).toMatchObject({ status: 'release_requested' });
    await fie.payments.tick();
    expect((await simulator().sentTransfers()).filter((t) => t.key === `release-${id}`)).toEqual([]);

    const moved = await fie.request('PUT', '/api/auth/update-user', { firstName: 'Yaw', lastName: 'Darko', phone: '0209876543' }, yaw.token);
    expect(moved.status).toBe(200);
    expect(await payoutAccount(yaw)).toMatchObject({ number: { phone: '+233209876543', network: 'telecel' }, state: 'unchecked' });
    await fie.payments.tick();
    await waitFor(() => paymentOf(id), (p) => p?.status === 'released');
    await fie.payments.tick();
    expect((await simulator().sentTransfers()).filter((t) => t.key === `release-${id}`)).toEqual([expect.objectContaining({ amount: 4000, phone: '+233209876543', network: 'telecel', name: 'YAW DARKO' })]);
    expect(await payoutAccount(yaw)).toMatchObject({ accountName: 'YAW DARKO', state: 'ready' });
  });

  test('Checking needs a signed-in lister with a Ghana mobile number, and an organization only for its own members who list', async () => {
    expect((await fie.request('POST', '/api/payments/payout-account/check', {})).status).toBe(401);
    expect((await fie.request('GET', '/api/payments/payout-account')).status).toBe(401);
    const other = await signUpOwner(fie, { email: 'kofi.payout@example.com', firstName: 'Kofi', lastName: 'Asante', phoneNumber: '0201234567' });
    expect(await fie.request('POST', '/api/payments/payout-account/check', { as: 'some-organization' }, other.token)).toMatchObject({ status: 403, body: { code: 'NotYourPayouts' } });
  });
});
