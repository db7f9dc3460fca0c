import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { apiSlots, inDays } from '../testing/viewings';
import { BookViewingDialog } from './book-viewing-dialog';

const house = { id: 'p-1', title: 'Three-bedroom house in East Legon', ownerId: 'u-9', listerName: 'Kwame B.' };

async function show(routes: Parameters<typeof mockFetch>[0], props: Partial<Parameters<typeof BookViewingDialog>[0]> = {}) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<BookViewingDialog open onClose={jest.fn()} property={house} own={false} calenderPath="/owner-dashboard?tab=calender" {...props} />);
  });
  return mock;
}

describe('Arrange Viewing', () => {
  test('shows tomorrow\'s free half hours (taken ones greyed out), and books the one picked with the spec\'s owner_id, property_id and date', async () => {
    const tomorrow = inDays(1);
    const { calls } = await show({
      'GET /properties/p-1/viewing-slots': { body: apiSlots(tomorrow, ['08:30']) },
      'POST /properties/book-viewing': { status: 201, body: { message: 'Viewing requested', viewing: { id: 'v-1', date: `${tomorrow}T09:00:00.000Z`, status: 'pending' } } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Arrange a viewing' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(tomorrow);
    expect(within(dialog).getByText('Times are Accra time (GMT)')).toBeTruthy();
    const book = within(dialog).getByRole('button', { name: 'Book Viewing' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: '08:30 (taken)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '09:00' }));
    await act(async () => {
      fireEvent.click(book);
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/properties/book-viewing', body: { owner_id: 'u-9', property_id: 'p-1', date: `${tomorrow}T09:00:00.000Z` } });
    expect(await screen.findByRole('dialog', { name: 'Viewing requested' })).toBeTruthy();
    expect(screen.getByText(/Kwame B\. will confirm it or propose another time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your calendar' }).getAttribute('href')).toBe('/owner-dashboard?tab=calender');
  });

  test('a listing with a viewing fee says so before booking; once booked, Pay opens the pay dialog the app hands in, for that viewing', async () => {
    const tomorrow = inDays(1);
    const renderPay = jest.fn(() => <p>pay dialog</p>);
    await show(
      { 'GET /properties/p-1/viewing-slots': { body: apiSlots(tomorrow) }, 'POST /properties/book-viewing': { status: 201, body: { message: 'Viewing requested', viewing: { id: 'v-7', date: `${tomorrow}T09:00:00.000Z`, status: 'pending' } } } },
      { property: { ...house, viewingFeeGhs: 50 }, renderPay },
    );
    expect(screen.getByText('Viewing fee: GH₵ 50, paid by mobile money or card into a hold after you book, never to the lister directly.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book Viewing' }));
    });
    expect(await screen.findByText(/This listing asks a viewing fee of GH₵ 50/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay GH₵ 50' }));
    expect(screen.getByText('pay dialog')).toBeTruthy();
    expect(renderPay).toHaveBeenCalledWith(expect.objectContaining({ dealing: { kind: 'viewing_fee', id: 'v-7' }, amountGhs: 50, title: 'Viewing fee for Three-bedroom house in East Legon' }));
  });

  test('an organization\'s listing is booked with the organization\'s id', async () => {
    const tomorrow = inDays(1);
    const { calls } = await show(
      { 'GET /properties/p-1/viewing-slots': { body: apiSlots(tomorrow) }, 'POST /properties/book-viewing': { status: 201, body: { message: 'Viewing requested', viewing: { id: 'v-1', date: `${tomorrow}T08:00:00.000Z`, status: 'pending' } } } },
      { property: { ...house, organizationId: 'o-3' } },
    );
    fireEvent.click(screen.getByRole('button', { name: '08:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book Viewing' }));
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ owner_id: 'o-3' });
  });

  test('a time taken meanwhile: the server\'s words naming the free times, and the day shown again as it is now', async () => {
    const tomorrow = inDays(1);
    let taken: string[] = [];
    const { calls } = await show({
      'GET /properties/p-1/viewing-slots': () => ({ body: apiSlots(tomorrow, taken) }),
      'POST /properties/book-viewing': () => {
        taken = ['09:00'];
        return { status: 409, body: { message: 'That time is already booked. Free times on …: 08:00, 08:30, 09:30', code: 'SlotTaken', errors: { date: '…' } } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '09:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Book Viewing' }));
    });
    expect(screen.getByText(/That time is already booked\. Free times on/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: '09:00 (taken)' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/properties/p-1/viewing-slots')).toHaveLength(2);
  });

  test('a day without viewings, or with every time taken, says so and offers nothing to book', async () => {
    await show({ 'GET /properties/p-1/viewing-slots': { body: apiSlots(inDays(1), [], null) } });
    expect(screen.getByText(/The lister does not show the property on this day \(\w+day\)\. Choose another day\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book Viewing' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('when the times cannot be loaded it says so and retries', async () => {
    let fail = true;
    await show({ 'GET /properties/p-1/viewing-slots': () => (fail ? new Error('offline') : { body: apiSlots(inDays(1)) }) });
    expect(screen.getByText(/We could not load the free times/)).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByRole('button', { name: '08:00' })).toBeTruthy();
  });

  test('the lister is told that requests reach their Calendar tab, and shown no picker', async () => {
    const { calls } = await show({}, { own: true });
    expect(screen.getByText(/This is your listing\. Viewing requests for it arrive in your dashboard's Calendar tab/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book Viewing' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
