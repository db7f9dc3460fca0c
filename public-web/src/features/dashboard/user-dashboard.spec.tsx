import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { mockFetch } from '../../testing/fetch';
import type { DashboardUser } from './types';
import { UserDashboard } from './user-dashboard';

const seeker: DashboardUser = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  phone: '+233244123456',
  userType: 'seeker',
  documents: [],
};
const owner: DashboardUser = {
  ...seeker,
  userType: 'owner',
  documents: [
    { filename: 'f-1', name: 'ghana-card.pdf', location: '/api/auth/documents/f-1', size: 120_000 },
    { filename: 'f-2', name: 'indenture.docx', location: '/api/auth/documents/f-2' },
    { filename: 'f-3', name: 'site-plan.dwg', location: '/api/auth/documents/f-3' },
  ],
};

function show(user: DashboardUser | null, route = '/owner-dashboard', onRefresh = jest.fn(async () => null)) {
  renderAt(<UserDashboard user={user} onRefresh={onRefresh} onAccountDeleted={jest.fn()} />, route);
  return onRefresh;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the user dashboard', () => {
  beforeEach(() => mockFetch({}));

  test('is titled "Fie dashboard" and welcomes the user by first name', () => {
    show(seeker);

    expect(screen.getByRole('heading', { level: 1, name: 'Fie dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome Ama')).toBeTruthy();
  });

  test('shows Properties only to owners and agents', () => {
    show(seeker);
    expect(tabNames()).toEqual(['Dashboard', 'Messages', 'Saved', 'Offers', 'Payments', 'Requests', 'Documents', 'Profile', 'Calendar']);
  });

  test('an owner sees every tab, Properties included', () => {
    show(owner);
    expect(tabNames()).toEqual(['Dashboard', 'Properties', 'Messages', 'Saved', 'Offers', 'Payments', 'Requests', 'Documents', 'Profile', 'Calendar']);
  });

  test('?tab=profile opens the Profile tab with its panels', () => {
    show(seeker, '/owner-dashboard?tab=profile');

    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['Personal Info', 'Documents', 'Change Password', 'Delete Account']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('heading', { name: 'Organization' })).toBeNull();
  });

  test('?tab=saved opens the Saved tab with the panel the app hands in', () => {
    renderAt(<UserDashboard user={seeker} onRefresh={jest.fn()} onAccountDeleted={jest.fn()} savedPanel={<p>Your saved properties</p>} />, '/owner-dashboard?tab=saved');

    expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('Your saved properties')).toBeTruthy();
  });

  test('?tab=offers&offer={id} (a notice\'s link) opens the Offers tab with the panel the app hands in', () => {
    renderAt(<UserDashboard user={seeker} onRefresh={jest.fn()} onAccountDeleted={jest.fn()} offersPanel={<p>Your offers</p>} />, '/owner-dashboard?tab=offers&offer=o-1');

    expect(screen.getByRole('tab', { name: 'Offers' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('Your offers')).toBeTruthy();
  });

  test('#messages/{messageId} (a notification\'s link) opens the Messages tab with the panel the app hands in', () => {
    renderAt(<UserDashboard user={seeker} onRefresh={jest.fn()} onAccountDeleted={jest.fn()} messagesPanel={<p>Your conversations</p>} />, '/owner-dashboard#messages/m-1');

    expect(screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('Your conversations')).toBeTruthy();
  });

  test('#profile opens the Profile tab too', () => {
    show(seeker, '/owner-dashboard#profile');
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });

  test('the Organization panel shows only for a member, with the name and date joined', () => {
    show({ ...seeker, userType: 'organization_member', organization: { name: 'Acme Homes', dateAdded: '2026-10-02T09:00:00.000Z' } }, '/owner-dashboard?tab=profile');

    const panel = screen.getByRole('region', { name: 'Organization' });
    expect(within(panel).getByText('Acme Homes')).toBeTruthy();
    expect(within(panel).getByText('2 Oct 2026')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Leave Organization' })).toBeTruthy();
  });

  test('choosing a tab puts it in the address', async () => {
    show(owner);
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard?tab=documents'));
  });

  test('the Calendar tab (older links say ?tab=calender) shows the calendar the app hands in, never a placeholder nor the sample \'Backlog number\'', () => {
    renderAt(<UserDashboard user={owner} onRefresh={jest.fn(async () => null)} onAccountDeleted={jest.fn()} calendarPanel={<p>Viewing for Ama Mensah</p>} />, '/owner-dashboard?tab=calender');
    expect(screen.getByText('Viewing for Ama Mensah')).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText(/1394|Backlog number/)).toBeNull();
  });

  test('the Documents tab shows each document with the icon of its extension, a generic one otherwise', () => {
    show(owner, '/owner-dashboard?tab=documents');

    const grid = screen.getByRole('list', { name: 'Your documents' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('[data-kind]')?.getAttribute('data-kind'))).toEqual(['pdf', 'word', 'file']);
    expect(within(grid).getByRole('button', { name: 'Delete ghana-card.pdf' })).toBeTruthy();
  });

  test('deleting a document asks first, then calls the server and reloads the profile', async () => {
    const { calls } = mockFetch({ 'POST /auth/delete-file': { body: { message: 'File deleted' } } });
    const onRefresh = show(owner, '/owner-dashboard?tab=documents');

    fireEvent.click(screen.getByRole('button', { name: 'Delete indenture.docx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onRefresh).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ path: '/auth/delete-file', body: { filename: 'f-2' } });
  });

  test('opening a document fetches it with the session token and shows it from memory', async () => {
    localStorage.setItem('token', JSON.stringify('token-ama'));
    const fetchMock = jest.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const tab = { location: { href: '' }, close: jest.fn() };
    window.open = jest.fn(() => tab) as unknown as typeof window.open;
    URL.createObjectURL = jest.fn(() => 'blob:fie/1');
    URL.revokeObjectURL = jest.fn();
    show(owner, '/owner-dashboard?tab=documents');

    fireEvent.click(screen.getByText('ghana-card.pdf'));

    await waitFor(() => expect(tab.location.href).toBe('blob:fie/1'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/documents/f-1', expect.objectContaining({ headers: { Authorization: 'Bearer token-ama' } }));
    localStorage.clear();
  });
});
