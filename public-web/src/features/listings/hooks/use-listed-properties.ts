import { useCallback, useEffect, useState } from 'react';
import type { Category } from '@fie/domain';
import { fetchListedProperties, PAGE_SIZE, type ListPage, type ListScope } from '../api/listings';

export type ListState = { status: 'loading'; data?: ListPage } | { status: 'ready'; data: ListPage } | { status: 'failed'; error: unknown; data?: ListPage };

/**
 * The list behind Listed Properties. It reloads when the page, the category filter or a refresh changes
 * (spec §4); a reload keeps the cards already shown until the new page arrives, so nothing blinks on a slow
 * line. An older answer never overwrites a newer one.
 */
export function useListedProperties(scope: ListScope, page: number, category: Category | '') {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    fetchListedProperties(scope, { page, pageSize: PAGE_SIZE, category }, { signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState((current) => ({ status: 'failed', error, data: current.data })),
    );
    return () => controller.abort();
  }, [scope, page, category, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { state, refresh };
}
