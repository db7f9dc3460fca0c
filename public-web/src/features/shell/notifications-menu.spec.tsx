import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { LocationProbe } from '../../testing/render';
import { NotificationsMenu } from './notifications-menu';
import type { BellItem, BellState } from './notifications';

const newest: BellItem = { id: 'n-2', title: 'New message from Kwame M.', body: 'About 3 bedroom house in East Legon', link: '/owner-dashboard#messages/m-2', read: false, createdAt: '2026-11-20T10:05:00.000Z' };
const older: BellItem = { id: 'n-1', title: 'New message from Esi O.', body: 'About a shop in Osu', link: '/owner-dashboard#messages/m-1', read: true, createdAt: '2026-11-19T08:00:00.000Z' };

function bell(over: Partial<BellState> = {}): BellState {
  return { status: 'ready', unread: 1, items: [newest, older], latestMessageLink: '/owner-dashboard#messages/m-2', onOpen: jest.fn(), onMarkAllRead: jest.fn(), onRetry: jest.fn(), ...over };
}

function show(state: BellState) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/search-property']}>
        <NotificationsMenu state={state} />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

async function openMenu(name: string | RegExp = /^Notifications/) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', { name: 'Notifications' });
}

describe('the notifications bell', () => {
  test('past 99 the badge says 99+', () => {
    show(bell({ unread: 140 }));

    expect(screen.getByTestId('notifications-badge').textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 140 unread' })).toBeTruthy();
  });

  test('the badge counts unread notifications and disappears at none', () => {
    show(bell({ unread: 0, items: [older] }));

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  test('lists the notifications newest first; opening one marks it read and follows its link', async () => {
    const state = bell();
    show(state);

    const menu = await openMenu('Notifications, 1 unread');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]!.textContent).toContain('Unread: New message from Kwame M.');
    expect(items[0]!.textContent).toContain('About 3 bedroom house in East Legon');
    expect(items[1]!.textContent).toContain('New message from Esi O.');
    expect(items[1]!.textContent).not.toContain('Unread');

    fireEvent.click(items[0]!);
    expect(state.onOpen).toHaveBeenCalledWith(newest);
    expect(screen.getByTestId('location').textContent).toBe('/owner-dashboard');
  });

  test('Mark all as read asks the app to, and is off when nothing is unread', async () => {
    const state = bell();
    show(state);
    const menu = await openMenu();

    fireEvent.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    expect(state.onMarkAllRead).toHaveBeenCalled();
  });

  test('links to the latest message under the dashboard', async () => {
    show(bell());
    const menu = await openMenu();

    expect(within(menu).getByRole('menuitem', { name: 'Open the latest message' }).getAttribute('href')).toBe('/owner-dashboard#messages/m-2');
  });

  test('with nothing to show it says so, and Mark all as read is off', async () => {
    show(bell({ unread: 0, items: [], latestMessageLink: undefined }));
    const menu = await openMenu();

    expect(within(menu).getByText('You have no notifications. When someone messages you, it shows here.')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  test('a failed load says why and offers Retry', async () => {
    const state = bell({ status: 'failed', error: 'We could not reach Fie. Check your connection and try again.', items: [], unread: 0 });
    show(state);
    const menu = await openMenu();

    expect(within(menu).getByRole('alert').textContent).toContain('We could not reach Fie');
    fireEvent.click(within(menu).getByRole('button', { name: 'Retry' }));
    expect(state.onRetry).toHaveBeenCalled();
  });
});
