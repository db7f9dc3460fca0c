import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { FlashProvider } from '../components/ui/flash-message';
import { FakeSocket } from '../features/conversations/testing/fixtures';
import { LocationProbe, setViewportWidth } from '../testing/render';
import { routes } from './routes';
import { theme } from './theme';

/** For the specs that run the whole site under jsdom (messaging, the organization's inbox): the app's routes at an address. */
export function Site({ at, probe = false }: { at: string; /** Shows the address, for tests that follow links. */ probe?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <FlashProvider>
        <MemoryRouter initialEntries={[at]}>
          <Suspense fallback={<p>loading</p>}>
            <Routes />
          </Suspense>
          {probe ? <LocationProbe /> : null}
        </MemoryRouter>
      </FlashProvider>
    </ThemeProvider>
  );
}

function Routes() {
  return useRoutes(routes);
}

/** Each test starts signed out, on a desktop-wide window, with the fake socket in place of the browser's (put back after). */
export function withFakeSockets() {
  const realWebSocket = globalThis.WebSocket;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setViewportWidth(1280);
    FakeSocket.all = [];
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    globalThis.WebSocket = realWebSocket;
  });
}
