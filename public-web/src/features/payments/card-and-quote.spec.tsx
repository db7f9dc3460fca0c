import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { ama, renderAt, storeSession } from '../../testing/render';
import { PayDialog } from './components/pay-dialog';
import { SimulatorCardPage } from './pages/simulator-card-page';

// Dialogs full of MUI fields are slow to drive in jsdom on a busy machine.
jest.setTimeout(30_000);

const cediQuote = { body: { result: { kind: 'viewing_fee', amount: 5000, currency: 'GHS', source: { amount: 5000, currency: 'GHS' }, rate: null, rate_set_at: null } } };
/** A dollar-priced deposit: US$ 400 a month, three months agreed on a monthly tenancy, one collected. */
const dollarQuote = (rate: number) => ({
  body: {
    result: {
      kind: 'deposit',
      amount: 400 * rate * 100,
      currency: 'GHS',
      source: { amount: 40_000, currency: 'USD' },
      rate,
      rate_set_at: '2026-12-05T08:00:00.000Z',
      capped: { agreed_months: 3, collected_months: 1, why: 'The Rent Act allows at most 1 month of rent in advance for a monthly tenancy: 1 month of the 3 agreed are collected' },
    },
  },
});
const summary = (over: Record<string, unknown> = {}) => ({ id: 'pay-1', kind: 'viewing_fee', status: 'pending', amount: 5000, currency: 'GHS', method: 'card', checkout_url: '/simulator/card/pay-1', ...over });
const apiPayment = (over: Record<string, unknown> = {}) => ({
  id: 'pay-1',
  kind: 'viewing_fee',
  dealingId: 'v-1',
  listingId: 'p-1',
  status: 'pending',
  amount: 5000,
  currency: 'GHS',
  method: 'card',
  network: null,
  phoneEnding: '',
  checkoutUrl: '/simulator/card/pay-1',
  provider: 'simulator',
  mismatch: false,
  released: 0,
  refunded: 0,
  requestedAt: '2026-12-05T10:00:00.000Z',
  history: [],
  side: 'payer',
  next: { what: 'approve_on_phone', at: null },
  ...over,
});
const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);

/** The dialog on a viewings page, beside where a card payment's checkout sends the person. */
function showDialog(routes: Parameters<typeof mockFetch>[0], dealing = { kind: 'viewing_fee' as const, id: 'v-1' }, wrap = (ui: ReactNode) => ui, title = 'Viewing fee for Chamber and hall in Kasoa') {
  storeSession({ token: 't-ama', user: ama });
  sessionStorage.clear();
  const mock = mockFetch(routes);
  renderAt(
    <>
      {wrap(
      <Routes>
        <Route path="/viewings" element={<PayDialog dealing={dealing} title={title} onClose={() => undefined} pollMs={10} />} />
        <Route path="/simulator/card/:id" element={<p>The card checkout</p>} />
      </Routes>,
      )}
    </>,
    '/viewings?tab=calendar',
  );
  return mock;
}

describe('paying by card', () => {
  test('Choosing card asks for no number or network; Pay sends the card payment with the amount shown, and takes the person to the checkout page, remembering where to come back to', async () => {
    const { calls } = showDialog({ 'GET /payments/quote': cediQuote, 'POST /payments': { status: 201, body: { message: 'Payment requested', result: summary() } } });
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    expect(await within(dialog).findByText('You pay GH₵ 50')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Phone number/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Card (Visa, Mastercard)'));
    expect(within(dialog).queryByLabelText(/Phone number/)).toBeNull();
    expect(within(dialog).queryByLabelText('MTN MoMo')).toBeNull();
    expect(within(dialog).getByText(/You enter the card on the payment provider’s secure page/)).toBeTruthy();
    const pay = within(dialog).getByRole('button', { name: 'Pay GH₵ 50 by card' });
    await act(async () => {
      fireEvent.click(pay);
    });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ kind: 'viewing_fee', viewing_id: 'v-1', method: 'card', expected_amount: 5000 });
    expect(post.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(await screen.findByText('The card checkout')).toBeTruthy();
    expect(sessionStorage.getItem('fie.pay.return.pay-1')).toBe('/viewings?tab=calendar');
  });

  test('In Twi, the card choice shows no English', async () => {
    showDialog({ 'GET /payments/quote': cediQuote }, undefined, inTwi, 'Kɔhwɛ sika ma Chamber and hall in Kasoa');
    const dialog = await screen.findByRole('dialog', { name: 'Tua kɔ hold mu' });
    await within(dialog).findByText('Wobɛtua GH₵ 50');
    fireEvent.click(within(dialog).getByLabelText('Card (Visa, Mastercard)'));
    expect(within(dialog).getByRole('button', { name: 'Fa card tua GH₵ 50' })).toBeTruthy();
    expect(englishOnScreen('tw', ['payments'], dialog)).toEqual([]);
  });
});

