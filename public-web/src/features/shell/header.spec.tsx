import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { setHostModeOverride } from '../../lib/host-mode';
import { setViewportWidth } from '../../testing/render';
import { Header } from './header';
import type { BellState } from './notifications';
import type { Viewer } from './viewer';

const visitor: Viewer = { kind: 'visitor' };
const seeker: Viewer = { kind: 'user', firstName: 'Ama', userType: 'seeker' };
const owner: Viewer = { kind: 'user', firstName: 'Kwame', userType: 'owner' };
const agent: Viewer = { kind: 'user', firstName: 'Esi', userType: 'organization_member' };
const organization: Viewer = { kind: 'organization', name: 'Acme Homes' };

function renderHeader(viewer: Viewer, { route = '/', onLogin = jest.fn(), onLogout = jest.fn(), notifications = undefined as BellState | undefined } = {}) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Header viewer={viewer} onLogin={onLogin} onLogout={onLogout} notifications={notifications} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { onLogin, onLogout };
}

const link = (name: string) => screen.getByRole('link', { name });
const noLink = (name: string) => expect(screen.queryByRole('link', { name })).toBeNull();

describe('the header', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setHostModeOverride('app');
  });

  describe('at 900 px and wider', () => {
    beforeEach(() => setViewportWidth(1280));

    test('shows List Property and Post a request in app mode, and a Login button for visitors', () => {
      const { onLogin } = renderHeader(visitor);

      expect(link('List Property').getAttribute('href')).toBe('/info-list-property');
      expect(link('Post a request').getAttribute('href')).toBe('/add_request');
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(onLogin).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    });

    test('shows Market Property and Find Property in search and about modes', () => {
      setHostModeOverride('search');
      renderHeader(visitor);

      expect(link('Market Property').getAttribute('href')).toBe('/info-list-property');
      expect(link('Find Property').getAttribute('href')).toBe('/search-property');
      noLink('Post a request');
    });

    test('a seeker sees Register as an Owner, no Dashboard link, and List Property explains the options', () => {
      renderHeader(seeker);

      expect(link('Register as an Owner').getAttribute('href')).toBe('/seeker-owner-registration');
      noLink('Dashboard');
      expect(link('List Property').getAttribute('href')).toBe('/info-list-property');
    });

    test.each([
      ['an owner', owner],
      ['an organization member', agent],
    ])('%s sees the Dashboard link and List Property leads to the form', (_, viewer) => {
      renderHeader(viewer);

      expect(link('Dashboard').getAttribute('href')).toBe('/owner-dashboard');
      expect(link('List Property').getAttribute('href')).toBe('/list-property');
      noLink('Register as an Owner');
    });

    test('a signed-in organization sees the Organization Dashboard link', () => {
      renderHeader(organization);

      expect(link('Organization Dashboard').getAttribute('href')).toBe('/org');
      noLink('Register as an Owner');
    });

    test('the user menu button reads as the first name and opens Profile, Dashboard, My Account and Logout', async () => {
      const { onLogout } = renderHeader(seeker);

      fireEvent.click(screen.getByRole('button', { name: 'Ama' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/owner-dashboard?tab=profile');
      expect(within(menu).getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/owner-dashboard');
      expect(within(menu).getByRole('menuitem', { name: 'My Account' })).toBeTruthy();
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    });

    test('the notifications bell carries the unread count the app hands in', () => {
      const bell: BellState = { status: 'ready', unread: 3, items: [], onOpen: jest.fn(), onMarkAllRead: jest.fn(), onRetry: jest.fn() };
      renderHeader(owner, { notifications: bell });

      expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
      expect(screen.getByTestId('notifications-badge').textContent).toBe('3');
    });

    test('no second Login button on pages that are a sign-in form', () => {
      renderHeader(visitor, { route: '/confirm-registration?email=ama%40example.com' });

      expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    });
  });

  describe('below 900 px', () => {
    beforeEach(() => setViewportWidth(899));

    test('becomes a drawer with Search, About, List Property and Post a request', async () => {
      renderHeader(visitor);

      expect(screen.queryByRole('link', { name: 'Post a request' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('navigation', { name: 'Site menu' });
      for (const [name, href] of [
        ['Search', '/search-property'],
        ['About', '/about'],
        ['List Property', '/info-list-property'],
        ['Post a request', '/add_request'],
      ]) {
        expect(within(drawer).getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).toBeNull();
      expect(within(drawer).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    });

    test('adds Dashboard, Profile and Sign Out when signed in', async () => {
      const { onLogout } = renderHeader(owner);

      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('navigation', { name: 'Site menu' });
      expect(within(drawer).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/owner-dashboard');
      expect(within(drawer).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/owner-dashboard?tab=profile');
      expect(within(drawer).getByRole('link', { name: 'List Property' }).getAttribute('href')).toBe('/list-property');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Sign Out' }));
      expect(onLogout).toHaveBeenCalled();
    });
  });
});
