import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme';
import { FlashProvider } from '../components/ui/flash-message';
import { AccountDialogsProvider, AuthProvider } from '../features/accounts';

/** Shows where the router is, so a test can assert a redirect: <p data-testid="location">/login?next=…</p>. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function Providers({ route = '/', children }: { route?: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <FlashProvider>
        <MemoryRouter initialEntries={[route]}>
          <AuthProvider>
            <AccountDialogsProvider>
              {children}
              <LocationProbe />
            </AccountDialogsProvider>
          </AuthProvider>
        </MemoryRouter>
      </FlashProvider>
    </ThemeProvider>
  );
}

/** Renders inside the same providers the app uses, at `route`. */
export function renderAt(ui: ReactElement, route = '/') {
  return render(<Providers route={route}>{ui}</Providers>);
}

/** A viewport of `width` px for MUI's useMediaQuery (jsdom has no layout, so matchMedia is evaluated here). */
export function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

/** A stored session, written the way the app writes it (JSON in localStorage). */
export function storeSession(session: { token: string; user?: unknown; organization?: unknown }) {
  localStorage.setItem('token', JSON.stringify(session.token));
  if (session.user) localStorage.setItem('user', JSON.stringify(session.user));
  if (session.organization) localStorage.setItem('organization', JSON.stringify(session.organization));
}

export const ama = {
  _id: 'u-1',
  id: 'u-1',
  firstName: 'Ama',
  lastName: 'Mensah',
  first_name: 'Ama',
  last_name: 'Mensah',
  email: 'ama@example.com',
  phone: '+233244123456',
  mobile: '+233244123456',
  user_type: 'seeker',
  createdAt: '2026-11-01T10:00:00.000Z',
};
