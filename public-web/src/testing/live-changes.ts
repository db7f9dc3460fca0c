import type { LiveChange, LiveChanges } from '../lib/live-changes';

/**
 * A stand-in for the signed-in session's socket as the lists hear it (lib/live-changes): give `changes` to a
 * LiveChangesProvider, then `push` what the socket would tell them.
 */
export function fakeLiveChanges() {
  const listeners = new Set<(change: LiveChange) => void>();
  const changes: LiveChanges = (listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    changes,
    push(change: LiveChange) {
      for (const listener of listeners) listener(change);
    },
    get listening() {
      return listeners.size;
    },
  };
}
