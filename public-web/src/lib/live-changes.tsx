import { createContext } from 'react';

/**
 * What a list on screen is told by the signed-in session's socket: a notification of some kind has arrived
 * ('offer', 'viewing', 'stay', 'request', 'message', 'moderation', 'payment'; the notification's `kind`), or `reload`:
 * the socket came back after a drop, so anything may have changed. The socket and its code belong to
 * messaging, loaded only once someone is signed in; the lists only ever see this, so features do not import
 * each other and a visitor's pages load nothing of it (no provider value, no socket, nothing heard).
 * Kept this small because every first page carries it; the lists' hook is lib/use-live-refresh.ts.
 */
export type LiveChange = { kind: string } | { reload: true };
export type LiveChanges = (listener: (change: LiveChange) => void) => () => void;

export const LiveChangesContext = createContext<LiveChanges | null>(null);
export const LiveChangesProvider = LiveChangesContext.Provider;
