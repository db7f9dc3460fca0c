import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { resetSavedStore } from '../saved-store';
import { SaveButton } from './save-button';

function hearts(signedIn: boolean, onSignIn: (then?: () => void) => void = jest.fn()) {
  return renderAt(
    <>
      <SaveButton propertyId="p-1" name="House in East Legon" signedIn={signedIn} onSignIn={onSignIn} />
      <SaveButton propertyId="p-2" name="Shop in Adum" signedIn={signedIn} onSignIn={onSignIn} />
    </>,
  );
}
const heart = (name: string) => screen.getByRole('button', { name: `Save ${name}` });

describe('the heart', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSavedStore();
  });

  test('shows which properties the person saved, from one call for every heart on the page', async () => {
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({ 'GET /saved-properties/ids': { body: { result: { ids: ['p-2'] } } } });
    await act(async () => {
      hearts(true);
    });

    await waitFor(() => expect(heart('Shop in Adum').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('House in East Legon').getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.path === '/saved-properties/ids')).toHaveLength(1);
  });

  test('pressing it fills at once and saves; pressing again takes it off', async () => {
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({
      'GET /saved-properties/ids': { body: { result: { ids: [] } } },
      'POST /properties/p-1/save': { body: { message: 'Saved', saved: true } },
      'DELETE /properties/p-1/save': { body: { message: 'Removed from saved', saved: false } },
    });
    await act(async () => {
      hearts(true);
    });

    fireEvent.click(heart('House in East Legon'));
    expect(heart('House in East Legon').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/properties/p-1/save')).toBe(true));

    fireEvent.click(heart('House in East Legon'));
    expect(heart('House in East Legon').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/properties/p-1/save')).toBe(true));
  });

  test('when the server refuses, the heart empties again and a flash says why', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({
      'GET /saved-properties/ids': { body: { result: { ids: [] } } },
      'POST /properties/p-1/save': { status: 404, body: { message: 'Could not get property!', code: 'NotFound' } },
    });
    await act(async () => {
      hearts(true);
    });

    fireEvent.click(heart('House in East Legon'));
    expect(heart('House in East Legon').getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Not saved: Could not get property!')).toBeTruthy();
    expect(heart('House in East Legon').getAttribute('aria-pressed')).toBe('false');
  });

  test('a visitor is asked to sign in, and the property is saved once they are', async () => {
    const { calls } = mockFetch({
      'GET /saved-properties/ids': { body: { result: { ids: [] } } },
      'POST /properties/p-1/save': { body: { message: 'Saved', saved: true } },
    });
    let afterSignIn: (() => void) | undefined;
    await act(async () => {
      hearts(false, (then) => {
        afterSignIn = then;
      });
    });

    fireEvent.click(heart('House in East Legon'));
    expect(calls).toHaveLength(0);
    expect(afterSignIn).toBeDefined();

    await act(async () => {
      storeSession({ token: 't-ama', user: ama });
      afterSignIn!();
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/properties/p-1/save')).toBe(true));
  });
});
