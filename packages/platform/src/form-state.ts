import { FORM_STATE_COOKIE, SESSION_COOKIE, type FormState } from '@fie/domain';

/**
 * The cookies of a plain form post (issue 32; see @fie/domain's FormState): written by the command side's answer to
 * the post, read by the site's render of the page it redirects to. Short-lived and HttpOnly: only the server reads
 * the form's state, and only once.
 */
const FORM_STATE_SECONDS = 120;
/** A value's length kept in the cookie: a browser keeps at most 4 KB a cookie. */
const MAX_VALUE = 200;

export function formStateCookie(state: FormState, secure: boolean): string {
  const values = Object.fromEntries(Object.entries(state.values).map(([k, v]) => [k, String(v).slice(0, MAX_VALUE)]));
  const encoded = Buffer.from(JSON.stringify({ ...state, values }), 'utf8').toString('base64url');
  return `${FORM_STATE_COOKIE}=${encoded}; Path=/; Max-Age=${FORM_STATE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearFormStateCookie(secure: boolean): string {
  return `${FORM_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The state in a Cookie header, or undefined when there is none or it is not ours. */
export function readFormState(cookieHeader: string | undefined): FormState | undefined {
  const raw = cookieValue(cookieHeader, FORM_STATE_COOKIE);
  if (!raw) return undefined;
  try {
    const state = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as FormState;
    if (typeof state?.page !== 'string' || typeof state.values !== 'object' || typeof state.errors !== 'object') return undefined;
    return state;
  } catch {
    return undefined;
  }
}

/** A remembered session lasts as long as its token; another ends with the browser. */
export function sessionCookie(token: string, remember: boolean, secure: boolean, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${remember ? 'r' : 's'}.${token}; Path=/; SameSite=Lax${remember ? `; Max-Age=${maxAgeSeconds}` : ''}${secure ? '; Secure' : ''}`;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
