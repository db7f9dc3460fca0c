import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LiveChangesProvider } from '../../../lib/live-changes';
import { mockFetch } from '../../../testing/fetch';
import { fakeLiveChanges } from '../../../testing/live-changes';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { apiOffer } from '../testing/offers';
import { OffersPanel } from './offers-panel';

// Dialogs full of MUI fields are slow to drive in jsdom on a busy machine.
jest.setTimeout(20_000);

const received = apiOffer();
const countered = apiOffer({
  id: 'o-2',
  side: 'seeker',
  statusText: 'Waiting for your answer',
  awaiting: 'seeker',
  actions: ['accept', 'decline', 'counter', 'withdraw'],
  terms: { amount: 300, currency: 'USD', amountGhs: 4800, advance_months: 6, advanceAboveLegal: false },
  exchangeRate: { usdToGhs: 16 },
  history: [
    { id: 'o-2|0', kind: 'offer', by: 'seeker', name: 'Ama M.', amount: 4000, currency: 'GHS', amountGhs: 4000, advance_months: 3, message: null, erased: false, mine: true, at: '2026-11-24T09:00:00.000Z' },
    { id: 'o-2|1', kind: 'counter', by: 'lister', name: 'Offer Homes', sentBy: 'Abena O.', amount: 300, currency: 'USD', amountGhs: 4800, advance_months: 6, message: 'Six months, please', erased: false, mine: false, at: '2026-11-24T10:00:00.000Z' },
  ],
});
const closed = apiOffer({ id: 'o-3', status: 'declined', statusText: 'Declined', awaiting: null, actions: [], closedAt: '2026-11-24T11:00:00.000Z' });
const accepted = apiOffer({ id: 'o-4', side: 'seeker', status: 'accepted', statusText: 'Accepted', awaiting: null, actions: [], closedAt: '2026-11-24T12:00:00.000Z', lister: { id: 'u-1', kind: 'user', name: 'Kwame B.' } });

async function show(routes: Parameters<typeof mockFetch>[0], route = '/owner-dashboard?tab=offers', props: Parameters<typeof OffersPanel>[0] = {}) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<OffersPanel {...props} />, route);
  });
  return mock;
}
const listOf = (...offers: unknown[]) => ({ body: { result: { offers } } });
const card = (title: RegExp | string) => screen.getAllByRole('article').find((a) => within(a).queryByText(title))!;

