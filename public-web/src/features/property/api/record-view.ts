import { api } from '../../../lib/api-client';

/**
 * POST /api/properties/{id}/view (204): the page was shown. The server counts it at most once per visitor
 * per day, without cookies, for the lister's dashboard; the page neither waits for it nor cares if it fails.
 */
export function recordView(id: string): void {
  api.post<unknown>(`/properties/${encodeURIComponent(id)}/view`, undefined, { on401: 'clear' }).catch(() => undefined);
}
