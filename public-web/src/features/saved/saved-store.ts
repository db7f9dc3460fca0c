import { useEffect, useSyncExternalStore } from 'react';
import { readSession, subscribeToSession } from '../../lib/storage';
import { fetchSavedIds, saveProperty, unsaveProperty } from './api/saved';

/**
 * Which properties the signed-in person has saved, for every heart on the site: read once per session
 * (GET /api/saved-properties/ids) and kept here, so a search page of fifteen cards costs one small call
 * and a heart pressed on the property page shows on the search cards too.
 *
 * Changes are optimistic: the heart fills at once and empties again if the server refuses. Changes made
 * while the ids are still loading are kept and laid over the answer, so a quick press is never lost.
 */
type State = { token: string | null; status: 'idle' | 'loading' | 'ready' | 'failed'; ids: ReadonlySet<string> };

const none: ReadonlySet<string> = new Set();
let state: State = { token: null, status: 'idle', ids: none };
let whileLoading = new Map<string, boolean>();
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;
const currentToken = () => readSession().token;

function withChange(ids: ReadonlySet<string>, id: string, saved: boolean): ReadonlySet<string> {
  if (ids.has(id) === saved) return ids;
  const next = new Set(ids);
  if (saved) next.add(id);
  else next.delete(id);
  return next;
}

/** Loads the ids for this session's token unless they are loaded or loading; forgets them when signed out. */
export function ensureSavedIds(token: string | null = currentToken()) {
  if (!token) {
    if (state.token !== null) set({ token: null, status: 'idle', ids: none });
    return;
  }
  if (state.token === token && state.status !== 'failed' && state.status !== 'idle') return;
  whileLoading = new Map();
  set({ token, status: 'loading', ids: none });
  fetchSavedIds().then(
    (ids) => {
      if (state.token !== token) return;
      let next: ReadonlySet<string> = new Set(ids);
      for (const [id, saved] of whileLoading) next = withChange(next, id, saved);
      whileLoading = new Map();
      set({ token, status: 'ready', ids: next });
    },
    () => {
      // The hearts stay usable (empty); the next heart that mounts or is pressed asks again.
      if (state.token === token) set({ ...state, status: 'failed' });
    },
  );
}

function apply(id: string, saved: boolean) {
  if (state.status === 'loading') whileLoading.set(id, saved);
  set({ ...state, ids: withChange(state.ids, id, saved) });
}

/**
 * Saves or removes one property: shown at once, then sent; if the server refuses, the heart goes back
 * and the error is thrown for the caller to say so. Answers the server's message ('Saved').
 */
export async function setSaved(id: string, saved: boolean): Promise<string> {
  const token = currentToken();
  ensureSavedIds(token);
  apply(id, saved);
  try {
    return await (saved ? saveProperty(id) : unsaveProperty(id));
  } catch (error) {
    if (state.token === token) apply(id, !saved);
    throw error;
  }
}

/** The saved ids of the signed-in person (empty for a visitor), loading them the first time they are asked for. */
export function useSavedIds(): ReadonlySet<string> {
  const token = useSyncExternalStore(subscribeToSession, currentToken, () => null);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => ensureSavedIds(token), [token]);
  return current.token === token ? current.ids : none;
}

/** For tests: forget everything, as a fresh page load would. */
export function resetSavedStore() {
  whileLoading = new Map();
  state = { token: null, status: 'idle', ids: none };
}
