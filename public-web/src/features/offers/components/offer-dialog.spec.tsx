import { act, fireEvent, screen, within } from '@testing-library/react';
import { toProperty, type Property } from '../../../lib/property';
import { mockFetch } from '../../../testing/fetch';
import { apiProperty } from '../../../testing/properties';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { apiOffer } from '../testing/offers';
import { OfferDialog } from './offer-dialog';

const house = toProperty(apiProperty({ id: 'p-1', rent_advance_months: 3, lister: { name: 'Kwame B.', kind: 'owner' } })) as Property;
const forSale = toProperty(apiProperty({ id: 'p-2', acquisition: 'buy', payment_plan: undefined, paymentPlanLabel: undefined, price: 200000, currency: 'USD', priceGhs: 3000000, exchangeRate: { usdToGhs: 15, indicative: true } })) as Property;
const noOffers = { 'GET /offers': { body: { result: { offers: [] } } }, 'GET /settings/exchange-rate': { body: { usdToGhs: 16, setAt: null, indicative: true } } };

async function show(property: Property, routes: Parameters<typeof mockFetch>[0] = noOffers, own = false) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const onClose = jest.fn();
  await act(async () => {
    renderAt(<OfferDialog open onClose={onClose} property={property} title={property.title ?? ''} own={own} offersPath="/owner-dashboard?tab=offers" />);
  });
  return { ...mock, onClose };
}
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The dialog with its whole form kit: slow to render in jsdom when CI's other suites share the two cores.
jest.setTimeout(30_000);

describe('the offer form', () => {
  test('for a rental, it asks the monthly rent, the months of advance and a message, and sends them in the listing’s currency', async () => {
    const { calls } = await show(house, { ...noOffers, 'POST /properties/p-1/offers': { status: 201, body: { message: 'Offer sent', result: { id: 'o-9', status: 'open' } } } });
    const dialog = screen.getByRole('dialog', { name: 'Make an offer' });
    expect(within(dialog).getByText('Asking GH₵ 4,500 per/mth')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/offers' });
    type(/Monthly rent you offer/, '4,000');
    expect((screen.getByLabelText(/Monthly rent you offer/) as HTMLInputElement).value).toBe('4,000');
    type(/Months of rent in advance/, '3');
    type(/Message/, 'I can move in on the 1st');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/properties/p-1/offers', body: { amount: '4000', currency: 'GHS', advance_months: '3', message: 'I can move in on the 1st' } });
    expect(await screen.findByRole('dialog', { name: 'Offer sent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your offers' }).getAttribute('href')).toBe('/owner-dashboard?tab=offers');
  });

  test('for a rental, a move-in date may be named: it is sent, and the form says what it means for a deposit', async () => {
    const { calls } = await show(house, { ...noOffers, 'POST /properties/p-1/offers': { status: 201, body: { message: 'Offer sent', result: { id: 'o-9', status: 'open' } } } });
    expect(screen.getByText('A deposit paid through Fie goes to the lister when the keys are received, or three days after this date')).toBeTruthy();
    type(/Monthly rent you offer/, '4,000');
    type(/Move-in date/, '2030-02-01');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { amount: '4000', advance_months: '3', move_in_date: '2030-02-01' } });
  });

  test('says what is missing with the server’s own words, and sends nothing', async () => {
    const { calls } = await show(house);
    type(/Months of rent in advance/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Enter the amount you offer')).toBeTruthy();
    expect(screen.getByText('Say how many months of rent you can pay in advance')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('flags an advance above the Rent Act’s six months before it is sent', async () => {
    await show(house);
    type(/Months of rent in advance/, '12');
    expect(screen.getByText("More than the 6 months' advance the Rent Act, 1963 (Act 220) allows")).toBeTruthy();
  });

  test('for a sale in dollars, it asks the price and shows its cedi equivalent at the staff rate; no advance', async () => {
    await show(forSale);
    expect(screen.getByText('Asking US$ 200,000 (≈ GH₵ 3,000,000)')).toBeTruthy();
    expect(screen.queryByLabelText(/Months of rent in advance/)).toBeNull();
    expect(screen.queryByLabelText(/Move-in date/)).toBeNull();
    type(/Price you offer/, '180000');
    expect(screen.getByText('≈ GH₵ 2,880,000 at GH₵ 16 to US$ 1')).toBeTruthy();
  });

  test('shows what the server refuses under its field, or above the form', async () => {
    const answers = [
      { status: 400, body: { message: 'That amount is too high', code: 'ValidationError', errors: { amount: 'That amount is too high' } } },
      { status: 409, body: { message: 'You already have an open offer on this property.', code: 'OfferOpen' } },
    ];
    await show(house, { ...noOffers, 'POST /properties/p-1/offers': () => answers.shift()! });
    type(/Monthly rent you offer/, '4000');
    const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send offer' })));
    await send();
    expect(screen.getByText('That amount is too high')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await send();
    expect(screen.getByRole('alert').textContent).toContain('You already have an open offer on this property.');
  });

  test('a seeker with an open offer on the property is shown it instead of a second form', async () => {
    await show(house, { ...noOffers, 'GET /offers': { body: { result: { offers: [apiOffer({ side: 'seeker', statusText: 'Waiting for the lister', actions: ['withdraw'] })] } } } });
    expect(screen.getByText(/You already offered GH₵ 4,000 a month, 3 months in advance on this property \(Waiting for Kwame B\.\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send offer' })).toBeNull();
  });

  test('the lister is told offers reach them in the dashboard, and nothing is loaded', async () => {
    const { calls } = await show(house, noOffers, true);
    expect(screen.getByText(/This is your listing/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('when the form cannot be opened, it says so and retries', async () => {
    const { calls } = await show(house, { ...noOffers, 'GET /offers': { status: 500, body: { message: 'Database unavailable', code: 'Internal' } } });
    expect(screen.getByText('We could not open the offer form')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(calls.filter((c) => c.path === '/offers')).toHaveLength(2);
  });
});
