import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../features/accounts';
import { loginPathFor, paths } from '../lib/paths';
import { useAppWords } from '../lib/i18n/language';

/**
 * Restricted (spec §2 "Guards"): without a stored token, go to /login?next={path} (with org and key),
 * or to `signedOutTo` where the route names one (/list-property → /info-list-property). With a token the
 * session is checked with the server once per page load; a 401 there ends it (the API client's rule).
 * `ownerOnly` pages send a seeker to /info-list-property, which explains how to become an owner.
 */
export function Restricted({ children, ownerOnly = false, signedOutTo }: { children: ReactNode; ownerOnly?: boolean; signedOutTo?: string }) {
  const { token, user, organization, verifySession, leftByLogout } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (token) void verifySession('redirect');
  }, [token, verifySession]);
  // A signed-in page is drawn once, in the page's language: its words arrive before it shows.
  useAppWords();

  // Just signed out here: the way home is already under way.
  if (!token && leftByLogout(location.pathname)) return null;
  if (!token) return <Navigate to={signedOutTo ?? loginPathFor(location.pathname, location.search)} replace />;
  if (ownerOnly && !organization && user?.userType === 'seeker') return <Navigate to={paths.infoListProperty} replace />;
  return <>{children}</>;
}

/** Organization guard: needs a stored token and a stored organization, else home. */
export function OrganizationGuard({ children }: { children: ReactNode }) {
  const { token, organization } = useAuth();
  if (!token || !organization) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

/**
 * The no-auth guard of / and /home: open to everyone. If a session is stored it is checked quietly,
 * and a stale one is forgotten without sending the visitor to the login page.
 */
export function NoAuthGuard({ children }: { children: ReactNode }) {
  const { token, verifySession } = useAuth();
  useEffect(() => {
    if (token) void verifySession('clear');
  }, [token, verifySession]);
  return <>{children}</>;
}
