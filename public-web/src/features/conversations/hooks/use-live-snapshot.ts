import { useCallback, useSyncExternalStore } from 'react';
import type { ConversationsLive, LiveSnapshot } from '../live/live-store';

/**
 * The shared messaging state, re-rendering on every change; null until the live part has loaded (or when
 * signed out). Imports only types, so the header can use it without pulling messaging into the first page.
 */
export function useLiveSnapshot(live: ConversationsLive | null): LiveSnapshot | null {
  const subscribe = useCallback((listener: () => void) => (live ? live.subscribe(listener) : () => undefined), [live]);
  const read = useCallback(() => (live ? live.getSnapshot() : null), [live]);
  return useSyncExternalStore(subscribe, read, read);
}
