import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { mockFetch } from '../../../testing/fetch';
import { InviteUserDialog, lookupDelayMs } from './invite-user-dialog';

const kofi = { _id: 'u-7', id: 'u-7', firstName: 'Kofi', lastName: 'Boateng', first_name: 'Kofi', last_name: 'Boateng', email: 'kofi@example.com' };

function setup() {
  render(
    <ThemeProvider theme={theme}>
      <InviteUserDialog organizationName="Acme Homes" onClose={jest.fn()} />
    </ThemeProvider>,
  );
}

const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
/** Moves the fake clock and lets the answered fetch settle. */
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
};
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the Invite User dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('looks the person up once, 500 ms after the last key press, then shows them with List Properties ticked', async () => {
    const { calls } = mockFetch({ 'GET /organizations/get-user-info': { body: { result: { user: kofi } } } });
    setup();

    typeEmail('kofi@example.c');
    await wait(300);
    typeEmail('kofi@example.co');
    await wait(300);
    typeEmail('kofi@example.com');
    await wait(lookupDelayMs - 1);
    expect(calls).toHaveLength(0);

    await wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/organizations/get-user-info' });
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toContain('email=kofi%40example.com');

    expect(await screen.findByText('Kofi Boateng')).toBeTruthy();
    expect(screen.getByText('kofi@example.com')).toBeTruthy();
    expect(checkbox('List Properties').checked).toBe(true);
    expect(checkbox('Delete Properties').checked).toBe(false);
    expect(checkbox('Manage Users').checked).toBe(false);
  });

  test('nothing is looked up while the address is not yet an email', async () => {
    const { calls } = mockFetch({});
    setup();

    typeEmail('kofi@');
    await wait(2000);

    expect(calls).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Invite User' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('Invite User sends the chosen permissions and says "Invite sent!"', async () => {
    const { calls } = mockFetch({
      'GET /organizations/get-user-info': { body: { result: { user: kofi } } },
      'POST /organizations/invite-member/u-7': { body: { message: 'Invite sent!' } },
    });
    setup();
    typeEmail('kofi@example.com');
    await wait(lookupDelayMs);
    await screen.findByText('Kofi Boateng');

    fireEvent.click(checkbox('Manage Users'));
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    await act(async () => undefined);

    expect(await screen.findByText('Invite sent!')).toBeTruthy();
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/organizations/invite-member/u-7', body: { permissions: ['list_properties', 'manage_users'] } });
  });

  test('a failed lookup clears the person found before and says "user not found"', async () => {
    // The first address is someone, the second no one.
    let lookups = 0;
    mockFetch({
      'GET /organizations/get-user-info': () =>
        lookups++ === 0 ? { body: { result: { user: kofi } } } : { status: 404, body: { message: 'user not found', code: 'NotFound' } },
    });
    setup();

    typeEmail('kofi@example.com');
    await wait(lookupDelayMs);
    await screen.findByText('Kofi Boateng');

    typeEmail('nobody@example.com');
    expect(screen.queryByText('Kofi Boateng')).toBeNull();
    await wait(lookupDelayMs);

    expect(await screen.findByText('user not found')).toBeTruthy();
    expect(screen.queryByText('Kofi Boateng')).toBeNull();
    expect((screen.getByRole('button', { name: 'Invite User' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('an invitation the server refuses shows "Something went wrong!" with its reason', async () => {
    mockFetch({
      'GET /organizations/get-user-info': { body: { result: { user: kofi } } },
      'POST /organizations/invite-member/u-7': { status: 409, body: { message: 'This person is already a member of your organization' } },
    });
    setup();
    typeEmail('kofi@example.com');
    await wait(lookupDelayMs);
    await screen.findByText('Kofi Boateng');

    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));

    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText('This person is already a member of your organization')).toBeTruthy();
  });
});
