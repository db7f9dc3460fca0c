import { fetchUtils, type AuthProvider } from 'react-admin';
import { bearer, clearSession, readStaff, readToken, saveSession, saveStaff, type Staff } from './session';

const AUTH_URL = '/api/admin/auth';

type LoginParams = { email?: string; username?: string; password: string };

// Only a 401 ends the session (signed out, expired, disabled). A 403 is a role that may not do one thing:
// the screen says so and the staff member stays signed in for everything else.
const isUnauthorized = (error: unknown): boolean => (error as { status?: number } | null)?.status === 401;

/** Seconds since the token was issued, from its payload; undefined for anything that is not a JWT. */
const tokenAgeSeconds = (token: string): number | undefined => {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: number };
    return typeof payload.iat === 'number' ? Date.now() / 1000 - payload.iat : undefined;
  } catch {
    return undefined;
  }
};

/** A staff session ends after 8 idle hours: while the console is used, the token is renewed every 10 minutes. */
export const REFRESH_AFTER_SECONDS = 10 * 60;

export const authProvider: AuthProvider = {
  // fetchJson rejects non-2xx answers with an HttpError whose message is the body's `message`,
  // so a 401 shows the server's own wording in react-admin's login notification.
  async login({ email, username, password }: LoginParams) {
    const { json } = await fetchUtils.fetchJson(`${AUTH_URL}/login`, {
      method: 'POST',
      // `username` is react-admin's default field name; accept it so the stock form also works.
      body: JSON.stringify({ email: email ?? username, password }),
    });
    const { token, staff } = json as { token: string; staff: Staff };
    saveSession(token, staff);
  },

  async logout() {
    // Tokens are stateless on the server side (no logout endpoint), so forgetting it is the logout.
    clearSession();
  },

  // Called on every navigation: a local check, and a renewal of the 8-hour token once it is 10 minutes old,
  // so only 8 hours without using the console end the session. An expired token surfaces as a 401 from
  // the renewal or the next API call, which ends the session.
  async checkAuth() {
    const token = readToken();
    if (!token) throw new Error('Please sign in.');
    const age = tokenAgeSeconds(token);
    if (age === undefined || age < REFRESH_AFTER_SECONDS) return;
    try {
      const { json } = await fetchUtils.fetchJson(`${AUTH_URL}/refresh`, { method: 'POST', user: { authenticated: true, token: bearer(token) } });
      const renewed = json as { token: string; staff: Staff };
      saveSession(renewed.token, renewed.staff);
    } catch (error) {
      if (isUnauthorized(error)) {
        clearSession();
        throw error;
      }
      // Offline for a moment: the token still has hours left, the next navigation tries again.
    }
  },

  async checkError(error) {
    if (isUnauthorized(error)) {
      clearSession();
      throw error;
    }
  },

  async getIdentity() {
    const token = readToken();
    if (!token) throw new Error('Not signed in.');
    let staff = readStaff();
    try {
      // Refresh the name and role: an administrator may have changed them since the login.
      const { json } = await fetchUtils.fetchJson(`${AUTH_URL}/me`, {
        user: { authenticated: true, token: bearer(token) },
      });
      staff = json as Staff;
      saveStaff(staff);
    } catch (error) {
      if (isUnauthorized(error)) {
        clearSession();
        throw error;
      }
      // Offline or a server hiccup: the stored identity is still good enough for the app bar.
    }
    if (!staff) throw new Error('Not signed in.');
    // The dashboard reads the nudge to change a one-time password from the identity, which react-admin caches.
    return { id: staff.id, fullName: staff.name, mustChangePassword: staff.mustChangePassword === true };
  },

  // The staff role, for role-aware screens. It resolves at once from storage; App.tsx explains
  // why that needs the router to run without transitions.
  async getPermissions() {
    return readStaff()?.role;
  },
};
