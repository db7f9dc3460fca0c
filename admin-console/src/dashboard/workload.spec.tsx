import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, signIn } from '../testing/fakeApi';
import { waited } from './WorkloadCard';

const health = { status: 'ok', head: 1, stores: { events: { ok: true, adapter: 'sqlite' } }, projections: [] };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A one-record page of a list whose total is `total`, as ra-data-simple-rest reads it. */
const page = (resource: string, total: number, record: Record<string, unknown> | null) =>
  new Response(JSON.stringify(record ? [record] : []), { headers: { 'Content-Range': `${resource} 0-0/${total}` } });

beforeEach(() => {
  localStorage.clear();
  signIn();
  window.location.hash = '';
});
afterEach(() => jest.restoreAllMocks());

describe('the dashboard', () => {
  test('The moderation workload comes first: open reports of listings and messages, each queue\'s size and its oldest item\'s age, the payments waiting for staff; health below it', async () => {
    const queues: Record<string, number> = { any: 9, first_time: 4, reported: 3, flagged: 2, review: 1 };
    const api = fakeApi(({ url }) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, string>;
      if (url.pathname === '/api/health') return jsonAnswer(200, health);
      if (url.pathname === '/api/admin/listing-reports') return page('listing-reports', 5, { id: 'r1', reportedAt: hoursAgo(50) });
      if (url.pathname === '/api/admin/message-reports') return page('message-reports', 0, null);
      if (url.pathname === '/api/admin/listings') return page('listings', queues[filter.queue!]!, { id: 'l1', createdAt: hoursAgo(queues[filter.queue!]! * 24 + 1) });
      if (url.pathname === '/api/admin/partner-feeds') return page('partner-feeds', 0, null);
      if (url.pathname === '/api/admin/payments') return filter.status === 'disputed' ? page('payments', 2, { id: 'p1', updatedAt: hoursAgo(30) }) : page('payments', 0, null);
      return undefined;
    });
    render(<App />);
    const workload = await screen.findByRole('region', { name: 'Moderation workload' });
    const figure = (name: string) => within(workload).getByLabelText(name);
    await waitFor(() => expect(within(figure('Reports of listings')).getByText('5')).toBeTruthy());
    expect(within(figure('Reports of listings')).getByText('oldest reported 2 days ago')).toBeTruthy();
    await waitFor(() => expect(within(figure('Reports of messages')).getByText('0')).toBeTruthy());
    expect(within(figure('Reports of messages')).queryByText(/oldest/)).toBeNull();
    await waitFor(() => expect(within(figure('In any queue')).getByText('9')).toBeTruthy());
    expect(within(figure('In any queue')).getByText('oldest listed 9 days ago')).toBeTruthy();
    expect(within(figure('First-time listers')).getByText('4')).toBeTruthy();
    expect(within(figure('Review asked for')).getByText('oldest listed 25 hours ago')).toBeTruthy();
    expect(within(workload).getByRole('link', { name: 'Reported' }).getAttribute('href')).toBe(`#/listings?filter=${encodeURIComponent('{"queue":"reported"}')}`);
    // Payments waiting for a staff decision: the disputes, and those held because the amount differs.
    await waitFor(() => expect(within(figure('Disputed payments')).getByText('2')).toBeTruthy());
    expect(within(figure('Disputed payments')).getByText('oldest waiting 30 hours ago')).toBeTruthy();
    expect(within(figure('Held for staff')).getByText('0')).toBeTruthy();
    expect(api.listed('/api/admin/payments')).toContainEqual(expect.objectContaining({ filter: { status: 'held', mismatch: true }, sort: ['updatedAt', 'ASC'] }));
    expect(api.listed('/api/admin/listing-reports').at(-1)).toMatchObject({ filter: { status: 'open' }, sort: ['reportedAt', 'ASC'], range: [0, 0] });
    // Health is below the workload.
    const healthHeading = await screen.findByText('System health');
    expect(workload.compareDocumentPosition(healthHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('An age reads in the largest unit that says it', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(waited('2026-11-27T11:48:00.000Z', now)).toBe('12 minutes');
    expect(waited('2026-11-27T11:59:00.000Z', now)).toBe('1 minute');
    expect(waited('2026-11-27T07:00:00.000Z', now)).toBe('5 hours');
    expect(waited('2026-11-24T12:00:00.000Z', now)).toBe('3 days');
  });
});
