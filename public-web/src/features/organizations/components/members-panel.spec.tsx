import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { renderAt, setViewportWidth } from '../../../testing/render';
import { fetchMembers } from '../api/members';
import { MembersPanel } from './members-panel';

const esi = {
  _id: 'u-2',
  id: 'u-2',
  firstName: 'Esi',
  lastName: 'Owusu-Ansah',
  email: 'esi@example.com',
  phone: '+233244123456',
  permissions: ['list_properties', 'manage_users'],
  date_added: '2026-03-12T09:00:00.000Z',
};
const yaw = { _id: 'u-3', id: 'u-3', first_name: 'Yaw', last_name: 'Asante', email: 'yaw@example.com', permissions: ['list_properties'] };

const load = (signal: AbortSignal) => fetchMembers('acme', { signal });

function setup(canManage = true) {
  renderAt(<MembersPanel organizationName="Acme Homes" load={load} loadKey="acme" canManage={canManage} />);
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the Users tab', () => {
  beforeEach(() => localStorage.clear());

  test('lists the members with their phone, permissions as chips and the date they were added', async () => {
    mockFetch({ 'GET /organizations/fetch-members/acme': { body: { users: [esi, yaw] } } });
    setup();

    await screen.findByText('Esi Owusu-Ansah');
    const esiRow = row('Esi Owusu-Ansah');
    expect(within(esiRow).getByText('esi@example.com')).toBeTruthy();
    expect(within(esiRow).getByText('024 412 3456')).toBeTruthy();
    expect(within(esiRow).getByText('List Properties')).toBeTruthy();
    expect(within(esiRow).getByText('Manage Users')).toBeTruthy();
    expect(within(esiRow).getByText('12 Mar 2026')).toBeTruthy();
    expect(within(row('Yaw Asante')).getByText('List Properties')).toBeTruthy();
  });

  test('edit saves the ticked permissions with PUT, says "Update successful" and reloads the table', async () => {
    let loads = 0;
    const { calls } = mockFetch({
      'GET /organizations/fetch-members/acme': () => {
        loads += 1;
        return { body: { users: loads === 1 ? [esi] : [{ ...esi, permissions: ['list_properties', 'delete_properties', 'manage_users'] }] } };
      },
      'PUT /organizations/members/u-2': { body: { message: 'Update successful', member: esi } },
    });
    setup();
    await screen.findByText('Esi Owusu-Ansah');

    fireEvent.click(within(row('Esi Owusu-Ansah')).getByRole('button', { name: 'Edit Esi Owusu-Ansah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Esi Owusu-Ansah' });
    expect((within(dialog).getByRole('checkbox', { name: 'Manage Users' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Delete Properties' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Update successful')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/organizations/members/u-2',
      body: { permissions: ['list_properties', 'delete_properties', 'manage_users'] },
    });
    await waitFor(() => expect(within(row('Esi Owusu-Ansah')).getByText('Delete Properties')).toBeTruthy());
    expect(loads).toBe(2);
  });

  test('remove asks first, then DELETEs, says "Member removed" and the member leaves the table', async () => {
    let removed = false;
    const { calls } = mockFetch({
      'GET /organizations/fetch-members/acme': () => ({ body: { users: removed ? [yaw] : [esi, yaw] } }),
      'DELETE /organizations/members/u-2': () => {
        removed = true;
        return { body: { message: 'Member removed' } };
      },
    });
    setup();
    await screen.findByText('Esi Owusu-Ansah');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Esi Owusu-Ansah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Member removed')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/organizations/members/u-2');
    await waitFor(() => expect(screen.queryByText('Esi Owusu-Ansah')).toBeNull());
    expect(screen.getByText('Yaw Asante')).toBeTruthy();
  });

  test('a refused edit keeps the dialog open with the server\'s reason', async () => {
    mockFetch({
      'GET /organizations/fetch-members/acme': { body: { users: [esi] } },
      'PUT /organizations/members/u-2': { status: 403, body: { message: 'You may not manage the users of this organization' } },
    });
    setup();
    await screen.findByText('Esi Owusu-Ansah');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Esi Owusu-Ansah' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You may not manage the users of this organization')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('without Manage Users there is no Add User, edit or remove', async () => {
    mockFetch({ 'GET /organizations/fetch-members/acme': { body: { users: [esi] } } });
    setup(false);
    await screen.findByText('Esi Owusu-Ansah');

    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  test('a failed load says "Could not load users" with the server\'s detail, and Refresh tries again', async () => {
    let attempts = 0;
    mockFetch({
      'GET /organizations/fetch-members/acme': () =>
        ++attempts === 1 ? { status: 503, body: { message: 'The read side is catching up' } } : { body: { users: [yaw] } },
    });
    setup();

    expect(await screen.findByText('Could not load users')).toBeTruthy();
    expect(screen.getByText('The read side is catching up')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Yaw Asante')).toBeTruthy();
  });

  test('on a phone each member is a card with the same permissions and actions', async () => {
    const desktop = window.matchMedia;
    setViewportWidth(390);
    try {
      mockFetch({ 'GET /organizations/fetch-members/acme': { body: { users: [esi] } } });
      setup();

      const card = (await screen.findByText('Esi Owusu-Ansah')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Manage Users')).toBeTruthy();
      expect(within(card).getByText('Added 12 Mar 2026')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Remove Esi Owusu-Ansah' })).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });

  test('Add User opens the Invite User dialog', async () => {
    mockFetch({ 'GET /organizations/fetch-members/acme': { body: { users: [] } } });
    setup();
    await screen.findByText(/No users yet/);

    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('dialog', { name: 'Invite User' })).toBeTruthy();
  });
});
