import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calendarMessages } from '@fie/domain';
import { mockFetch, type Call } from '../../../testing/fetch';
import { renderAt, setViewportWidth } from '../../../testing/render';
import { toListedProperty } from '../api/listings';
import { BookedDatesDialog } from './booked-dates-dialog';
import { ListedProperties } from './listed-properties';

const stay = {
  id: 'p-7',
  category: 'residential',
  type: 'apartment',
  typeLabel: 'Apartment',
  acquisition: 'short_stay',
  status: 'published',
  price: 80,
  currency: 'USD',
  priceGhs: 1200,
  paymentPlanLabel: 'per/night',
  bedrooms: 2,
  bathrooms: 2,
  images: [],
  location_details: { town: 'Osu', city: 'Accra', region: 'greater_accra' },
  stay_start_date: '2026-11-01',
  stay_end_date: '2027-06-30',
  booked_dates: [
    { start: '2026-11-10', end: '2026-11-14', note: 'Past guest' },
    { start: '2026-12-12', end: '2026-12-15', note: 'Kofi A., Airbnb' },
    { start: '2026-12-30', end: '2027-01-02' },
  ],
};
const withRanges = (booked_dates: unknown[]) => ({ ...stay, booked_dates });

/** "Today" is 22 November 2026 for these tests: only the clock is stood still, timers run as usual. */
const timersLeftReal = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

function open(property: Record<string, unknown> = stay) {
  const onChanged = jest.fn();
  const onClose = jest.fn();
  renderAt(<BookedDatesDialog property={toListedProperty(property)!} onClose={onClose} onChanged={onChanged} />);
  return { onChanged, onClose, dialog: screen.getByRole('dialog', { name: 'Booked dates' }) };
}

