import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LiveChangesProvider } from '../../../lib/live-changes';
import { mockFetch } from '../../../testing/fetch';
import { fakeLiveChanges } from '../../../testing/live-changes';
import { ama, renderAt, setViewportWidth, storeSession } from '../../../testing/render';
import { accraToday, formatDay, monthLabel, monthOf } from '../dates';
import { apiSlots, apiStay, apiViewing, inDays } from '../testing/viewings';
import { CalenderPanel } from './calender-panel';

const feed = { 'GET /calendar/feed': { body: { result: { url: 'http://localhost/api/calendar/abc.def.ics' } } } };

async function show(routes: Parameters<typeof mockFetch>[0], width = 1280, props: Parameters<typeof CalenderPanel>[0] = {}) {
  setViewportWidth(width);
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch({ ...feed, ...routes });
  await act(async () => {
    renderAt(<CalenderPanel {...props} />, '/owner-dashboard?tab=calender');
  });
  return mock;
}

/** Shows the month of `date` (the panel opens on this month). */
async function goTo(date: string) {
  if (monthOf(date) === monthOf(accraToday())) return;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  });
}

describe('the Calender tab', () => {
  test('lists each viewing on its date as \'Viewing for {first name} {last name}\', and the lister confirms it', async () => {
    const when = inDays(2);
    let confirmed = false;
    const { calls } = await show({
      'GET /viewings': () => ({ body: { result: { viewings: [apiViewing({ date: `${when}T10:00:00.000Z`, ...(confirmed ? { status: 'confirmed', statusText: 'Confirmed', actions: ['propose', 'cancel'] } : {}) })] } } }),
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'POST /viewings/v-1/confirm': () => {
        confirmed = true;
        return { body: { message: 'Viewing confirmed', viewing: { id: 'v-1', date: `${when}T10:00:00.000Z`, status: 'confirmed' } } };
      },
    });
    await goTo(when);
    expect(screen.getByRole('heading', { name: monthLabel('en', monthOf(when)) })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 viewing waiting for your answer.');
    // By its full date: the grid also shows the days of the months either side, so a day number alone can repeat.
    const cell = screen.getByRole('gridcell', { name: formatDay('en', when) });
    fireEvent.click(within(cell).getByText('Viewing for Ama Mensah'));
    const dialog = screen.getByRole('dialog', { name: 'Viewing for Ama Mensah' });
    // The lister is told what the seeker waits for from him, not 'Waiting for the lister' (issue 32).
    expect(within(dialog).getByText('Ama waits for your answer: confirm this time, decline it or propose another')).toBeTruthy();
    expect(within(dialog).queryByText(/Waiting for the lister/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Propose another time' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/viewings/v-1/confirm')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Viewing for Ama Mensah' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Backlog number|1394/)).toBeNull();
  });

  test('the lister proposes another time from the free slots of a day', async () => {
    const when = inDays(2);
    const { calls } = await show({
      'GET /viewings': { body: { result: { viewings: [apiViewing({ date: `${when}T10:00:00.000Z` })] } } },
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'GET /properties/p-1/viewing-slots': { body: apiSlots(when) },
      'POST /viewings/v-1/propose': { body: { message: 'New time proposed', viewing: { id: 'v-1', date: `${when}T09:30:00.000Z`, status: 'proposed' } } },
    });
    await goTo(when);
    fireEvent.click(screen.getByText('Viewing for Ama Mensah'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Propose another time' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Propose another time' });
    fireEvent.click(within(dialog).getByRole('button', { name: '09:30' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Propose this time' }));
    });
    expect(calls.find((c) => c.path === '/viewings/v-1/propose')?.body).toEqual({ date: `${when}T09:30:00.000Z` });
  });

  test('a seeker sees their own viewing and cancels it, saying why', async () => {
    const when = inDays(3);
    const { calls } = await show({
      'GET /viewings': { body: { result: { viewings: [apiViewing({ date: `${when}T14:00:00.000Z`, role: 'seeker', actions: ['cancel'], content: 'Viewing for Ama Mensah' })] } } },
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'POST /viewings/v-1/cancel': { body: { message: 'Viewing cancelled', viewing: { id: 'v-1', date: `${when}T14:00:00.000Z`, status: 'cancelled' } } },
    });
    await goTo(when);
    fireEvent.click(screen.getByText('Viewing: Three-bedroom house in East Legon'));
    const dialog = screen.getByRole('dialog', { name: 'Your viewing' });
    expect(within(dialog).getByText('With Kwame B.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel viewing' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'I found a place' } });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Cancel the viewing' })).getByRole('button', { name: 'Cancel viewing' }));
    });
    expect(calls.find((c) => c.path === '/viewings/v-1/cancel')?.body).toEqual({ reason: 'I found a place' });
  });

  test('a seeker’s viewing shows its fee’s payment, and a stay of theirs its payment (each handed in by the app)', async () => {
    const when = inDays(3);
    const renderFee = jest.fn(() => <p>the viewing fee</p>);
    const renderPay = jest.fn(() => <p>the stay payment</p>);
    await show(
      {
        'GET /viewings': { body: { result: { viewings: [apiViewing({ date: `${when}T14:00:00.000Z`, role: 'seeker', actions: ['cancel'], content: 'Viewing for Ama Mensah' })] } } },
        'GET /stay-requests': { body: { result: { stays: [apiStay({ role: 'seeker' })] } } },
      },
      1280,
      { renderFee, renderPay },
    );
    await goTo(when);
    fireEvent.click(screen.getByText('Viewing: Three-bedroom house in East Legon'));
    expect(within(screen.getByRole('dialog', { name: 'Your viewing' })).getByText('the viewing fee')).toBeTruthy();
    expect(renderFee).toHaveBeenCalledWith(expect.objectContaining({ viewingId: 'v-1', title: 'Viewing fee for Three-bedroom house in East Legon', payer: true }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Your viewing' })).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your viewing' })).toBeNull());
    expect(screen.getByText('the stay payment')).toBeTruthy();
    expect(renderPay).toHaveBeenCalledWith(expect.objectContaining({ dealing: { kind: 'stay', id: 's-1' }, payer: true }));
  });

  test('when the lister proposes another time, the pushed notification makes the calendar ask again and show it, in the viewing open too', async () => {
    const when = inDays(3);
    const mine = { role: 'seeker', content: 'Viewing for Ama Mensah' };
    let viewing = apiViewing({ ...mine, date: `${when}T14:00:00.000Z`, actions: ['cancel'] });
    setViewportWidth(1280);
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({ ...feed, 'GET /viewings': () => ({ body: { result: { viewings: [viewing] } } }), 'GET /stay-requests': { body: { result: { stays: [] } } } });
    const live = fakeLiveChanges();
    await act(async () => {
      renderAt(
        <LiveChangesProvider value={live.changes}>
          <CalenderPanel />
        </LiveChangesProvider>,
        '/owner-dashboard?tab=calender',
      );
    });
    await goTo(when);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByText('Viewing: Three-bedroom house in East Legon'));
    const dialog = screen.getByRole('dialog', { name: 'Your viewing' });
    expect(within(dialog).getByText('Waiting for Kwame B. to confirm')).toBeTruthy();
    const asked = () => calls.filter((c) => c.path === '/viewings').length;
    const before = asked();

    act(() => live.push({ kind: 'offer' }));
    viewing = apiViewing({ ...mine, date: `${when}T16:00:00.000Z`, status: 'proposed', statusText: 'New time proposed', actions: ['accept', 'decline', 'cancel'] });
    act(() => live.push({ kind: 'viewing' }));
    expect(await within(screen.getByRole('dialog', { name: 'Your viewing' })).findByText('New time proposed: accept it or cancel')).toBeTruthy();
    expect(asked()).toBe(before + 1);
    // Behind the dialog (hidden from the accessibility tree while it is open), the waiting line counts it.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1 viewing waiting for your answer.');
    // A stay's news reloads it too.
    act(() => live.push({ kind: 'stay' }));
    await waitFor(() => expect(asked()).toBe(before + 2));
  });

  test('stay requests are answered in the list, and booked stays fill their nights', async () => {
    const { calls } = await show({
      'GET /viewings': { body: { result: { viewings: [] } } },
      'GET /stay-requests': { body: { result: { stays: [apiStay(), apiStay({ _id: 's-2', status: 'accepted', statusText: 'Booked', start: accraToday(), end: inDays(1), nights: 1, message: null, actions: ['cancel'], seeker: { first_name: 'Esi', last_name: 'Quaye' } })] } } },
      'POST /stay-requests/s-1/accept': { body: { message: 'Stay accepted: the nights are booked', stay: { id: 's-1', status: 'accepted' } } },
    });
    expect(screen.getByText('We arrive after 9 pm', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('Stay: Esi Quaye')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/stay-requests/s-1/accept')).toBe(true);
  });

  test('an empty month says so; on a phone the month is a list of the days that have something', async () => {
    await show({ 'GET /viewings': { body: { result: { viewings: [] } } }, 'GET /stay-requests': { body: { result: { stays: [] } } } }, 360);
    expect(screen.getByText(/Nothing booked in/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No stay requests waiting and no stays booked.')).toBeTruthy();
  });

  test('when the calendar cannot be loaded it says so and retries', async () => {
    let fail = true;
    await show({ 'GET /viewings': () => (fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'InternalError' } } : { body: { result: { viewings: [] } } }), 'GET /stay-requests': { body: { result: { stays: [] } } } });
    expect(screen.getByText('We could not load your calendar')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(screen.getByRole('grid', { name: 'Month' })).toBeTruthy();
  });

  test('the calendar link can be copied, and reset after asking', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { calls } = await show({
      'GET /viewings': { body: { result: { viewings: [] } } },
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'POST /calendar/feed/reset': { body: { message: 'Calendar link reset: the old link no longer works', result: { url: 'http://localhost/api/calendar/new.link.ics' } } },
    });
    expect((screen.getByLabelText('Calendar link') as HTMLInputElement).value).toBe('http://localhost/api/calendar/abc.def.ics');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/calendar/abc.def.ics');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Reset your calendar link?' })).getByRole('button', { name: 'Reset link' }));
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/calendar/feed/reset')).toBe(true);
    expect((screen.getByLabelText('Calendar link') as HTMLInputElement).value).toBe('http://localhost/api/calendar/new.link.ics');
  });
});

