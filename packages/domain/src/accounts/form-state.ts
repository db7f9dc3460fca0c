import type { PageRequest } from '../shared/page-rendering';

/**
 * The sign-in and registration pages work as plain HTML forms before and without their code (issue 32): the browser
 * posts the form to the same API call, which answers with a redirect, back to the page with what went wrong, or on to
 * the next one. What the page shows then (the fields' messages, a banner, what was typed, except passwords and codes)
 * travels in a short-lived cookie the page's server render reads once: `FormState`.
 */
export type FormState = {
  /** The path the state is for: only that page shows it. */
  page: string;
  values: Record<string, string>;
  /** Field messages, already in the page's language. */
  errors: Record<string, string>;
  /** A banner: what went wrong when no field says it, or why the person is here ("Registration successful…"). */
  banner?: { severity: 'success' | 'info' | 'error'; message: string };
};

export const FORM_STATE_COOKIE = 'fie_form';

/**
 * A session started by a plain form: the token, for the page's code to take into the browser's storage when it
 * runs (`r.` kept on the device, `s.` for this visit only). The API never reads it: a session is a Bearer token.
 */
export const SESSION_COOKIE = 'fie_session';

/** The page answer a server-rendered account page reads its FormState from (not an API call: the site fills it). */
export const formStateRequest: PageRequest = { method: 'GET', path: '/site/form-state' };

/** Fields a plain form must never send back to the page: what is secret. */
export const SECRET_FORM_FIELDS = ['password', 'confirmPassword', 'newPassword', 'oldPassword', 'code'] as const;

/** A path on this site to go to after a form (`next`, `_back`), or undefined for anything else (another site, a scheme). */
export function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return undefined;
  return value;
}
