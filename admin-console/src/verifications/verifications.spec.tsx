import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';

const waiting = {
  id: 'u1.ghana_card', userId: 'u1', userName: 'Kwame Boateng', userEmail: 'kwame@example.com', kind: 'ghana_card', kindLabel: 'Ghana Card (owners)',
  number: 'GHA-123456789-0', document: 'card.pdf', documentLocation: '/api/auth/documents/card.pdf', status: 'pending', state: 'pending', submittedAt: '2026-11-20T10:00:00.000Z',
};

const api = (onPost: (request: ApiRequest) => Response) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') return onPost(request);
    if (url.pathname === '/api/admin/verifications') return listAnswer('verifications', [waiting]);
    if (url.pathname === '/api/admin/verifications/u1.ghana_card') return jsonAnswer(200, waiting);
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

test('When staff open Verifications, then the waiting ones are asked for, oldest first', async () => {
  window.location.hash = '#/verifications';
  const calls = api(() => jsonAnswer(500, {}));
  render(<App />);
  expect(await screen.findByText('GHA-123456789-0')).toBeTruthy();
  expect(calls.listed('/api/admin/verifications').at(-1)).toMatchObject({ sort: ['submittedAt', 'ASC'], filter: { status: 'pending' } });
});

test('When staff verify with an expiry date and a reason, then both are posted; a missing expiry shows under its field', async () => {
  window.location.hash = '#/verifications/u1.ghana_card/show';
  const posts: ApiRequest[] = [];
  api((request) => {
    posts.push(request);
    const body = JSON.parse(String(request.init.body)) as { expiresOn?: string };
    if (!body.expiresOn) return jsonAnswer(400, { message: 'Choose when the verification expires', errors: { expiresOn: 'Choose when the verification expires' } });
    return jsonAnswer(200, { id: 'u1.ghana_card', message: 'Verified; the badge shows on their listings' });
  });
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Card matches the photo' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByText('Choose when the verification expires')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Expires on'), { target: { value: '2027-11-23' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Verified; the badge shows on their listings')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/verifications/u1.ghana_card/approve');
  expect(JSON.parse(String(posts.at(-1)!.init.body))).toEqual({ reason: 'Card matches the photo', expiresOn: '2027-11-23' });
});