const rangeItems = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Booked' })).getAllByRole('listitem');
const fill = (dialog: HTMLElement, values: { start?: string; end?: string; note?: string }) => {
  if (values.start !== undefined) fireEvent.change(within(dialog).getByLabelText(/^Check-in/), { target: { value: values.start } });
  if (values.end !== undefined) fireEvent.change(within(dialog).getByLabelText(/^Check-out/), { target: { value: values.end } });
  if (values.note !== undefined) fireEvent.change(within(dialog).getByLabelText('Note (guest name, where booked)'), { target: { value: values.note } });
};
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('Booked dates', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 9), doNotFake: [...timersLeftReal] });
  });
  afterEach(() => jest.useRealTimers());

  test('lists the booked ranges with their nights', () => {
    mockFetch({});
    const { dialog } = open();

    const items = rangeItems(dialog);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Sat, 12 Dec – Tue, 15 Dec 2026 · 3 nights', 'Wed, 30 Dec 2026 – Sat, 2 Jan 2027 · 3 nights']);
    expect(within(items[0]!).getByText('Kofi A., Airbnb')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: /^Release/ })).toBeTruthy();
    // A stay already over cannot be changed, so it is not listed.
    expect(within(dialog).queryByText(/Past guest/)).toBeNull();
  });

  test('says so when nothing is booked, also when the listing has no booked_dates at all', () => {
    mockFetch({});
    const { booked_dates: _, ...bare } = stay;
    const { dialog } = open(bare);
    expect(within(dialog).getByText('No dates booked.')).toBeTruthy();
  });

  test('the date inputs start at today, and check-out at the check-in', () => {
    mockFetch({});
    const { dialog } = open();
    const checkIn = within(dialog).getByLabelText(/^Check-in/) as HTMLInputElement;
    const checkOut = within(dialog).getByLabelText(/^Check-out/) as HTMLInputElement;
    expect(checkIn.type).toBe('date');
    expect(checkIn.min).toBe('2026-11-22');
    expect(checkOut.min).toBe('2026-11-22');
    fill(dialog, { start: '2026-12-20', end: '2026-12-23' });
    expect(checkOut.min).toBe('2026-12-20');
    expect(within(dialog).getByText('3 nights')).toBeTruthy();
  });

  test('refuses a check-out before the check-in without calling the API', () => {
    const { calls } = mockFetch({});
    const { dialog } = open();
    fill(dialog, { start: '2026-12-20', end: '2026-12-18' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));

    expect(within(dialog).getByText(calendarMessages.checkOutAfterCheckIn)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('refuses missing dates and a check-in already past without calling the API', () => {
    const { calls } = mockFetch({});
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(within(dialog).getByText(calendarMessages.checkInRequired)).toBeTruthy();
    expect(within(dialog).getByText(calendarMessages.checkOutRequired)).toBeTruthy();

    fill(dialog, { start: '2026-11-20', end: '2026-11-25' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    expect(within(dialog).getByText(calendarMessages.inThePast)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('marks dates as booked and shows the updated ranges', async () => {
    const { calls } = mockFetch({
      'POST /properties/p-7/booked-dates': {
        body: { message: 'Dates marked as booked', property: withRanges([...stay.booked_dates.slice(1, 2), { start: '2026-12-20', end: '2026-12-23', note: 'Ama, by phone' }, stay.booked_dates[2]]) },
      },
    });
    const { dialog, onChanged } = open();
    fill(dialog, { start: '2026-12-20', end: '2026-12-23', note: '  Ama, by phone ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));

    // While the call is in flight nothing else can be sent.
    expect((within(dialog).getByRole('button', { name: 'Mark as booked' }) as HTMLButtonElement).disabled).toBe(true);
    for (const button of within(dialog).getAllByRole('button', { name: /^Release/ })) expect((button as HTMLButtonElement).disabled).toBe(true);

    expect((await within(dialog).findByRole('status')).textContent).toContain('Dates marked as booked');
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/properties/p-7/booked-dates', body: { start: '2026-12-20', end: '2026-12-23', note: 'Ama, by phone' } })]);
    expect(rangeItems(dialog).map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sat, 12 Dec – Tue, 15 Dec 2026 · 3 nights',
      'Sun, 20 Dec – Wed, 23 Dec 2026 · 3 nights',
      'Wed, 30 Dec 2026 – Sat, 2 Jan 2027 · 3 nights',
    ]);
    expect(within(dialog).getByText('Ama, by phone')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Check-in/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByRole('button', { name: 'Mark as booked' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Dates marked as booked' }));
  });

  test('sends the bearer token and leaves out an empty note', async () => {
    localStorage.setItem('token', JSON.stringify('owner-token'));
    const { calls } = mockFetch({ 'POST /properties/p-7/booked-dates': { body: { message: 'Dates marked as booked', property: stay } } });
    const { dialog } = open();
    fill(dialog, { start: '2027-01-05', end: '2027-01-06', note: '   ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    await within(dialog).findByText('Dates marked as booked');
    expect(posts(calls)[0]).toMatchObject({ body: { start: '2027-01-05', end: '2027-01-06' }, headers: { Authorization: 'Bearer owner-token' } });
    expect(posts(calls)[0]?.body).not.toHaveProperty('note');
  });

  test('shows the server\'s field messages under the fields and its message above', async () => {
    mockFetch({
      'POST /properties/p-7/booked-dates': { status: 400, body: { message: 'Please check the dates', code: 'ValidationError', errors: { end: calendarMessages.outsideStay } } },
    });
    const { dialog, onChanged } = open();
    fill(dialog, { start: '2027-06-28', end: '2027-07-03' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Please check the dates');
    const checkOut = within(dialog).getByLabelText(/^Check-out/);
    expect(checkOut.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkOut.getAttribute('aria-describedby') ?? '')?.textContent).toBe(calendarMessages.outsideStay);
    expect(rangeItems(dialog)).toHaveLength(2);
    expect(onChanged).not.toHaveBeenCalled();
  });

  test('releases a range', async () => {
    const { calls } = mockFetch({
      'POST /properties/p-7/booked-dates/release': { body: { message: 'Dates released', property: withRanges([stay.booked_dates[0], stay.booked_dates[2]]) } },
    });
    const { dialog, onChanged } = open();
    fireEvent.click(within(rangeItems(dialog)[0]!).getByRole('button', { name: /^Release/ }));
    expect((within(dialog).getByRole('button', { name: 'Mark as booked' }) as HTMLButtonElement).disabled).toBe(true);

    expect((await within(dialog).findByRole('status')).textContent).toContain('Dates released');
    expect(posts(calls)).toEqual([expect.objectContaining({ path: '/properties/p-7/booked-dates/release', body: { start: '2026-12-12', end: '2026-12-15' } })]);
    expect(rangeItems(dialog).map((item) => item.querySelector('p')?.textContent)).toEqual(['Wed, 30 Dec 2026 – Sat, 2 Jan 2027 · 3 nights']);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  test('a refused release keeps the list and shows why', async () => {
    mockFetch({ 'POST /properties/p-7/booked-dates/release': { status: 403, body: { message: 'Only the owner of this listing can change it', code: 'Forbidden' } } });
    const { dialog, onChanged } = open();
    fireEvent.click(within(rangeItems(dialog)[1]!).getByRole('button', { name: /^Release/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Only the owner of this listing can change it');
    expect(rangeItems(dialog)).toHaveLength(2);
    expect(onChanged).not.toHaveBeenCalled();
  });

  test('fills the screen on a 360 px phone', () => {
    const desktop = window.matchMedia;
    setViewportWidth(360);
    try {
      mockFetch({});
      const { dialog } = open();
      expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    } finally {
      window.matchMedia = desktop;
    }
  });

  test('a short-stay card offers "Booked dates"; after a change the cards load again', async () => {
    let ranges: unknown[] = [];
    const { calls } = mockFetch({
      'GET /properties': () => ({ body: { result: { properties: [withRanges(ranges), { ...stay, id: 'p-8', acquisition: 'rent', location_details: { town: 'Labone' } }], total: 2, page: 1, pageSize: 15 } } }),
      'POST /properties/p-7/booked-dates': (call) => {
        ranges = [call.body];
        return { body: { message: 'Dates marked as booked', property: withRanges(ranges) } };
      },
    });
    renderAt(<ListedProperties scope="owner" canList canDelete />);

    const rental = await screen.findByRole('article', { name: 'Apartment in Labone' });
    fireEvent.click(within(rental).getByRole('button', { name: 'More actions for Apartment in Labone' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Booked dates' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const card = screen.getByRole('article', { name: 'Apartment in Osu' });
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Apartment in Osu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Booked dates', 'Hide', 'Mark as let', 'Archive', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Booked dates' }));

    const dialog = await screen.findByRole('dialog', { name: 'Booked dates' });
    expect(within(dialog).getByText('No dates booked.')).toBeTruthy();
    fill(dialog, { start: '2026-12-24', end: '2026-12-27' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as booked' }));
    await within(dialog).findByText('Dates marked as booked');
    expect(rangeItems(dialog).map((item) => item.querySelector('p')?.textContent)).toEqual(['Thu, 24 Dec – Sun, 27 Dec 2026 · 3 nights']);
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === '/properties')).toHaveLength(2));
  });
});
