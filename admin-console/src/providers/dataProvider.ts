import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { bearer, readToken } from './session';

export const API_URL = '/api/admin';
export const HEALTH_URL = '/api/health';

export type StoreHealth = { ok: boolean; adapter: string; detail?: string };
export type ProjectionHealth = { name: string; checkpoint: number; head: number; lag: number; status: string };
export type Health = {
  status: 'ok' | 'degraded';
  stores: Record<string, StoreHealth>;
  projections: ProjectionHealth[];
  head: number;
};

export type FieDataProvider = DataProvider & { getHealth(): Promise<Health> };

// Every request carries the stored token; ra-data-simple-rest already sets its own headers
// (the Range hint on lists), and fetchJson adds `Authorization` to them from `user.token`.
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = readToken();
  return fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: bearer(token) } } : options);
};

const isHealth = (body: unknown): body is Health =>
  typeof body === 'object' && body !== null && 'stores' in body && 'projections' in body;

export const createDataProvider = (apiUrl: string = API_URL): FieDataProvider => ({
  ...simpleRestProvider(apiUrl, httpClient),

  // The health check is public and may answer 503 while a store is down; that degraded report
  // is exactly what the dashboard must show, so it is not treated as a failure.
  async getHealth() {
    try {
      return (await fetchUtils.fetchJson(HEALTH_URL)).json as Health;
    } catch (error) {
      if (error instanceof HttpError && isHealth(error.body)) return error.body;
      throw error;
    }
  },
});

export const dataProvider = createDataProvider();
