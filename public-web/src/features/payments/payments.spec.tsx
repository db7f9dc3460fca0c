import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { ama, renderAt, storeSession } from '../../testing/render';
import { PayDialog } from './components/pay-dialog';
import { PaymentsPanel } from './components/payments-panel';
import { SimulatorPhonePage } from './pages/simulator-phone-page';
import { ViewingFeeEntry } from './components/viewing-fee-entry';
import { DealingPaymentEntry } from './components/dealing-payment-entry';

// Dialogs full of MUI fields are slow to drive in jsdom on a busy machine.
jest.setTimeout(30_000);

/** A payment as GET /api/payments answers it. */
const apiPayment = (over: Record<string, unknown> = {}) => ({
  id: 'pay-1',
  kind: 'viewing_fee',
  dealingId: 'v-1',
  listingId: 'p-1',
  payerId: 'u-1',
  lister: 'user:u-9',
  status: 'held',
  amount: 5000,
  currency: 'GHS',
  method: 'momo',
  network: 'mtn',
  phoneEnding: '567',
  provider: 'simulator',
  heldAmount: 5000,
  mismatch: false,
  releaseAfter: '2026-12-09T10:00:00.000Z',
  released: 0,
  refunded: 0,
  requestedAt: '2026-12-05T10:00:00.000Z',
  updatedAt: '2026-12-05T10:01:00.000Z',
  history: [],
  side: 'payer',
  next: { what: 'released_unless_disputed', at: '2026-12-09T10:00:00.000Z' },
  ...over,
});
const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);
/** GET /api/payments/quote's answer: a cedi price, no rate. */
const quote = (amount = 5000, over: Record<string, unknown> = {}) => ({ body: { result: { kind: 'viewing_fee', amount, currency: 'GHS', source: { amount, currency: 'GHS' }, rate: null, rate_set_at: null, ...over } } });
const summary = (over: Record<string, unknown> = {}) => ({ id: 'pay-1', kind: 'viewing_fee', status: 'pending', amount: 5000, currency: 'GHS', ...over });

function showDialog(routes: Parameters<typeof mockFetch>[0], wrap = (ui: ReactNode) => ui, title = 'Viewing fee for Chamber and hall in Kasoa') {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch({ 'GET /payments/quote': quote(), ...routes });
  const onClose = jest.fn();
  renderAt(<>{wrap(<PayDialog dealing={{ kind: 'viewing_fee', id: 'v-1' }} title={title} amountGhs={50} onClose={onClose} pollMs={10} />)}</>);
  return { ...mock, onClose };
}

describe('paying into the hold', () => {
  test('The seeker types a number (its network chosen from its prefix), pays with an Idempotency-Key, reads "approve on your phone" with the simulator’s link, and sees the money held once the phone approves', async () => {
    let reads = 0;
    const { calls } = showDialog({
      'POST /payments': { status: 201, body: { message: 'Approve the payment on your phone', result: summary() } },
      'GET /payments/pay-1': () => ({ body: { result: apiPayment({ status: ++reads < 2 ? 'pending' : 'held', next: { what: 'approve_on_phone', at: null } }) } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '055 123 4567' } });
    expect((within(dialog).getByLabelText('MTN MoMo') as HTMLInputElement).checked).toBe(true);
    const pay1 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay1);
    });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({ path: '/payments', body: { kind: 'viewing_fee', viewing_id: 'v-1', method: 'momo', phone: '055 123 4567', network: 'mtn' } });
    expect(post.headers['Idempotency-Key']).toMatch(/\S{8,}/);

    expect(await screen.findByText('Approve on your phone')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Open the simulator phone' })).getAttribute('href')).toBe('/simulator/phone?payment=pay-1');
    expect(await screen.findByText(/GH₵ 50 is held safely by the payment provider/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the simulator phone' })).toBeNull();
  });

  test('A number that is not a Ghana mobile is refused under the field before anything is sent; a refused payment keeps its key, so pressing again is the same payment', async () => {
    let answer = { status: 503, body: { message: 'Service unavailable', code: 'Unavailable' } } as { status: number; body: unknown };
    const { calls } = showDialog({ 'POST /payments': () => answer, 'GET /payments/pay-1': { body: { result: apiPayment({ status: 'pending' }) } } });
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '030 212 3456' } });
    const pay2 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay2);
    });
    expect(within(dialog).getByText('Enter the Ghana mobile number that pays, e.g. 024 123 4567')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '020 123 4567' } });
    expect((within(dialog).getByLabelText('Telecel Cash') as HTMLInputElement).checked).toBe(true);
    const pay3 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay3);
    });
    expect(await within(dialog).findByText('The payment was not started')).toBeTruthy();
    answer = { status: 201, body: { message: 'Approve the payment on your phone', result: summary() } };
    const pay4 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay4);
    });
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(await screen.findByText('Approve on your phone')).toBeTruthy();
  });

  test('Declined on the phone: it says nothing was taken, and Try again starts a new payment with a new key', async () => {
    const { calls } = showDialog({
      'POST /payments': { status: 201, body: { message: 'Approve the payment on your phone', result: summary() } },
      'GET /payments/pay-1': { body: { result: apiPayment({ status: 'failed', next: { what: 'nothing', at: null } }) } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '0551234567' } });
    const pay5 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay5);
    });
    expect(await screen.findByText('The payment was declined. Nothing was taken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.change(screen.getByLabelText(/Phone number/), { target: { value: '0551234567' } });
    const pay6 = await screen.findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay6);
    });
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