describe('viewing hours', () => {
  test('a lister sets a listing\'s weekly hours: a day closed, another shortened, saved in one call', async () => {
    const everyDay = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { from: '08:00', to: '18:00' }]));
    setViewportWidth(1280);
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({
      ...feed,
      'GET /viewings': { body: { result: { viewings: [] } } },
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'GET /properties': { body: { result: { properties: [{ id: 'p-1', title: 'Three-bedroom house in East Legon' }], total: 1 } } },
      'GET /organizations/properties': { status: 404, body: { message: 'You are not signed in as an organization or one of its members', code: 'NotAMember' } },
      'GET /properties/p-1/viewing-hours': { body: { result: { hours: everyDay } } },
      'PUT /properties/p-1/viewing-hours': { body: { message: 'Viewing hours saved', hours: everyDay } },
    });
    await act(async () => {
      renderAt(<CalenderPanel lists="person" />, '/owner-dashboard?tab=calender');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Viewing hours' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Viewing hours' });
    expect(within(dialog).getByText('Three-bedroom house in East Legon')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sunday' }));
    expect(within(dialog).getAllByText('No viewings')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    });
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/properties/p-1/viewing-hours', body: { hours: { ...everyDay, sun: null } } });
    expect(screen.queryByRole('dialog', { name: 'Viewing hours' })).toBeNull();
  });

  test('someone who does not list sees no Viewing hours', async () => {
    await show({ 'GET /viewings': { body: { result: { viewings: [] } } }, 'GET /stay-requests': { body: { result: { stays: [] } } } });
    expect(screen.queryByRole('button', { name: 'Viewing hours' })).toBeNull();
  });
});

describe('an organization\'s Calender', () => {
  test('sets the hours of the organization\'s listings only, never calling a person\'s own listings', async () => {
    const everyDay = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { from: '08:00', to: '18:00' }]));
    setViewportWidth(1280);
    storeSession({ token: 't-org', organization: { id: 'o-1', name: 'Acme Homes', url_name: 'acme' } });
    const { calls } = mockFetch({
      ...feed,
      'GET /viewings': { body: { result: { viewings: [apiViewing()] } } },
      'GET /stay-requests': { body: { result: { stays: [] } } },
      'GET /organizations/properties': { body: { result: { properties: [{ id: 'p-7', title: 'Airport Residential flat' }], total: 1 } } },
      'GET /properties/p-7/viewing-hours': { body: { result: { hours: everyDay } } },
    });
    await act(async () => {
      renderAt(<CalenderPanel lists="organization" />, '/organization-dashboard?tab=calender');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Viewing hours' }));
    });
    expect(within(screen.getByRole('dialog', { name: 'Viewing hours' })).getByText('Airport Residential flat')).toBeTruthy();
    expect(calls.some((c) => c.path === '/properties')).toBe(false);
  });
});
