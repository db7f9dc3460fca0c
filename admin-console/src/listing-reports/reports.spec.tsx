import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const report = { id: 'l1.u1', listingId: 'l1', listingTitle: '3 bedroom house in East Legon', reporterId: 'u1', reason: 'scam', details: 'Asked for money first', status: 'open', outcome: null, note: null, resolvedBy: null, reportedAt: '2026-11-22T09:00:00.000Z', resolvedAt: null };
const messageReport = { id: 'mr1', conversationId: 'c1', messageId: 'm1', reporter: 'user:u2', reason: 'harassment', details: 'Threatened me', status: 'open', reportedAt: '2026-11-22T08:00:00.000Z' };
const listing = { id: 'l1', title: '3 bedroom house in East Legon', flags: [], status: 'published' };

const reportsApi = (onResolve: (request: ApiRequest) => Response) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname === '/api/admin/listing-reports/l1.u1/resolve') return onResolve(request);
    if (url.pathname === '/api/admin/listing-reports') return listAnswer('listing-reports', [report]);
    if (url.pathname === '/api/admin/listing-report-figures/current') return jsonAnswer(200, { id: 'current', open: 4, resolved: 9, medianHoursToResolve: 5.5 });
    if (url.pathname === '/api/admin/listings') return listAnswer('listings', [listing]);
    if (method === 'POST' && url.pathname === '/api/admin/message-reports/mr1/resolve') return onResolve(request);
    if (url.pathname === '/api/admin/message-reports') return listAnswer('message-reports', [messageReport]);
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('the reports queue', () => {
  test('Open reports are asked for oldest first, shown with the reason people chose and the figures', async () => {
    const api = reportsApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listing-reports';
    render(<App />);
    expect(await screen.findByText('Scam, or asked for money before a viewing')).toBeTruthy();
    expect(await screen.findByText('5.5 h')).toBeTruthy();
    expect(screen.getByText('Open reports')).toBeTruthy();
    expect(api.listed('/api/admin/listing-reports').at(-1)).toMatchObject({ filter: { status: 'open' }, sort: ['reportedAt', 'ASC'] });
  });

  test('When staff resolve without an outcome, then the server\'s message shows; with one, the outcome and note are sent', async () => {
    const sent: unknown[] = [];
    reportsApi((request) => {
      const body = JSON.parse(String(request.init.body));
      sent.push(body);
      return body.outcome ? jsonAnswer(200, { id: 'l1.u1', message: 'Report resolved; the reporter has been told' }) : jsonAnswer(400, { message: 'Choose the outcome', errors: { outcome: 'Choose the outcome' } });
    });
    window.location.hash = '#/listing-reports';
    render(<App />);
    await screen.findByText('Threatened me');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Resolve' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Choose the outcome')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Nothing against our rules'));
    fireEvent.change(within(dialog).getByLabelText('Note for the reporter'), { target: { value: 'The price is right' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved; the reporter has been told')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ outcome: 'no_action', note: 'The price is right' });
  });

  test('Reports of messages are listed below, open ones oldest first, and resolved through their own resource', async () => {
    const paths: string[] = [];
    const api = reportsApi((request) => {
      paths.push(request.url.pathname);
      return jsonAnswer(200, { id: 'mr1', message: 'Report resolved; the reporter has been told' });
    });
    window.location.hash = '#/listing-reports';
    render(<App />);
    expect(await screen.findByText('Harassment or threats')).toBeTruthy();
    expect(api.listed('/api/admin/message-reports').at(-1)).toMatchObject({ filter: { status: 'open' }, sort: ['reportedAt', 'ASC'] });
    const buttons = await screen.findAllByRole('button', { name: 'Resolve' });
    fireEvent.click(buttons[buttons.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report of this message' });
    fireEvent.click(within(dialog).getByLabelText('We acted on it'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved; the reporter has been told')).toBeTruthy();
    expect(paths).toEqual(['/api/admin/message-reports/mr1/resolve']);
  });
});
