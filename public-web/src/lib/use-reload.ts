import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a panel's list stands: being read, read, or not readable (with the reason to show). */
export type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

/**
 * Reads a panel's data when it shows (and while `active`, e.g. a drawer while it is open), and again on
 * `reload` (Refresh, Retry, news): a newer read drops the one before it, and so does leaving, so an old
 * answer never overwrites a newer one. `fetcher` changes when what to read changes (a filter): it is read
 * again. `onFound` gets the data; the panel keeps it in its own state, which it may change in between.
 */
export function useReload<T>(fetcher: (signal: AbortSignal) => Promise<T>, onFound: (found: T) => void, active = true) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const loads = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    loads.current?.abort();
    const controller = new AbortController();
    loads.current = controller;
    setLoad({ status: 'loading' });
    fetcher(controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        onFound(found);
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' });
      },
    );
  }, [fetcher, onFound]);

  useEffect(() => {
    if (active) reload();
    return () => loads.current?.abort();
  }, [active, reload]);

  return { load, reload };
}
