import { useContext, useEffect, useRef } from 'react';
import { LiveChangesContext } from './live-changes';

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
