import { api } from '../../../lib/api-client';

/** POST /api/auth/refresh: a fresh one-day token for the session behind the current one (user or organization). */
export function refreshToken() {
  return api.post<{ token: string }>('/auth/refresh', {});
}