async function showPanel(routes: Parameters<typeof mockFetch>[0], wrap = (ui: ReactNode) => ui, at = '/owner-dashboard?tab=payments') {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<>{wrap(<PaymentsPanel />)}</>, at);
  });
  return mock;
}

describe('the pay dialog in Twi', () => {
  test('The form and the wait for the phone show no English', async () => {
    showDialog(
      {
        'POST /payments': { status: 201, body: { message: 'Approve the payment on your phone', result: summary() } },
        'GET /payments/pay-1': { body: { result: apiPayment({ status: 'pending', next: { what: 'approve_on_phone', at: null } }) } },
      },
      inTwi,
      'Kɔhwɛ sika ma Chamber and hall in Kasoa',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tua kɔ hold mu' });
    expect(englishOnScreen('tw', ['payments'], dialog)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Fon nɔma/), { target: { value: '0551234567' } });
    const pay7 = await within(dialog).findByRole('button', { name: 'Tua GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay7);
    });
    expect(await screen.findByRole('link', { name: 'Bue simulator fon no' })).toBeTruthy();
    expect(englishOnScreen('tw', ['payments'], screen.getByRole('dialog'))).toEqual([]);
  });
});

describe('the Payments tab', () => {
  test('A link from a text or a mail (…&payment={id}) marks the payment it is about, and no other', async () => {
    await showPanel({ 'GET /payments': { body: { result: { payments: [apiPayment(), apiPayment({ id: 'pay-2', amount: 300000, kind: 'deposit' })] } } } }, undefined, '/owner-dashboard?tab=payments&payment=pay-2');
    const named = await screen.findByRole('listitem', { name: 'Holding deposit GH₵ 3,000' });
    expect(named.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('listitem', { name: 'Viewing fee GH₵ 50' }).getAttribute('aria-current')).toBeNull();
  });

  test('Each payment shows its kind, amount in cedis, state and what happens next; the payer confirms the viewing took place, which releases it', async () => {
    let status = 'held';
    const { calls } = await showPanel({
      'GET /payments': () => ({ body: { result: { payments: [apiPayment({ status })] } } }),
      'POST /payments/pay-1/confirm': () => {
        status = 'release_requested';
        return { body: { message: 'Thank you: the money goes to the lister', result: summary({ status }) } };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Viewing fee GH₵ 50' });
    expect(within(item).getByText('Held safely')).toBeTruthy();
    expect(within(item).getByText(/Paid by you from MTN MoMo ending 567/)).toBeTruthy();
    expect(within(item).getByText(/It goes to the lister on .* unless you report a problem before then\./)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'The viewing took place' }));
    const ask = screen.getByRole('dialog', { name: 'The viewing took place' });
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'Release the money' }));
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/payments/pay-1/confirm')).toBe(true);
    expect(await screen.findByText('On its way to the lister')).toBeTruthy();
  });

  test('Report a problem asks what went wrong, then sends the reason and details; the lister has no confirm button', async () => {
    const { calls } = await showPanel({
      'GET /payments': { body: { result: { payments: [apiPayment({ side: 'lister' })] } } },
      'POST /payments/pay-1/dispute': { body: { message: 'Dispute opened: staff will look at it, and the money stays held', result: summary({ status: 'disputed' }) } },
    });
    const item = await screen.findByRole('listitem', { name: 'Viewing fee GH₵ 50' });
    expect(within(item).queryByRole('button', { name: 'The viewing took place' })).toBeNull();
    expect(within(item).getByText(/It comes to you on/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send to staff' }));
    });
    expect(within(dialog).getByText('Say why, in a few words')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/The lister did not come/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), { target: { value: 'The seeker did not come' } });
    fireEvent.change(within(dialog).getByLabelText(/What happened/), { target: { value: 'I waited an hour' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send to staff' }));
    });
    expect(calls.find((c) => c.path === '/payments/pay-1/dispute')?.body).toEqual({ reason: 'The seeker did not come', details: 'I waited an hour' });
  });

  test('The seeker reporting a problem with a viewing fee may say the lister did not come, which is sent with it (issue 33); the lister is not asked', async () => {
    const { calls } = await showPanel({
      'GET /payments': { body: { result: { payments: [apiPayment({ side: 'payer' })] } } },
      'POST /payments/pay-1/dispute': { body: { message: 'Dispute opened: staff will look at it, and the money stays held', result: summary({ status: 'disputed' }) } },
    });
    const item = await screen.findByRole('listitem', { name: 'Viewing fee GH₵ 50' });
    fireEvent.click(within(item).getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), { target: { value: 'Nobody opened the gate' } });
    fireEvent.click(within(dialog).getByLabelText(/The lister did not come/));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send to staff' }));
    });
    expect(calls.find((c) => c.path === '/payments/pay-1/dispute')?.body).toEqual({ reason: 'Nobody opened the gate', no_show: true });
  });

  test('Photos chosen with a problem are uploaded as they are chosen, shown, may be left out again, and are named with the dispute', async () => {
    const { calls } = await showPanel({
      'GET /payments': { body: { result: { payments: [apiPayment({ side: 'payer' })] } } },
      'POST /properties/image-upload': { status: 201, body: { images: [{ name: 'img-1', location: '/images/img-1/large.webp', thumbnail: '/images/img-1/thumb.webp' }, { name: 'img-2', location: '/images/img-2/large.webp', thumbnail: '/images/img-2/thumb.webp' }] } },
      'POST /payments/pay-1/dispute': { body: { message: 'Dispute opened: staff will look at it, and the money stays held', result: summary({ status: 'disputed' }) } },
    });
    const item = await screen.findByRole('listitem', { name: 'Viewing fee GH₵ 50' });
    fireEvent.click(within(item).getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    fireEvent.change(within(dialog).getByLabelText(/What went wrong/), { target: { value: 'The room was not as shown' } });
    const picture = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [picture('a.jpg'), picture('b.jpg')] } });
    });
    const shown = await within(dialog).findByRole('list', { name: 'Photos with the dispute' });
    expect(within(shown).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/images/img-1/thumb.webp', '/images/img-2/thumb.webp']);
    fireEvent.click(within(shown).getByRole('button', { name: 'Leave out photo 1' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send to staff' }));
    });
    expect(calls.find((c) => c.path === '/payments/pay-1/dispute')?.body).toEqual({ reason: 'The room was not as shown', photos: ['img-2'] });
  });

  test('A payment declined or not approved in time can be tried again from the tab, for the same dealing', async () => {
    const { calls } = await showPanel({
      'GET /payments': { body: { result: { payments: [apiPayment({ status: 'expired', next: { what: 'nothing', at: null } })] } } },
      'GET /payments/quote': quote(),
      'POST /payments': { status: 201, body: { message: 'Approve the payment on your phone', result: summary({ id: 'pay-2' }) } },
      'GET /payments/pay-2': { body: { result: apiPayment({ id: 'pay-2', status: 'pending', next: { what: 'approve_on_phone', at: null } }) } },
    });
    const item = await screen.findByRole('listitem', { name: 'Viewing fee GH₵ 50' });
    expect(within(item).getByText('Not paid: not approved in time')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Try again' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '0551234567' } });
    const pay8 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 50' });
    await act(async () => {
      fireEvent.click(pay8);
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'viewing_fee', viewing_id: 'v-1' });
    expect(await screen.findByText('Approve on your phone')).toBeTruthy();
  });

  test('In Twi, the tab shows no English', async () => {
    await showPanel({ 'GET /payments': { body: { result: { payments: [apiPayment(), apiPayment({ id: 'pay-2', kind: 'deposit', status: 'pending', releaseAfter: null, next: { what: 'approve_on_phone', at: null } })] } } } }, inTwi);
    await screen.findAllByRole('listitem');
    expect(englishOnScreen('tw', ['payments'])).toEqual([]);
  });
});

