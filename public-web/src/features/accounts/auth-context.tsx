import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, type RequestOptions } from '../../lib/api-client';
import {
  clearSession,
  readSession,
  removeKeys,
  sessionPersistence,
  subscribeToSession,
  writeJson,
  type Persistence,
} from '../../lib/storage';
import { fetchCurrentUser, toOrganization, toUser, type Organization, type User } from './api/user';

/**
 * The signed-in session as React sees it. The truth is the browser's storage (token, user,
 * organization as JSON), so every tab and the API client's 401 rule agree without passing state around.
 */
export type Auth = {
  token: string | null;
  user: User | null;
  organization: Organization | null;
  signedIn: boolean;
  /** Choosing User keeps token and user and drops any organization (spec §4). */
  startUserSession: (token: string, user: unknown, persistence: Persistence) => void;
  /** Choosing Organization keeps token and organization and drops any user. */
  startOrganizationSession: (token: string, organization: unknown, persistence: Persistence) => void;
  /** Reloads the profile behind the token; resolves to null when there is none to load. */
  refreshUser: (on401?: RequestOptions['on401']) => Promise<User | null>;
  /** Checks a stored user session once per page load (guards call this on every visit). */
  verifySession: (on401?: RequestOptions['on401']) => Promise<void>;
  logout: () => void;
};

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const snapshot = useSyncExternalStore(subscribeToSession, readSession, readSession);
  const verified = useRef(new Map<string, Promise<void>>());

  const user = useMemo(() => toUser(snapshot.user), [snapshot.user]);
  const organization = useMemo(() => toOrganization(snapshot.organization), [snapshot.organization]);

  const startUserSession = useCallback<Auth['startUserSession']>((token, rawUser, persistence) => {
    writeJson('token', token, persistence);
    writeJson('user', rawUser, persistence);
    removeKeys('organization');
  }, []);

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

  const logout = useCallback(() => {
    clearSession();
    navigate('/');
  }, [navigate]);

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
    }),
    [snapshot.token, user, organization, startUserSession, startOrganizationSession, refreshUser, verifySession, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
