/**
 * When to refresh the session token. The spec refreshes every 24 hours (86400000 ms); our tokens live
 * one day from when they were issued, which is usually before this page was opened, so the refresh
 * comes an hour before the token's own expiry when that is sooner.
 */
export const SESSION_REFRESH_MS = 86_400_000;
const MARGIN_MS = 60 * 60 * 1000;
/** After a failed refresh (offline, server busy), try again this much later. */
export const REFRESH_RETRY_MS = 5 * 60 * 1000;

/** The `exp` of a JWT in ms, or undefined when the token is not a JWT we can read. */
export function tokenExpiry(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** ms until the next refresh; null when the token has already expired (the server will say so on the next call). */
export function refreshDelay(token: string, now: number): number | null {
  const expiry = tokenExpiry(token);
  if (expiry !== undefined && expiry <= now) return null;
  const due = expiry === undefined ? now + SESSION_REFRESH_MS : Math.min(now + SESSION_REFRESH_MS, expiry - MARGIN_MS);
  return Math.max(0, due - now);
}

/** The profile after a login: up to 6 attempts (spec §4), a little longer between each. */
export const PROFILE_ATTEMPTS = 6;
export const profileRetryDelay = (attempt: number) => attempt * 400;
