import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES, translator } from '@fie/domain';
import { mockFetch } from '../../testing/fetch';
import { englishOnScreen } from '../../testing/english-left';
import { renderIn } from '../../testing/in-language';
import { ama, storeSession } from '../../testing/render';
import { VerificationPanel } from '../verification/components/verification-panel';
import type { DashboardUser } from './types';
import { UserDashboard } from './user-dashboard';

/** The dashboard's own words, the shared components', the verified badges' and the figures the API says. */
const AREAS = ['dashboard', 'ui', 'verification', 'api.dashboard'];
const tw = translator('tw', CATALOGUES.tw);

const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const series = (counts: number[]) => ({ kind: 'daily' as const, days, counts: [...Array(30 - counts.length).fill(0), ...counts] });
/** The figures as the API answers a page in Twi (query-api says their words in the request's language). */
const twiFigures = {
  days,
  lister: {
    figures: [
      {
        key: 'listings', label: tw('api.dashboard.listings', 'Listings'), total: 2, detail: tw('api.dashboard.listings.live', '{count} live', { count: 1 }),
        parts: [{ key: 'published', label: tw('api.dashboard.status.published', 'Live'), count: 1 }, { key: 'let', label: tw('api.dashboard.status.let', 'Let'), count: 1 }],
        series: { kind: 'running' as const, days, counts: Array(30).fill(2) },
      },
      { key: 'enquiries', label: tw('api.dashboard.enquiries', 'Enquiries'), total: 1, detail: tw('api.dashboard.enquiries.recent', '{count} in the last {days} days', { count: 1, days: 30 }), series: series([1]), perListing: { a: 1, b: 0 } },
      { key: 'viewings', label: tw('api.dashboard.viewings', 'Upcoming viewings'), total: 1, detail: tw('api.dashboard.waiting-for-you', '{count} waiting for your answer', { count: 1 }), series: series([1, 0]), seriesLabel: tw('api.dashboard.viewings.requests', 'Viewing requests'), perListing: { a: 1, b: 0 } },
    ],
    listings: [
      { id: 'a', title: 'Chamber and hall, Kasoa', thumbnail: null, status: 'published' },
      { id: 'b', title: 'Dan wɔ Madina', thumbnail: null, status: 'let' },
    ],
  },
  seeker: { figures: [{ key: 'saved', label: tw('api.dashboard.saved', 'Saved properties'), total: 3, detail: tw('api.dashboard.saved.available', '{count} still available', { count: 2 }), series: { kind: 'running' as const, days, counts: Array(30).fill(3) } }] },
};

const kofi: DashboardUser = {
  firstName: 'Kofi',
  lastName: 'Boateng',
  email: 'kofi@example.com',
  phone: '+233244123456',
  userType: 'organization_member',
  organization: { name: 'Nkwa Homes', dateAdded: '2026-10-02T09:00:00.000Z' },
  documents: [{ filename: 'f-1', name: 'ghana-card.pdf', location: '/api/auth/documents/f-1', size: 120_000, uploadedAt: '2026-11-20T10:00:00.000Z' }],
};

async function show(route: string) {
  storeSession({ token: 't-kofi', user: ama });
  mockFetch({
    'GET /dashboard/figures': { body: { result: twiFigures } },
    'GET /notifications/preferences': { body: { result: {} } },
    'GET /verifications': {
      body: { verifications: [{ kind: 'ghana_card', kindLabel: 'Ghana Card (owners)', number: 'GHA-123456789-0', document: 'f-1', state: 'verified', submittedAt: '2026-11-20T10:00:00Z', expiresAt: '2027-06-30T23:59:59.999Z' }] },
    },
  });
  await act(async () => {
    renderIn('tw', <UserDashboard user={kofi} onRefresh={jest.fn(async () => null)} onAccountDeleted={jest.fn()} renderVerification={(documents) => <VerificationPanel documents={documents} />} />, route);
  });
}

describe('the dashboard in Twi', () => {
  test('the Dashboard tab: the title, the welcome, every tab, the figures, their charts in words and the table speak Twi', async () => {
    await show('/owner-dashboard');

    expect(await screen.findByRole('table', { name: 'Akontaabu ma dawurubɔ biara' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fie dashboard' })).toBeTruthy();
    expect(screen.getByText('Akwaaba Kofi')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dashboard', 'Agyapadeɛ', 'Nkra', 'Deɛ woakora', 'Boɔ a wɔaka', 'Sika a wɔatua', 'Abisadeɛ', 'Nkrataa', 'Wo ho nsɛm', 'Kalenda']);
    expect(within(screen.getByRole('region', { name: 'Dawurubɔ' })).getByText('1 ɛda adi')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kɔhwɛ abisadeɛ da biara nna 30 a atwam no mu: ɛnnɛ 0, da koro mu dodoɔ 1' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);
  });

  test('the Profile tab: its panels, and the dialog that deletes the account, speak Twi', async () => {
    await show('/owner-dashboard?tab=profile');

    // This part's panels (the account fields and the notices' choices are the accounts' and the texts' parts').
    const panels = ['Sesa password', 'Nkrataa', 'Afidie a woaba mu wɔ so', 'Adwumakuo', 'Pepa akawnt'].map((name) => screen.getByRole('region', { name }));
    // The tabs above them, and the page's title, too.
    panels.push(screen.getByRole('tablist'), screen.getByRole('heading', { level: 1 }));
    expect(englishOnScreen('tw', ['dashboard', 'ui'], panels)).toEqual([]);
    fireEvent.click(within(panels[4]!).getByRole('button', { name: 'Pepa akawnt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pepa akawnt' });
    expect(englishOnScreen('tw', ['dashboard', 'ui'], [dialog])).toEqual([]);
  });

  test('the Documents tab: the documents, the upload, the verified badge (its date in Twi) and the form speak Twi', async () => {
    await show('/owner-dashboard?tab=documents');

    expect(await screen.findByRole('heading', { name: 'Nya agyiraeɛ a ɛkyerɛ sɛ wɔahwɛ wo mu' })).toBeTruthy();
    expect(await screen.findByText(/^Wɔahwɛ mu kosi /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pepa ghana-card.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Pepa krataa' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);
  });
});
