import { languageOfTag } from '@fie/domain';
import { config } from '../config';
import { loginPathFor, signInPages } from './paths';
import { clearSession, storedToken } from './storage';

/**
 * The one door to the API. It adds the stored token as a Bearer token, turns every non-2xx answer
 * into an ApiError carrying the server's `{ message, code, errors }`, and applies the spec's 401 rule
 * in one place: a 401 on a request that carried a token, outside the sign-in pages, means the session
 * is over on the server, so the stored session is cleared and the user sent to sign in again.
 */
export type FieldErrors = Record<string, string>;

/** Status 0 means the request never got an answer (offline, DNS, server down). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors: FieldErrors = {},
    /** The whole answer, for an error that says more than its message (a missing listing's similar ones). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * 'redirect' (the spec's rule) or 'clear': forget a stale session but stay on the page. Open pages
   * use 'clear' when they check a stored session quietly, so a visitor reading the landing page
   * is not thrown onto the login page because an old token expired.
   */
  on401?: 'redirect' | 'clear';
  /** Headers a call needs beside the usual ones (a payment's Idempotency-Key). */
  headers?: Record<string, string>;
};

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The app hands in the router's navigate so the 401 redirect stays a page change, not a reload. */
export function setApiNavigator(next: Navigate) {
  navigate = next;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, on401 = 'redirect' } = options;
  const token = storedToken();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart content type, boundary included.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The answer's words (errors, "Signed in") in the page's language: the page says which on <html lang>.
  const language = typeof document === 'undefined' ? undefined : languageOfTag(document.documentElement.lang);
  if (language && language !== 'en') headers['X-Fie-Language'] = language;

  const url = `${config.apiBase}${path}`;
  const send = () => fetch(url, { method, headers, body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body), signal });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    throw new ApiError(0, `We could not reach Fie. Check your connection and try again${detail}.`, 'NetworkError');
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const error = toApiError(response.status, response.statusText, payload);
  if (response.status === 401 && token) endSession(on401);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * A private file (an owner's document) as a Blob: it needs the Bearer token, so a plain link cannot
 * open it. `location` is what the API answered (`filelocation`): a path under the API or a full URL.
 */
export async function fetchPrivateFile(location: string, signal?: AbortSignal): Promise<Blob> {
  const url = /^https?:\/\//.test(location) || location.startsWith(`${config.apiBase}/`) ? location : `${config.apiBase}${location.startsWith('/') ? '' : '/'}${location}`;
  const token = storedToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
    throw new ApiError(0, `We could not reach Fie. Check your connection and try again${detail}.`, 'NetworkError');
  }
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, await readBody(response));
    if (response.status === 401 && token) endSession('redirect');
    throw error;
  }
  return response.blob();
}

function endSession(on401: 'redirect' | 'clear') {
  const { pathname, search } = window.location;
  if (signInPages.includes(pathname)) return;
  clearSession();
  if (on401 === 'redirect') navigate(loginPathFor(pathname, search));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An answer that came with a server-rendered page (src/lib/page-data.tsx), read as apiRequest would have
 * read it over the network: the body of a 2xx, or the ApiError of anything else.
 */
export function readAnswer<T>(answer: { status: number; body: unknown }): { ok: true; body: T } | { ok: false; error: ApiError } {
  if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body as T };
  return { ok: false, error: toApiError(answer.status, '', answer.body) };
}

function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const body = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' && body.message ? body.message : `The server answered ${status}${statusText ? ` ${statusText}` : ''}`;
  const code = typeof body.code === 'string' ? body.code : `Http${status}`;
  const errors: FieldErrors = {};
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, text] of Object.entries(body.errors as Record<string, unknown>)) {
      if (typeof text === 'string') errors[field] = text;
    }
  }
  return new ApiError(status, message, code, errors, payload);
}

/**
 * Splits an error for a form: messages for fields the form shows go under those fields; anything else
 * (a general message, a field the form does not have, a network failure) goes to the banner.
 */
export function formErrorsFrom(error: unknown, fields: readonly string[]): { fields: FieldErrors; banner?: string } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, banner: error instanceof Error ? error.message : 'Something went wrong' };
  }
  const shown: FieldErrors = {};
  let unshown = false;
  for (const [field, text] of Object.entries(error.errors)) {
    if (fields.includes(field)) shown[field] = text;
    else unshown = true;
  }
  const hasFields = Object.keys(shown).length > 0;
  return { fields: shown, banner: hasFields && !unshown ? undefined : error.message };
}
