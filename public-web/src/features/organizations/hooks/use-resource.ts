// Made with an id, so the page says it in its language (useSay, a banner's message).
import { apiText as t } from '@fie/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult } from '../../../lib/page-data';

/**
 * Loads something for a screen: loading, ready or failed, with `reload` for a Refresh button. A reload
 * keeps the data already shown (with `refreshing` set) so a table does not blink away on a slow line.
 * Each load gets its own AbortSignal; leaving the screen or starting a newer load cancels the old one.
 * `initial` is what the server drew the page with (lib/page-data.tsx): shown at once, and not asked again.
 */
export type Resource<T> =
  | { status: 'loading'; refreshing: false; reload: () => void }
  | { status: 'ready'; data: T; refreshing: boolean; reload: () => void }
  | { status: 'failed'; error: unknown; refreshing: boolean; reload: () => void };

type State<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string, initial?: PageResult<T>): Resource<T> {
  const [state, setState] = useState<State<T>>(() => (!initial ? { status: 'loading' } : initial.ok ? { status: 'ready', data: initial.data } : { status: 'failed', error: initial.error }));
  const given = useRef(Boolean(initial));
  const [refreshing, setRefreshing] = useState(false);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', error });
        setRefreshing(false);
      },
    );
    return () => controller.abort();
  }, [key, round]);

  // A new key is a different thing to load: start again from "loading".
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setState({ status: 'loading' });
    setRefreshing(false);
  }

  const reload = useCallback(() => {
    setRefreshing(true);
    setRound((n) => n + 1);
  }, []);

  if (state.status === 'loading') return { status: 'loading', refreshing: false, reload };
  return { ...state, refreshing, reload };
}

/** The message to show for a failed load: the server's words, or the network's. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t('ui.went-wrong', 'Something went wrong');
}
