import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * What a list on screen is told by the signed-in session's socket: a notification of some kind has arrived
 * ('offer', 'viewing', 'stay', 'request', 'message', 'moderation'; the notification's `kind`), or `reload`:
 * the socket came back after a drop, so anything may have changed. The socket and its code belong to
 * messaging, loaded only once someone is signed in; the lists only ever see this, so features do not import
 * each other and a visitor's pages load nothing of it (no provider, no socket, nothing heard).
 */
export type LiveChange = { kind: string } | { reload: true };
export type LiveChanges = (listener: (change: LiveChange) => void) => () => void;

const LiveChangesContext = createContext<LiveChanges | null>(null);

export function LiveChangesProvider({ value, children }: { value: LiveChanges | null; children: ReactNode }) {
  return <LiveChangesContext.Provider value={value}>{children}</LiveChangesContext.Provider>;
}

/** How long a burst of pushes (a viewing's reminder tells both sides, a listing matching several requests) waits to become one reload. */
export const LIVE_REFRESH_WAIT_MS = 150;

/**
 * Calls `refresh` when a notification of one of `kinds` arrives for the signed-in session, or the socket
 * reconnects; a burst of them is one call. The server pushes a notification once the read models behind the
 * lists have its event (query-api's live feed), so the list asked again shows what the notification says.
 */
export function useLiveRefresh(kinds: readonly string[], refresh: () => void) {
  const changes = useContext(LiveChangesContext);
  // The latest refresh and kinds, without subscribing again each time they change.
  const latest = useRef({ kinds, refresh });
  latest.current = { kinds, refresh };
  useEffect(() => {
    if (!changes) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = changes((change) => {
      if (!('reload' in change) && !latest.current.kinds.includes(change.kind)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.refresh(), LIVE_REFRESH_WAIT_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [changes]);
}