describe('a booked viewing’s fee in the calendar', () => {
  const entry = async (routes: Parameters<typeof mockFetch>[0], payer = true) => {
    storeSession({ token: 't-ama', user: ama });
    const mock = mockFetch(routes);
    await act(async () => {
      renderAt(<ViewingFeeEntry viewingId="v-1" listingId="p-1" title="Viewing fee for Chamber and hall in Kasoa" payer={payer} />);
    });
    return mock;
  };

  test('Not paid yet: it says so and Pay opens the pay dialog for that viewing', async () => {
    await entry({ 'GET /properties/search/p-1': { body: { id: 'p-1', viewing_fee: 50 } }, 'GET /payments': { body: { result: { payments: [apiPayment({ status: 'expired' })] } } } });
    expect(await screen.findByText('This listing asks a viewing fee of GH₵ 50, not paid yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay the viewing fee' }));
    expect(screen.getByRole('dialog', { name: 'Pay into the hold' })).toBeTruthy();
  });

  test('Paid: it shows where the payment stands; a listing with no fee shows nothing', async () => {
    await entry({ 'GET /properties/search/p-1': { body: { id: 'p-1', viewing_fee: 50 } }, 'GET /payments': { body: { result: { payments: [apiPayment()] } } } });
    expect(await screen.findByText(/Viewing fee GH₵ 50: Held safely\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay the viewing fee' })).toBeNull();
  });

  test('The lister reads that it is not paid yet, with nothing to press', async () => {
    await entry({ 'GET /properties/search/p-1': { body: { id: 'p-1', viewing_fee: 50 } }, 'GET /payments': { body: { result: { payments: [] } } } }, false);
    expect(await screen.findByText('Your viewing fee of GH₵ 50 is not paid yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay the viewing fee' })).toBeNull();
  });

  test('A listing that asks no fee shows nothing, and never asks for the payments', async () => {
    const { calls } = await entry({ 'GET /properties/search/p-1': { body: { id: 'p-1' } } });
    expect(screen.queryByText(/viewing fee/i)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/properties/search/p-1']);
  });
});

describe('a deposit or a stay’s payment on the dealing', () => {
  const entry = async (routes: Parameters<typeof mockFetch>[0], payer = true) => {
    storeSession({ token: 't-ama', user: ama });
    const mock = mockFetch(routes);
    await act(async () => {
      renderAt(<DealingPaymentEntry dealing={{ kind: 'deposit', id: 'o-4' }} title="Holding deposit for Chamber and hall in Kasoa" payer={payer} />);
    });
    return mock;
  };

  test('The deposit asked is shown before paying: its amount on the Pay button, and why less than the advance agreed is collected', async () => {
    const why = 'The Rent Act allows at most 1 month of rent in advance for a monthly tenancy';
    await entry({ 'GET /payments': { body: { result: { payments: [] } } }, 'GET /payments/quote': quote(400_000, { kind: 'deposit', capped: { agreed_months: 3, collected_months: 1, why } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Secure it with a deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay into the hold' });
    expect(await within(dialog).findByRole('button', { name: 'Pay GH₵ 4,000' })).toBeTruthy();
    expect(within(dialog).getByText(why)).toBeTruthy();
  });

  test('None yet: the seeker reads why and secures it with a deposit, in the pay dialog for that offer', async () => {
    const { calls } = await entry({
      'GET /payments': { body: { result: { payments: [apiPayment()] } } },
      'GET /payments/quote': quote(250_000, { kind: 'deposit' }),
      'POST /payments': { status: 201, body: { message: 'Approve the payment on your phone', result: summary({ kind: 'deposit', amount: 250_000, advance: { agreed_months: 12, collected_months: 6, why: 'The Rent Act allows at most 6 months' } }) } },
      'GET /payments/pay-1': { body: { result: apiPayment({ kind: 'deposit', status: 'pending', amount: 250_000, next: { what: 'approve_on_phone', at: null } }) } },
    });
    expect(screen.getByText(/Secure the home with a holding deposit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Secure it with a deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.change(within(dialog).getByLabelText(/Phone number/), { target: { value: '0241234567' } });
    const pay9 = await within(dialog).findByRole('button', { name: 'Pay GH₵ 2,500' });
    await act(async () => {
      fireEvent.click(pay9);
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'deposit', offer_id: 'o-4', network: 'mtn' });
    expect(await screen.findByText('The Rent Act allows at most 6 months')).toBeTruthy();
  });

  test('Paid: both sides read where it stands and what happens next; the lister is never offered to pay', async () => {
    const held = { kind: 'deposit', dealingId: 'o-4', amount: 250_000, releaseAfter: null, next: { what: 'released_on_confirmation', at: null } };
    await entry({ 'GET /payments': { body: { result: { payments: [apiPayment({ ...held, side: 'lister' })] } } } }, false);
    expect(screen.getByText(/Holding deposit GH₵ 2,500: Held safely\./)).toBeTruthy();
    expect(screen.getByText('It comes to you when the seeker confirms.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Secure it with a deposit' })).toBeNull();
    cleanup();
    await entry({ 'GET /payments': { body: { result: { payments: [apiPayment({ ...held, side: 'payer' })] } } } });
    expect(screen.getByText(/Holding deposit GH₵ 2,500: Held safely\./)).toBeTruthy();
    expect(screen.getByText('It goes to the lister when you confirm, or is refunded if the dealing falls through.')).toBeTruthy();
  });

  test('None yet, for the lister: nothing is shown', async () => {
    await entry({ 'GET /payments': { body: { result: { payments: [] } } } }, false);
    expect(screen.queryByText(/deposit/i)).toBeNull();
  });
});

describe('the simulator’s phone', () => {
  test('Says it is the simulator, lists the prompt a pay dialog linked to, and approves it with the PIN; a wrong PIN is shown under the field', async () => {
    let pinAnswer: { status: number; body: unknown } = { status: 400, body: { message: 'That PIN is not right', code: 'WrongPin', errors: { pin: 'That PIN is not right' } } };
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({
      'POST /payments/simulator/-/decline': { status: 404, body: { message: 'Payment not found', code: 'PaymentNotFound' } },
      'GET /payments': { body: { result: { payments: [apiPayment({ status: 'pending', next: { what: 'approve_on_phone', at: null } })] } } },
      'POST /payments/simulator/pay-1/approve': () => pinAnswer,
    });
    await act(async () => {
      renderAt(<SimulatorPhonePage />, '/simulator/phone?payment=pay-1');
    });
    expect(await screen.findByText(/This is the payment simulator, not a real phone or provider/)).toBeTruthy();
    const prompt = await screen.findByRole('region', { name: 'Prompt for GH₵ 50' });
    expect(within(prompt).getByText('MTN MoMo: pay GH₵ 50 to Fie’s payment provider (Viewing fee)?')).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText('Mobile-money PIN'), { target: { value: '9999' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    });
    expect(within(prompt).getByText('That PIN is not right')).toBeTruthy();
    pinAnswer = { status: 200, body: { message: 'Payment approved', result: summary() } };
    fireEvent.change(within(prompt).getByLabelText('Mobile-money PIN'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: 'Approve' }));
    });
    expect(calls.filter((c) => c.path === '/payments/simulator/pay-1/approve').map((c) => c.body)).toEqual([{ pin: '9999' }, { pin: '1234' }]);
    expect(await screen.findByText('Payment approved')).toBeTruthy();
  });

  test('With a real provider configured, the page is not there', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'POST /payments/simulator/-/decline': { status: 404, body: { message: 'There is no payment simulator here: a real provider takes payments', code: 'NoSimulator' } } });
    await act(async () => {
      renderAt(<SimulatorPhonePage />, '/simulator/phone');
    });
    await waitFor(() => expect(screen.queryByText(/This is the payment simulator/)).toBeNull());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404');
  });
});
