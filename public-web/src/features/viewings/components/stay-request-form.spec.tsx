import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { inDays } from '../testing/viewings';
import { StayRequestForm } from './stay-request-form';

const stay = { id: 'p-2', title: 'Ocean Breeze apartment, Labadi', stayStart: inDays(-10), stayEnd: inDays(120), stayPaymentInstructions: 'Pay the first night by MTN MoMo to 024 412 3456', listerName: 'Kwame B.' };

async function show(routes: Parameters<typeof mockFetch>[0], props: Partial<Parameters<typeof StayRequestForm>[0]> = {}) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  const onSignIn = jest.fn();
  await act(async () => {
    renderAt(<StayRequestForm property={stay} signedIn onSignIn={onSignIn} own={false} calenderPath="/owner-dashboard?tab=calender" {...props} />);
  });
  return { ...mock, onSignIn };
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Request to book', () => {
  test('shows how the lister is paid, and sends the nights, guests and message', async () => {
    const { calls } = await show({ 'POST /properties/p-2/stay-requests': { status: 201, body: { message: 'Stay requested. The lister will answer soon.', stay: { id: 's-1', status: 'pending' }, payment_instructions: stay.stayPaymentInstructions } } });
    expect(screen.getByText(/Pay the first night by MTN MoMo to 024 412 3456/)).toBeTruthy();
    type('Check-in', inDays(10));
    type('Check-out', inDays(13));
    type('Guests', '2');
    type('Message to the lister (optional)', 'We arrive after 9 pm');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/properties/p-2/stay-requests', body: { start: inDays(10), end: inDays(13), guests: '2', message: 'We arrive after 9 pm' } });
    expect(screen.getByText(/You asked Kwame B\. for .* \(3 nights, 2 guests\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your calendar' }).getAttribute('href')).toBe('/owner-dashboard?tab=calender');
  });

  test('says what is wrong with the server\'s own words, and sends nothing', async () => {
    const { calls } = await show({});
    type('Check-in', inDays(13));
    type('Check-out', inDays(10));
    type('Guests', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    expect(await screen.findByText('The check-out date must be after the check-in date')).toBeTruthy();
    expect(screen.getByText('At least 1 guest')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('nights booked meanwhile: the server names them beside the dates', async () => {
    const message = `Some of these nights are already booked (${inDays(11)} to ${inDays(12)}). Choose other dates.`;
    await show({ 'POST /properties/p-2/stay-requests': { status: 409, body: { message, code: 'NightsBooked', errors: { start: message } } } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    });
    expect(screen.getByText(message)).toBeTruthy();
  });

  test('a visitor signs in first, and nothing is sent until then', async () => {
    const { calls, onSignIn } = await show({}, { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to request' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  test('the lister is told requests reach their Calendar tab, and shown no form', async () => {
    await show({}, { own: true });
    expect(screen.getByText(/This is your listing/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request to book' })).toBeNull();
  });
});
