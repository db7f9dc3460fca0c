import { useCallback, useEffect, useState } from 'react';
import type { Category } from '@fie/domain';
import { fetchRequests, type RequestsPage, type RequestsView } from '../api/requests';

export type RequestsState = { status: 'loading'; data?: RequestsPage } | { status: 'ready'; data: RequestsPage } | { status: 'failed'; error: unknown; data?: RequestsPage };

/**
 * The list behind Listed Requests: it reloads when the page, the category filter, the view or a refresh
 * changes (spec §4), keeping the cards shown until the new page arrives; an older answer never overwrites a newer one.
 */
export function useRequests(query: { page: number; category: Category | ''; view?: RequestsView; organization?: string }) {
  const [state, setState] = useState<RequestsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { page, category, view, organization } = query;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    fetchRequests({ page, category, view, organization }, { signal: controller.signal }).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState((current) => ({ status: 'failed', error, data: current.data })),
    );
    return () => controller.abort();
  }, [page, category, view, organization, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { state, refresh };
}
