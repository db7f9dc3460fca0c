import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { STAFF_KEY } from '../providers/session';
import { fakeApi, jsonAnswer, listAnswer, signIn } from '../testing/fakeApi';
import type { ProjectionRecord } from './ProjectionsList';

const base: ProjectionRecord = { id: 'users', version: 2, liveVersion: 2, generation: '', checkpoint: 120, head: 120, lag: 0, rate: 0, error: null, rebuild: null, lastRebuild: null, stale: false, updatedAt: '2026-11-25T10:00:00.000Z' };
const rebuilding: ProjectionRecord = {
  ...base,
  id: 'listings',
  version: 7,
  liveVersion: 6,
  rebuild: { generation: 'v7g1', position: 60, target: 120, percent: 50, rate: 900, startedAt: '2026-11-25T10:00:00.000Z', requestedBy: 's1', reason: 'New field' },
};
const failed: ProjectionRecord = { ...base, id: 'offers', checkpoint: 80, lag: 40, error: 'TypeError: boom' };
const folding: ProjectionRecord = {
  ...base,
  id: 'conversations',
  rebuild: { generation: 'v2g3', position: 620_000, target: 1_000_000, percent: 62, rate: 24_310, phase: 'folding', loaded: 0, toLoad: 0, etaSeconds: 16, startedAt: '2026-11-25T10:00:00.000Z', requestedBy: 's1', reason: 'Fixed' },
};
const writing: ProjectionRecord = {
  ...base,
  id: 'messages',
  rebuild: { generation: 'v1g2', position: 1_000_000, target: 1_000_000, percent: 40, rate: 20_000, phase: 'loading', loaded: 128_000, toLoad: 320_000, etaSeconds: 150, startedAt: '2026-11-25T10:00:00.000Z', requestedBy: 's1', reason: 'Fixed' },
};

const as = (role: string) => {
  signIn();
  localStorage.setItem(STAFF_KEY, JSON.stringify({ id: 's1', email: 'ama@fie.gh', name: 'Ama Mensah', role }));
};
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const monitorApi = (onCommand: (body: { reason?: string }, path: string) => Response = () => jsonAnswer(500, {})) =>
  fakeApi(({ url, method, init }) => {
    if (url.pathname === '/api/admin/projections' && method === 'GET') return listAnswer('projections', [failed, rebuilding, base, folding, writing]);
    if (method === 'POST' && url.pathname.startsWith('/api/admin/projections/')) return onCommand(JSON.parse(String(init.body)), url.pathname);
    return undefined;
  });

describe('the projections monitor', () => {
  test('Each projection shows its checkpoint, lag and state; a rebuild shows its progress bar; the list refreshes by itself', async () => {
    as('analyst');
    const api = monitorApi();
    window.location.hash = '#/projections';
    render(<App />);
    expect(await screen.findByText('Up to date')).toBeTruthy();
    expect(screen.getByText('TypeError: boom')).toBeTruthy();
    expect(screen.getByText('Rebuilding as v7g1: 50 % (60 of 120)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Rebuild of listings: 50 %' }).getAttribute('aria-valuenow')).toBe('50');
    // A bulk rebuild says what it is doing, how fast, and how long it has left.
    expect(screen.getByText('Rebuilding as v2g3: reading the log, 62 % (620,000 of 1,000,000 events), 24,310 events a second, about 16 s left')).toBeTruthy();
    expect(screen.getByText('Rebuilding as v1g2: writing its documents, 40 % (128,000 of 320,000), about 3 min left')).toBeTruthy();
    // An analyst reads; only administrators rebuild.
    expect(screen.queryByRole('button', { name: 'Rebuild' })).toBeNull();
    const before = api.listed('/api/admin/projections').length;
    // It asks again by itself (every 2 s): wait for that, however long a busy machine takes.
    await waitFor(() => expect(api.listed('/api/admin/projections').length).toBeGreaterThan(before), { timeout: 10_000 });
  });

  test('An administrator rebuilds with a reason: without one the server\'s message shows under the field', async () => {
    as('administrator');
    const sent: { path: string; body: unknown }[] = [];
    monitorApi((body, path) => {
      sent.push({ path, body });
      return body.reason ? jsonAnswer(202, { id: 'users', message: 'Rebuilding users: the live read model keeps serving until the new one has caught up' }) : jsonAnswer(400, { message: 'Give a reason: it is kept with the rebuild', errors: { reason: 'Give a reason: it is kept with the rebuild' } });
    });
    window.location.hash = '#/projections';
    render(<App />);
    const buttons = await screen.findAllByRole('button', { name: 'Rebuild' });
    fireEvent.click(buttons[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rebuild: users')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await within(dialog).findByText('Give a reason: it is kept with the rebuild')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'The users projection changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('Rebuilding users: the live read model keeps serving until the new one has caught up')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/api/admin/projections/users/rebuild', body: { reason: 'The users projection changed' } });
  });
});
