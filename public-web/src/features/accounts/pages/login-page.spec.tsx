import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { formStateRequest, type FormState } from '@fie/domain';
import { mockFetch } from '../../../testing/fetch';
import { ama, Providers } from '../../../testing/render';
import { ServerPageData, requestKey } from '../../../lib/page-data';
import { LoginPage } from './login-page';

/**
 * The sign-in page is HTML from the server, alive to the eye before its code runs (issue 32): a person may type
 * before it hydrates, and its form posts as a plain form meanwhile. These tests draw it with React's server renderer,
 * as query-api does, then hydrate it in the browser (jsdom), as src/main.tsx does.
 */
function page(answers: Record<string, { status: number; body: unknown }> = {}) {
  return (
    <Providers route="/login?next=%2Fowner-dashboard">
      <ServerPageData answers={answers}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/owner-dashboard" element={<p>Dashboard</p>} />
        </Routes>
      </ServerPageData>
    </Providers>
  );
}

function serverDrawn(answers?: Record<string, { status: number; body: unknown }>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(answers));
  document.body.appendChild(container);
  return container;
}

const input = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the sign-in page drawn on the server', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  test('is a plain form posting to the sign-in call, with where to go next, before any code runs', () => {
    const container = serverDrawn();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/auth/login');
    expect(form.hasAttribute('data-plain-form')).toBe(true);
    expect(input(container, '_back').value).toBe('/login?next=%2Fowner-dashboard');
    expect(input(container, 'next').value).toBe('/owner-dashboard');
    expect(input(container, 'email')).toBeTruthy();
    expect(input(container, 'password').type).toBe('password');
    expect(input(container, 'shared').type).toBe('checkbox');
  });

  test('keeps what was typed before its code ran, and signs in with it once alive', async () => {
    const { calls } = mockFetch({ 'POST /auth/login': { body: { token: 'token-ama', user: ama } }, 'GET /auth/user': { body: ama } });
    const container = serverDrawn();
    // Typed into the server's HTML, before hydration.
    input(container, 'email').value = '024 412 3456';
    input(container, 'password').value = 'Akwaaba#2026';
    input(container, 'shared').checked = true;
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(input(container, 'email').value).toBe('024 412 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ path: '/auth/login', body: { email: '+233244123456', password: 'Akwaaba#2026', remember: false } }));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('token') ?? 'null')).toBe('token-ama'));
  });

  test('after a plain post was refused, shows the server’s words and what was typed (never the password)', () => {
    const state: FormState = { page: '/login', values: { email: 'ama@example.com' }, errors: {}, banner: { severity: 'error', message: 'Incorrect email or password' } };
    const container = serverDrawn({ [requestKey(formStateRequest)]: { status: 200, body: state } });
    expect(container.textContent).toContain('Incorrect email or password');
    expect(input(container, 'email').value).toBe('ama@example.com');
    expect(input(container, 'password').value).toBe('');
  });
});
