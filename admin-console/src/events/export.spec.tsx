import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn } from '../testing/fakeApi';

const event = { id: '7', position: 7, streamId: 'listing-l1', streamType: 'listing', revision: 0, type: 'ListingCreated', data: {}, metadata: {}, createdAt: '2026-11-20T10:00:00.000Z' };

const eventsApi = (exported: () => Response) =>
  fakeApi(({ url }) => {
    if (url.pathname === '/api/admin/events/export') return exported();
    if (url.pathname === '/api/admin/events') return listAnswer('events', [event]);
    if (url.pathname === '/api/admin/event-types') return listAnswer('event-types', [{ id: 'ListingCreated', name: 'ListingCreated', count: 1 }]);
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('exporting the event history', () => {
  test('Export CSV asks the server for every event the list\'s filters match, with the session, and saves the file it names', async () => {
    const api = eventsApi(() => new Response('position,createdAt\r\n', { headers: { 'Content-Disposition': 'attachment; filename="fie-events-x.csv"' } }));
    window.location.hash = `#/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ListingCreated' }))}`;
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const request = api.requests.find((r) => r.url.pathname === '/api/admin/events/export')!;
    expect(request.url.searchParams.get('format')).toBe('csv');
    expect(JSON.parse(request.url.searchParams.get('filter')!)).toEqual({ type: 'ListingCreated' });
    expect((request.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  test('When the server refuses, then the console says the export failed and why', async () => {
    eventsApi(() => jsonAnswer(400, { message: 'Choose ndjson or csv', errors: { format: 'Choose ndjson or csv' } }));
    window.location.hash = '#/events';
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'NDJSON' }));
    expect(await screen.findByText('The export failed: Choose ndjson or csv')).toBeTruthy();
  });
});
