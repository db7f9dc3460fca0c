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

/** 'As of': a listing folded from its events up to a date (getOne('listing-history', { id, meta: { at } })). */
export type ListingAsOf = {
  id: string;
  at: string;
  state: { status: string; deleted: boolean; hidden: string | null; listing: { title?: string; price: number; currency: string; [field: string]: unknown } } | null;
  prices: { at: string; price: number; currency: string }[];
  statuses: { at: string; status: string }[];
};

/** A person or an organization as of a date (GET /api/admin/{user|organization}-history/{id}?at=). */
export type HistoryAsOf = {
  id: string;
  at: string;
  state: Record<string, unknown> | null;
  history: { at: string; what: string }[];
};

export type ChangePasswordValues = { currentPassword?: string; newPassword?: string; confirmPassword?: string };

export type FieDataProvider = DataProvider & {
  getHealth(): Promise<Health>;
  /** The analysts' export of the event history as filtered in the list: a file, streamed by the server. */
  exportEvents(filter: Record<string, unknown>, format: 'ndjson' | 'csv'): Promise<{ data: Blob; filename: string }>;
  changePassword(values: ChangePasswordValues): Promise<{ data: { message?: string } }>;
  /** A staff action on one record, `POST /api/admin/{resource}/{id}/{action}` with its reason: answers `{ message }`. */
  command(resource: string, id: string, action: string, body: Record<string, unknown>): Promise<{ data: { message?: string } }>;
  /** The invited person's first password, through the mailed link (no session yet). */
  setInvitedPassword(values: Record<string, unknown>): Promise<{ data: { message?: string } }>;
};

/**
 * The server refuses a payload with `{ message, errors: { field: message } }`. react-admin's forms put
 * `errors` under their fields and notify `errors.root.serverError` instead of their generic "the form
 * is not valid", so the staff read the server's own wording in both places.
 */
const withServerMessage = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const errors: unknown = error.body?.errors;
  if (typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0) return error;
  return new HttpError(error.message, error.status, { ...error.body, errors: { ...errors, root: { serverError: error.message } } });
};

// Every request carries the stored token; ra-data-simple-rest already sets its own headers
// (the Range hint on lists), and fetchJson adds `Authorization` to them from `user.token`.
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const token = readToken();
  try {
    return await fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: bearer(token) } } : options);
  } catch (error) {
    throw withServerMessage(error);
  }
};

/** A FileInput's value: the browser's File plus a preview the server does not need. */
type FileValue = { rawFile: File };
const isFileValue = (value: unknown): value is FileValue =>
  typeof value === 'object' && value !== null && (value as Partial<FileValue>).rawFile instanceof File;

// A File cannot travel as JSON, so a create that carries one goes as multipart: the file under its
// field's name, every other field as text. No Content-Type here: the browser adds the boundary.
const toFormData = (data: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (isFileValue(value)) form.append(name, value.rawFile, value.rawFile.name);
    else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
};

const historyResources = new Set(['listing-history', 'user-history', 'organization-history']);

const isHealth = (body: unknown): body is Health =>
  typeof body === 'object' && body !== null && 'stores' in body && 'projections' in body;

export const createDataProvider = (apiUrl: string = API_URL): FieDataProvider => {
  const simpleRest = simpleRestProvider(apiUrl, httpClient);
  return {
    ...simpleRest,

    // 'As of' reads (listing-history, user-history, organization-history) are one record per id and date: the
    // date travels as `meta.at` in the query. Read through getOne, they are react-query reads like any other,
    // so react-admin's refresh after a staff action (hide, restore, suspend, resolve…) reads them again too.
    async getOne(resource, params) {
      const at = (params.meta as { at?: unknown } | undefined)?.at;
      if (!historyResources.has(resource) || typeof at !== 'string') return simpleRest.getOne(resource, params);
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(params.id))}?${new URLSearchParams({ at })}`);
      return { data: json };
    },

    // Partner feeds are the first create with a file (a JSON or CSV upload); any other create,
    // a feed given by its address included, stays plain ra-data-simple-rest JSON.
    async create(resource, params) {
      const data = params.data as Record<string, unknown>;
      if (!Object.values(data).some(isFileValue)) return simpleRest.create(resource, params);
      const { json } = await httpClient(`${apiUrl}/${resource}`, { method: 'POST', body: toFormData(data) });
      return { data: json };
    },

    // A command on the signed-in staff member rather than a record: it answers `{ message }`. A refusal
    // carries `errors` by field, ready for the form.
    async changePassword(values) {
      const { json } = await httpClient(`${apiUrl}/staff/change-password`, { method: 'POST', body: JSON.stringify(values) });
      return { data: json as { message: string } };
    },

    async command(resource, id, action, body) {
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: JSON.stringify(body) });
      return { data: json as { message?: string } };
    },

    async setInvitedPassword(values) {
      const { json } = await httpClient(`${apiUrl}/auth/set-password`, { method: 'POST', body: JSON.stringify(values) });
      return { data: json as { message?: string } };
    },

    // A file rather than JSON, so fetch itself (with the session's token); a refusal still reads as an HttpError.
    async exportEvents(filter, format) {
      const token = readToken();
      const query = new URLSearchParams({ format, filter: JSON.stringify(filter) });
      const res = await fetch(`${apiUrl}/events/export?${query}`, { headers: token ? { Authorization: bearer(token) } : {} });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new HttpError(body.message ?? res.statusText, res.status, body);
      }
      const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `fie-events.${format}`;
      return { data: await res.blob(), filename };
    },

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
  };
};

export const dataProvider = createDataProvider();