describe('the Offers tab', () => {
  test('lists the open offers made and received, with their terms against the asking price and their last step', async () => {
    const { calls } = await show({ 'GET /offers': listOf(received, countered) });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/offers' });
    const first = card('Offer from Efua M.');
    expect(within(first).getByTestId('offer-terms').textContent).toBe('GH₵ 4,000 a month, 3 months in advance');
    expect(within(first).getByText('89% of the asking GH₵ 4,500 a month')).toBeTruthy();
    expect(within(first).getByText('I can move in on the 1st')).toBeTruthy();
    expect(within(first).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Decline', 'Counter']);

    const second = card('Your offer to Kwame B.');
    expect(within(second).getByText(/≈ GH₵ 4,800/, { selector: 'p' })).toBeTruthy();
    expect(within(second).getByText('Offer Homes (Abena O.) countered with US$ 300 a month, 6 months in advance')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Show the whole history (2 steps)' }));
    expect(within(second).getByText('You offered GH₵ 4,000 a month, 3 months in advance')).toBeTruthy();
  });

  test('filters by made or received, and by outcome: open, accepted, or declined or withdrawn', async () => {
    const { fetchMock } = await show({ 'GET /offers': listOf(accepted, closed) });
    const asked = () => String(fetchMock.mock.calls[fetchMock.mock.calls.length - 1]![0]);
    expect(asked()).toMatch(/\/api\/offers$/);
    fireEvent.click(screen.getByRole('button', { name: 'Received' }));
    await act(async () => undefined);
    expect(asked()).toMatch(/\/api\/offers\?role=received$/);
    const choose = async (name: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('option', { name }));
      });
    };
    await choose('Declined or withdrawn');
    expect(asked()).toMatch(/\/api\/offers\?role=received&status=closed$/);
    expect(card('Offer from Efua M.').textContent).toContain('Declined');
    expect(screen.queryByText('Your offer to Kwame B.')).toBeNull();
    await choose('Accepted');
    expect(asked()).toMatch(/\/api\/offers\?role=received&status=closed$/);
    expect(card('Your offer to Kwame B.').textContent).toContain('Accepted');
    expect(screen.queryByText('Offer from Efua M.')).toBeNull();
    await choose('Open');
    expect(asked()).toMatch(/\/api\/offers\?role=received&status=open$/);
    expect(screen.getByText('No open offers')).toBeTruthy();
  });

  test('an accepted offer is not lost under "No offers yet": every offer shows under its outcome, with its status', async () => {
    await show({ 'GET /offers': listOf(received, accepted, closed) });
    expect(screen.queryByText('No offers yet')).toBeNull();
    const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
    expect(screen.getAllByRole('heading', { level: 3 }).filter((h) => h.id.startsWith('offers-')).map((h) => h.textContent)).toEqual([
      'Open (1)',
      'Accepted (1)',
      'Declined or withdrawn (1)',
    ]);
    expect(within(section('Open (1)')).getByText('Offer from Efua M.')).toBeTruthy();
    const agreed = within(section('Accepted (1)')).getByRole('article');
    expect(within(agreed).getByText('Your offer to Kwame B.')).toBeTruthy();
    expect(within(agreed).getByText('Accepted')).toBeTruthy();
    expect(within(agreed).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(section('Declined or withdrawn (1)')).getByText('Declined')).toBeTruthy();
  });

  test('an accepted rental shows its holding deposit (the payments feature’s entry, handed in by the app), the seeker as its payer; an open offer none', async () => {
    const renderPayment = jest.fn(() => <p>the deposit</p>);
    await show({ 'GET /offers': listOf(received, accepted) }, '/owner-dashboard?tab=offers', { renderPayment });
    expect(screen.getAllByText('the deposit')).toHaveLength(1);
    expect(within(screen.getByText('the deposit').closest('article')!).getByText('Your offer to Kwame B.')).toBeTruthy();
    expect(renderPayment).toHaveBeenCalledWith({ dealing: { kind: 'deposit', id: 'o-4' }, title: 'Holding deposit for Three-bedroom house in East Legon', payer: true });
  });

  test('an accepted rental’s deposit is handed in with what it will ask, in cedis, and why less than the advance agreed', async () => {
    const renderPayment = jest.fn(() => <p>the deposit</p>);
    const withDeposit = { ...accepted, deposit: { amount: 400_000, currency: 'GHS', advance: { agreed_months: 3, collected_months: 1, why: 'The Rent Act allows at most 1 month' } } };
    await show({ 'GET /offers': listOf(withDeposit) }, '/owner-dashboard?tab=offers', { renderPayment });
    expect(renderPayment).toHaveBeenCalledWith(expect.objectContaining({ dealing: { kind: 'deposit', id: 'o-4' }, amountGhs: 4000, advance: 'The Rent Act allows at most 1 month' }));
  });

  test('when the other side acts, the pushed notification makes the list ask again, and the offer moves under its outcome', async () => {
    storeSession({ token: 't-ama', user: ama });
    const live = fakeLiveChanges();
    let answer = listOf(countered);
    const { calls } = mockFetch({ 'GET /offers': () => answer });
    await act(async () => {
      renderAt(
        <LiveChangesProvider value={live.changes}>
          <OffersPanel />
        </LiveChangesProvider>,
        '/owner-dashboard?tab=offers',
      );
    });
    expect(within(screen.getByRole('heading', { name: 'Open (1)' }).closest('section')!).getByText('Your offer to Kwame B.')).toBeTruthy();
    const gets = () => calls.filter((c) => c.method === 'GET' && c.path === '/offers').length;
    expect(gets()).toBe(1);

    // A message is not news for the offers; a burst of offer notices is one reload.
    act(() => live.push({ kind: 'message' }));
    answer = listOf({ ...countered, status: 'accepted', statusText: 'Accepted', awaiting: null, actions: [] });
    act(() => {
      live.push({ kind: 'offer' });
      live.push({ kind: 'offer' });
    });
    expect(await screen.findByRole('heading', { name: 'Accepted (1)' })).toBeTruthy();
    expect(gets()).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Open (1)' })).toBeNull();

    // Back after a drop: anything may have changed.
    act(() => live.push({ reload: true }));
    await waitFor(() => expect(gets()).toBe(3));
  });

  test('accepting asks first, sends the message, says so and reloads', async () => {
    const { calls } = await show({ 'GET /offers': listOf(received), 'POST /offers/o-1/accept': { body: { message: 'Offer accepted', result: { id: 'o-1', status: 'accepted' } } } });
    fireEvent.click(within(card('Offer from Efua M.')).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: "Accept Efua M.'s offer?" });
    expect(dialog.textContent).toContain('You agree to GH₵ 4,000 a month, 3 months in advance for Three-bedroom house in East Legon');
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Welcome!' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/offers/o-1/accept', body: { message: 'Welcome!' } });
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: "Accept Efua M.'s offer?" })).toBeNull();
  });

  test('a refused answer stays in its dialog, saying why', async () => {
    await show({ 'GET /offers': listOf(received), 'POST /offers/o-1/decline': { status: 409, body: { message: 'This offer was already withdrawn', code: 'OfferClosed' } } });
    fireEvent.click(within(card('Offer from Efua M.')).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: "Decline Efua M.'s offer?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toContain('This offer was already withdrawn');
  });

  test('a counter-offer starts from the terms on the table and is checked before it is sent', async () => {
    const { calls } = await show({ 'GET /offers': listOf(countered), 'POST /offers/o-2/counter': { body: { message: 'Counter-offer sent', result: { id: 'o-2', status: 'open' } } } });
    fireEvent.click(within(card('Your offer to Kwame B.')).getByRole('button', { name: 'Counter' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter-offer' });
    expect((within(dialog).getByLabelText(/Monthly rent you offer/) as HTMLInputElement).value).toBe('300');
    expect(within(dialog).getByText('≈ GH₵ 4,800 a month at GH₵ 16 to US$ 1')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Monthly rent you offer/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(within(dialog).getByText('Enter the amount you offer')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Monthly rent you offer/), { target: { value: '280' } });
    fireEvent.change(within(dialog).getByLabelText(/Months of rent in advance/), { target: { value: '4' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/offers/o-2/counter', body: { amount: '280', currency: 'USD', advance_months: '4' } });
    expect(await screen.findByText('Counter-offer sent')).toBeTruthy();
  });

  test('the seeker withdraws after being asked', async () => {
    const { calls } = await show({ 'GET /offers': listOf(countered), 'POST /offers/o-2/withdraw': { body: { message: 'Offer withdrawn', result: { id: 'o-2', status: 'withdrawn' } } } });
    fireEvent.click(within(card('Your offer to Kwame B.')).getByRole('button', { name: 'Withdraw' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Withdraw your offer?' })).getByRole('button', { name: 'Withdraw' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/offers/o-2/withdraw', body: {} });
  });

  test('a notice’s link (?offer=) shows every status and that offer in full', async () => {
    const { fetchMock } = await show({ 'GET /offers': listOf(received, countered) }, '/owner-dashboard?tab=offers&offer=o-2');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/offers$/);
    expect(within(card('Your offer to Kwame B.')).getByRole('button', { name: 'Show the last step only' })).toBeTruthy();
  });

  test('says when there are none, and what offers are', async () => {
    await show({ 'GET /offers': listOf() });
    expect(screen.getByText('No offers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search property' }).getAttribute('href')).toBe('/search-property');
  });

  test('an organization sees only what it received', async () => {
    const { fetchMock } = await show({ 'GET /offers': listOf() }, '/organization-dashboard?tab=offers', { as: 'org-1', show: 'received' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/offers\?role=received&as=org-1$/);
    expect(screen.queryByRole('button', { name: 'Made' })).toBeNull();
    expect(screen.getByText('No offers received')).toBeTruthy();
  });

  test('when the offers cannot be loaded, it says so and retries', async () => {
    const { calls } = await show({ 'GET /offers': { status: 500, body: { message: 'Database unavailable', code: 'Internal' } } });
    expect(screen.getByText('We could not load your offers')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(calls).toHaveLength(2);
  });
});
