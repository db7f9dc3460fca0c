import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, type Answer } from '../../testing/fetch';
import { englishOnScreen } from '../../testing/english-left';
import { renderIn } from '../../testing/in-language';
import { apiProperty } from '../../testing/properties';
import { setViewportWidth, storeSession } from '../../testing/render';
import { OrganizationPage } from './pages/organization-page';
import { OrganizationRegistrationPage } from './pages/organization-registration-page';
import { OwnOrganizationDashboardPage } from './pages/own-organization-dashboard-page';

const AREAS = ['organizations', 'org-page', 'ui'];
// The phone field is the accounts part's (components/ui/phone-field), its words in its own area.
const fields = { othersWords: ['Phone number'] };
const acme = { _id: 'o-1', id: 'o-1', name: 'Nkwa Homes', url_name: 'nkwa', email: 'info@nkwa.com.gh', phone: '+233302123456', address: 'Osu, Nkran', created_at: '2026-01-10T09:00:00.000Z' };
const esi = { _id: 'u-2', id: 'u-2', firstName: 'Esi', lastName: 'Owusu', email: 'esi@example.com', phone: '+233244123456', permissions: ['list_properties', 'manage_users'], date_added: '2026-03-12T09:00:00.000Z' };
const yaw = { _id: 'u-3', id: 'u-3', first_name: 'Yaw', last_name: 'Asante', email: 'yaw@example.com', permissions: [] };
const listings = { body: { result: { featured: [apiProperty({ id: 'f0', title: 'Dan wɔ Osu' })], properties: [apiProperty({ id: 'f0', title: 'Dan wɔ Osu' }), apiProperty({ id: 'p1', title: 'Sotɔɔ wɔ Madina' })], total: 2, page: 1, pageSize: 15 } } };
const documents = {
  body: { result: { documents: [{ filename: 'd1.pdf', name: 'certificate.pdf', extension: 'pdf', size: 12000, uploadedAt: '2026-03-01T10:00:00.000Z', location: '/api/organizations/o-1/documents/d1.pdf', registration: true }] } },
};
const routes: Record<string, Answer> = {
  'GET /organizations/user': { body: acme },
  'GET /organizations/single/nkwa': { body: { result: { organization: acme } } },
  'GET /organizations/fetch-members/nkwa': { body: { users: [esi, yaw] } },
  'GET /organizations/nkwa/listings': listings,
  'GET /organizations/nkwa/documents': documents,
};

async function own(tab: string) {
  storeSession({ token: 't-org', organization: { name: 'Nkwa Homes', url_name: 'nkwa' } });
  mockFetch(routes);
  await act(async () => {
    renderIn('tw', <Routes><Route path="/organization-dashboard" element={<OwnOrganizationDashboardPage />} /></Routes>, `/organization-dashboard?tab=${tab}`);
  });
  await screen.findByRole('heading', { level: 1, name: 'Nkwa Homes' });
}

describe('an organization in Twi', () => {
  beforeEach(() => {
    localStorage.clear();
    setViewportWidth(1280);
  });

  test('its dashboard\'s Users tab: the tabs, the members\' table and the invitation dialog speak Twi', async () => {
    await own('users');

    expect(await screen.findByRole('table', { name: 'Mufoɔ' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agyapadeɛ', 'Mufoɔ', 'Abisadeɛ', 'Nkrataa', 'Dawurubɔ', 'Nkra', 'Boɔ a wɔaka', 'Kalenda', 'Ne ho nsɛm']);
    expect(screen.getByText('Onni kwan biara')).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Fa obi ka ho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frɛ obi' });
    expect(englishOnScreen('tw', AREAS, [dialog])).toEqual([]);
  });

  test('its dashboard\'s Profile, Documents and Advertisements tabs speak Twi', async () => {
    await own('profile');
    expect(screen.getByRole('form', { name: 'Adwumakuo no ho nsɛm' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS, undefined, fields)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Nkrataa' }));
    expect(await screen.findByText('Efi din kyerɛw mu')).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Dawurubɔ' }));
    expect(await screen.findByRole('group', { name: 'Dawurubɔ a ɛbɛda adi kan' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS)).toEqual([]);
  });

  test('its public page, as a visitor reads it (the words the server draws it with), speaks Twi', async () => {
    mockFetch(routes);
    await act(async () => {
      renderIn('tw', <Routes><Route path="/org/:id" element={<OrganizationPage viewer={{ kind: 'visitor' }} />} /></Routes>, '/org/nkwa');
    });

    expect(await screen.findByRole('heading', { name: 'Agyapadeɛ a Nkwa Homes de too dwa' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Dawurubɔ a ɛda adi kan' })).toBeTruthy();
    expect(englishOnScreen('tw', ['org-page', 'ui'])).toEqual([]);
    // A visitor has only the public tabs (issue 35): its listings and its profile.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agyapadeɛ', 'Ne ho nsɛm']);
    fireEvent.click(screen.getByRole('tab', { name: 'Ne ho nsɛm' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Ne ho nsɛm' })).toBeTruthy();
    expect(englishOnScreen('tw', ['org-page', 'ui'])).toEqual([]);
  });

  test('registering an organization speaks Twi', async () => {
    mockFetch({});
    await act(async () => {
      renderIn('tw', <OrganizationRegistrationPage />, '/organization-registration');
    });

    expect(screen.getByRole('heading', { name: 'Kyerɛw adwumakuo din' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kyerɛw adwumakuo no din' })).toBeTruthy();
    expect(englishOnScreen('tw', AREAS, undefined, fields)).toEqual([]);
  });
});
