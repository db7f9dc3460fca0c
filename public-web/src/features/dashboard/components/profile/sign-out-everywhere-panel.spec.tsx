import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../../testing/fetch';
import { renderAt } from '../../../../testing/render';
import { readSession, writeJson } from '../../../../lib/storage';
import { SignOutEverywherePanel } from './sign-out-everywhere-panel';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('Signing out of every device asks the server, then signs this device out too', async () => {
  writeJson('token', 'tok-1', 'local');
  writeJson('user', { id: 'u1', first_name: 'Ama' }, 'local');
  const { calls } = mockFetch({ 'POST /auth/sign-out-everywhere': { body: { message: 'Signed out of every device' } } });
  const onSignedOut = jest.fn();
  renderAt(<SignOutEverywherePanel onSignedOut={onSignedOut} />, '/owner-dashboard?tab=profile');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out of every device' }));
  await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('Signed out of every device'));
  expect(calls.find((c) => c.path === '/auth/sign-out-everywhere')).toMatchObject({ method: 'POST', headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }) });
});

test('When the server cannot be reached, it says so and the device stays signed in', async () => {
  writeJson('token', 'tok-2', 'local');
  mockFetch({ 'POST /auth/sign-out-everywhere': { status: 500, body: { message: 'Something went wrong on our side', code: 'InternalError' } } });
  const onSignedOut = jest.fn();
  renderAt(<SignOutEverywherePanel onSignedOut={onSignedOut} />, '/owner-dashboard?tab=profile');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out of every device' }));
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(onSignedOut).not.toHaveBeenCalled();
  expect(readSession().token).toBe('tok-2');
});
