import type { Auth } from '../features/accounts';
import type { Viewer } from '../features/shell';

/** Translates the accounts feature's session into what the shell shows. Signed in = a stored token (spec). */
export function toViewer(auth: Pick<Auth, 'token' | 'user' | 'organization'>): Viewer {
  if (!auth.token) return { kind: 'visitor' };
  if (auth.organization) return { kind: 'organization', name: auth.organization.name };
  return { kind: 'user', firstName: auth.user?.firstName ?? '', userType: auth.user?.userType ?? 'seeker' };
}
