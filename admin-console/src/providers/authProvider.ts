import { fetchUtils, type AuthProvider } from 'react-admin';
import { bearer, clearSession, readStaff, readToken, saveSession, saveStaff, type Staff } from './session';

const AUTH_URL = '/api/admin/auth';

type LoginParams = { email?: string; username?: string; password: string };

const isUnauthorized = (error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  return status === 401 || status === 403;
};

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

  // Called on every navigation: only a cheap local check here; an expired token surfaces as a 401
  // from the next API call, which checkError turns into a logout.
  async checkAuth() {
    if (!readToken()) throw new Error('Please sign in.');
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
