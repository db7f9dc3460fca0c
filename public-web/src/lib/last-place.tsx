import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cookieLastPlace } from '@fie/domain';

/**
 * The place this device last searched (issue 32: the home page shows the newest listings there), kept in a cookie
 * so the server knows it for the first paint: the server's render is handed it (ServerLastPlace), the browser
 * reads the same cookie, and both draw the same page. A search page remembers the place it understood
 * (remember-place.ts, apart so the search page's first load carries only that).
 */
const ServerLastPlaceContext = createContext<string | null | undefined>(undefined);

export function ServerLastPlace({ place, children }: { place: string | undefined; children: ReactNode }) {
  return <ServerLastPlaceContext.Provider value={place ?? null}>{children}</ServerLastPlaceContext.Provider>;
}

/** The last place searched on this device, or undefined. */
export function useLastPlace(): string | undefined {
  const server = useContext(ServerLastPlaceContext);
  return useMemo(() => (server !== undefined ? (server ?? undefined) : typeof document === 'undefined' ? undefined : cookieLastPlace(document.cookie)), [server]);
}