describe('what a dollar-priced dealing costs, before paying', () => {
  test('The dialog shows the cedis, the dollars they come from, the rate and when it was set, and the Rent Act’s cut, before the Pay button', async () => {
    showDialog({ 'GET /payments/quote': dollarQuote(15) }, { kind: 'deposit', id: 'o-1' } as never);
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    const shown = await within(dialog).findByRole('group', { name: 'What you pay' });
    expect(within(shown).getByText('You pay GH₵ 6,000')).toBeTruthy();
    expect(within(shown).getByText('The price is US$ 400: paid in cedis at GH₵ 15 to the US dollar, the rate Fie set on 5 Dec 2026.')).toBeTruthy();
    expect(within(shown).getByText(/The Rent Act allows at most 1 month/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay GH₵ 6,000' })).toBeTruthy();
  });

  test('A deposit with a move-in date agreed says, before paying, when it goes to the lister by itself', async () => {
    const quote = dollarQuote(15);
    showDialog({ 'GET /payments/quote': { body: { result: { ...quote.body.result, release_after: '2027-01-07T12:00:00.000Z' } } } }, { kind: 'deposit', id: 'o-1' } as never);
    const shown = await screen.findByRole('group', { name: 'What you pay' });
    expect(within(shown).getByText(/^It goes to the lister when you confirm the keys, or by itself on Thu,? 7 Jan,? 12:00, three days after the move-in date agreed/)).toBeTruthy();
  });

  test('When the rate changed since the quote, nothing is charged: the dialog shows the new amount, says why, and pays it only when pressed again', async () => {
    let rate = 15;
    const { calls } = showDialog(
      {
        'GET /payments/quote': () => dollarQuote(rate),
        'POST /payments': (call) =>
          (call.body as { expected_amount: number }).expected_amount === 400 * rate * 100
            ? { status: 201, body: { message: 'Payment requested', result: summary({ kind: 'deposit', amount: 400 * rate * 100 }) } }
            : { status: 409, body: { message: 'The amount changed since you were shown it', code: 'AmountChanged', errors: { expected_amount: 'The amount changed since you were shown it' } } },
      },
      { kind: 'deposit', id: 'o-1' } as never,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay into the hold' });
    fireEvent.click(within(dialog).getByLabelText('Card (Visa, Mastercard)'));
    const first = await within(dialog).findByRole('button', { name: 'Pay GH₵ 6,000 by card' });
    rate = 16;
    await act(async () => {
      fireEvent.click(first);
    });
    expect(await within(dialog).findByText(/nothing was charged\. You now pay GH₵ 6,400 instead of GH₵ 6,000\. Press Pay again to pay the new amount\./)).toBeTruthy();
    expect(screen.queryByText('The card checkout')).toBeNull();
    const again = await within(dialog).findByRole('button', { name: 'Pay GH₵ 6,400 by card' });
    await act(async () => {
      fireEvent.click(again);
    });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as { expected_amount: number }).expected_amount)).toEqual([600_000, 640_000]);
    // A new payment the person meant to make: a new key.
    expect(posts[1]!.headers['Idempotency-Key']).not.toBe(posts[0]!.headers['Idempotency-Key']);
    expect(await screen.findByText('The card checkout')).toBeTruthy();
  });
});

describe('the simulator’s card checkout', () => {
  test('Says it is the simulator, takes a test card, asks the bank’s confirmation, waits for Fie to know the result, and goes back to the dealing', async () => {
    storeSession({ token: 't-ama', user: ama });
    sessionStorage.setItem('fie.pay.return.pay-1', '/viewings?tab=calendar');
    let status = 'pending';
    const { calls } = mockFetch({
      'POST /payments/simulator/-/decline': { status: 404, body: { message: 'Payment not found', code: 'PaymentNotFound' } },
      'GET /payments/pay-1': () => ({ body: { result: apiPayment({ status }) } }),
      'POST /payments/simulator/pay-1/approve': () => {
        status = 'held';
        return { body: { message: 'Payment approved', result: summary() } };
      },
    });
    await act(async () => {
      renderAt(
        <Routes>
          <Route path="/simulator/card/:id" element={<SimulatorCardPage />} />
          <Route path="/viewings" element={<p>Your viewings</p>} />
        </Routes>,
        '/simulator/card/pay-1',
      );
    });
    expect(await screen.findByText(/This is the payment simulator’s card page, not a real provider/)).toBeTruthy();
    expect(await screen.findByText('Pay GH₵ 50 to Fie’s payment provider')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4084 0840 8408 4082' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '09/30' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter the card’s number as printed on it')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4084 0840 8408 4081' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Your bank asks you to confirm this payment of GH₵ 50 with the card ending 4081 (3-D Secure).')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm the payment' }));
    });
    expect(calls.find((c) => c.path === '/payments/simulator/pay-1/approve')?.body).toEqual({ card_number: '4084 0840 8408 4081', expiry: '09/30', cvc: '123' });
    expect(await screen.findByText('Viewing fee GH₵ 50: Held safely.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Fie' }));
    expect(await screen.findByText('Your viewings')).toBeTruthy();
  });

  test('In Twi, the checkout and the bank’s check show no English', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({
      'POST /payments/simulator/-/decline': { status: 404, body: { message: 'Payment not found', code: 'PaymentNotFound' } },
      'GET /payments/pay-1': { body: { result: apiPayment() } },
    });
    await act(async () => {
      renderAt(
        inTwi(
          <Routes>
            <Route path="/simulator/card/:id" element={<SimulatorCardPage />} />
          </Routes>,
        ) as never,
        '/simulator/card/pay-1',
      );
    });
    await screen.findByText('Tua GH₵ 50 ma Fie payment provider');
    expect(englishOnScreen('tw', ['payments'], document.body)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Card nɔma/), { target: { value: '4084 0840 8408 4081' } });
    fireEvent.change(screen.getByLabelText(/MM\/YY/), { target: { value: '09/30' } });
    fireEvent.change(screen.getByLabelText(/Ahobammɔ nɔma/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toa so' }));
    await screen.findByRole('button', { name: 'Si akatua no so dua' });
    expect(englishOnScreen('tw', ['payments'], document.body)).toEqual([]);
  });
});
