import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import {
  clearSession,
  readSession,
  removeKeys,
  serverSession,
  sessionPersistence,
  subscribeToSession,
  takeAdoptedSession,
  writeJson,
  type Persistence,
} from '../../lib/storage';
import { fetchCurrentUser, toOrganization, toUser, type Organization, type User } from './api/user';
import { PROFILE_ATTEMPTS, profileRetryDelay } from './hooks/session-timing';
import { useSessionRefresh } from './hooks/use-session-refresh';

/**
 * The signed-in session as React sees it. The truth is the browser's storage (token, user,
 * organization as JSON), so every tab and the API client's 401 rule agree without passing state around.
 */
export type Auth = {
  token: string | null;
  user: User | null;
  organization: Organization | null;
  signedIn: boolean;
  /**
   * Choosing User keeps token and user and drops any organization (spec §4), then loads the full
   * profile in the background (up to 6 attempts: a just-confirmed account may take a moment to reach
   * the read side). The login answer's user serves until then; the promise settles when it is done.
   */
  startUserSession: (token: string, user: unknown, persistence: Persistence) => Promise<void>;
  /** Choosing Organization keeps token and organization and drops any user. */
  startOrganizationSession: (token: string, organization: unknown, persistence: Persistence) => void;
  /** Reloads the profile behind the token; resolves to null when there is none to load. */
  refreshUser: (on401?: RequestOptions['on401']) => Promise<User | null>;
  /** Checks a stored user session once per page load (guards call this on every visit). */
  verifySession: (on401?: RequestOptions['on401']) => Promise<void>;
  logout: () => void;
  /**
   * True on the page a logout happened on, until the move home completes: the storage change reaches
   * the guards before the router's (transition) navigation does, and they must not send the person
   * who just signed out to the login page.
   */
  leftByLogout: (pathname: string) => boolean;
};

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const snapshot = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const verified = useRef(new Map<string, Promise<void>>());
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const loggedOutAt = useRef<string | null>(null);
  useEffect(() => {
    if (loggedOutAt.current !== pathname) loggedOutAt.current = null;
  }, [pathname]);

  const user = useMemo(() => toUser(snapshot.user), [snapshot.user]);
  const organization = useMemo(() => toOrganization(snapshot.organization), [snapshot.organization]);

  const startUserSession = useCallback<Auth['startUserSession']>((token, rawUser, persistence) => {
    writeJson('token', token, persistence);
    writeJson('user', rawUser, persistence);
    removeKeys('organization');
    // Registered as this token's check, so a guard on the next page waits for it instead of asking again.
    const load = loadProfile(token, 1);
    verified.current.set(token, load);
    return load;
  }, []); // loadProfile only uses a ref and module functions

  const startOrganizationSession = useCallback<Auth['startOrganizationSession']>((token, rawOrganization, persistence) => {
    writeJson('token', token, persistence);
    writeJson('organization', rawOrganization, persistence);
    removeKeys('user');
  }, []);

  const refreshUser = useCallback<Auth['refreshUser']>(async (on401 = 'redirect') => {
    const { token, organization: storedOrganization } = readSession();
    // An organization's token is not a user's; its profile call arrives with the organization work.
    if (!token || storedOrganization) return null;
    const raw = await fetchCurrentUser({ on401 });
    const fresh = toUser(raw);
    // Only keep it if the same session is still signed in (a logout may have happened meanwhile).
    if (fresh && readSession().token === token) {
      writeJson('user', raw, sessionPersistence());
      // Fresh from the server: the guards need not ask again for this token on this page load.
      verified.current.set(token, Promise.resolve());
    }
    return fresh;
  }, []);

  /** One attempt of the post-login profile load; retries on anything but a 401 (the session is over then). */
  async function loadProfile(token: string, attempt: number): Promise<void> {
    try {
      const raw = await fetchCurrentUser({ on401: 'redirect' });
      if (toUser(raw) && readSession().token === token) writeJson('user', raw, sessionPersistence());
    } catch (error) {
      const over = error instanceof ApiError && error.status === 401;
      if (over || attempt >= PROFILE_ATTEMPTS || readSession().token !== token) {
        // Given up: the login answer's user stays, and the next guard asks again.
        if (verified.current.get(token)) verified.current.delete(token);
        return;
      }
      await new Promise((resolve) => window.setTimeout(resolve, profileRetryDelay(attempt)));
      return loadProfile(token, attempt + 1);
    }
  }

  const verifySession = useCallback<Auth['verifySession']>(
    (on401 = 'redirect') => {
      const { token, organization: storedOrganization } = readSession();
      if (!token || storedOrganization) return Promise.resolve();
      const known = verified.current.get(token);
      if (known) return known;
      const check = refreshUser(on401).then(
        () => undefined,
        (error: unknown) => {
          // A profile the server no longer has ends the session (spec: 'user not found', then home).
          if (error instanceof ApiError && error.status === 404) {
            clearSession();
            navigate('/', { replace: true });
          }
          // Any other failure (offline, server busy) keeps the stored profile: better than signing out a user on a bad line.
          verified.current.delete(token);
        },
      );
      verified.current.set(token, check);
      return check;
    },
    [navigate, refreshUser],
  );

  useSessionRefresh(snapshot.token);

  // A session a plain form started (issue 32) came without its profile: load it once.
  useEffect(() => {
    if (takeAdoptedSession()) void verifySession('clear');
  }, [verifySession]);

  /** Logout: token, user and organization leave storage, the context follows it, and the user goes to the root. */
  const logout = useCallback(() => {
    loggedOutAt.current = currentPath.current;
    clearSession();
    verified.current.clear();
    navigate('/');
  }, [navigate]);

  const leftByLogout = useCallback((path: string) => loggedOutAt.current === path, []);

  const value = useMemo<Auth>(
    () => ({
      token: snapshot.token,
      user,
      organization,
      signedIn: snapshot.token !== null,
      startUserSession,
      startOrganizationSession,
      refreshUser,
      verifySession,
      logout,
      leftByLogout,
    }),
    [snapshot.token, user, organization, startUserSession, startOrganizationSession, refreshUser, verifySession, logout, leftByLogout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
