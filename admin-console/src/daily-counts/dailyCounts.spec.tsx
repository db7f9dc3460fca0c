import { render, screen } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, listAnswer, signIn } from '../testing/fakeApi';

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('the daily counts', () => {
  test('Each count is a chart of the last days with its total, and the days are a table, newest first', async () => {
    const api = fakeApi(({ url }) =>
      url.pathname === '/api/admin/daily-counts'
        ? listAnswer('daily-counts', [
            { id: '2026-11-23', signups: 4, listings: 2, messages: 9, viewings: 1, offers: 0, reports: 1 },
            { id: '2026-11-22', signups: 3, listings: 1, messages: 5, viewings: 0, offers: 2, reports: 0 },
          ])
        : undefined,
    );
    window.location.hash = '#/daily-counts';
    render(<App />);
    expect(await screen.findByRole('img', { name: 'Sign-ups a day: 3, 4' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Messages a day: 5, 9' })).toBeTruthy();
    expect(screen.getByText('2026-11-23')).toBeTruthy();
    expect(api.listed('/api/admin/daily-counts').at(-1)).toMatchObject({ sort: ['id', 'DESC'], range: [0, 29] });
  });

  test('With nothing counted yet, it says so', async () => {
    fakeApi(({ url }) => (url.pathname === '/api/admin/daily-counts' ? listAnswer('daily-counts', []) : undefined));
    window.location.hash = '#/daily-counts';
    render(<App />);
    expect(await screen.findByText('Nothing has happened yet.')).toBeTruthy();
  });
});
