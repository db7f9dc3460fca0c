import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch';
import { renderAt } from '../../testing/render';
import type { DashboardUser } from './types';
import { UserDashboard } from './user-dashboard';

const owner: DashboardUser = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', userType: 'owner', documents: [] };

test('the circular search button opens the search drawer the app hands in, and its close button closes it', () => {
  mockFetch({});
  const renderSearchDrawer = jest.fn(({ open, onClose }: { open: boolean; onClose: () => void }) =>
    open ? (
      <button type="button" onClick={onClose}>
        Close the drawer
      </button>
    ) : null,
  );
  renderAt(<UserDashboard user={owner} onRefresh={jest.fn(async () => null)} onAccountDeleted={jest.fn()} renderSearchDrawer={renderSearchDrawer} />, '/owner-dashboard');

  // Nothing of the drawer is made (or downloaded) before the button is pressed.
  expect(renderSearchDrawer).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Search property' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close the drawer' }));
  expect(renderSearchDrawer).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
});
