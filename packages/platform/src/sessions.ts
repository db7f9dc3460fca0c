import type { NextFunction, Request, Response } from 'express';
import { UnauthorizedError } from '@fie/domain';
import { BoundedMap } from '@fie/stores';

/** What ends a person's sessions (see @fie/read-models' sessionStandingOf): null when the account is gone. */
export type SessionStandingLookup = (principal: { kind: 'user' | 'organization'; id: string }) => Promise<{ endedAt?: string; suspended: boolean } | null>;

/** How long a person's standing is kept per process: every signed-in request would read it otherwise. */
const CACHE_MS = 2000;
const cache = new BoundedMap<string, { standing: Standing; at: number }>(50_000);

/**
 * Forgets what this process knows of a person's sessions. The command that ends them calls it, so in one process
 * (npm start) the very next request already sees it; another process sees it within CACHE_MS.
 */
export function forgetSessions(id: string, kind: 'user' | 'organization' = 'user') {
  cache.delete(`${kind}:${id}`);
}

export const sessionMessages = {
  ended: 'Your session has ended. Please sign in again.',
  suspended: 'Your account is suspended, so you have been signed out. Sign in to read why.',
} as const;

type Standing = Awaited<ReturnType<SessionStandingLookup>>;

/** Why a person's token issued at `issuedAt` no longer opens anything, or undefined while it does (requests and sockets alike). */
export function sessionEnd(standing: Standing, issuedAt: number | undefined): { code: 'SessionEnded' | 'AccountSuspended'; message: string } | undefined {
  if (!standing) return { code: 'SessionEnded', message: sessionMessages.ended };
  if (standing.suspended) return { code: 'AccountSuspended', message: sessionMessages.suspended };
  if (standing.endedAt && (issuedAt ?? 0) < Date.parse(standing.endedAt)) return { code: 'SessionEnded', message: sessionMessages.ended };
  return undefined;
}

/**
 * Ends sessions on the server (issue 12): a person's token stops working when they change or reset their password,
 * sign out of every device, are suspended, or close their account, though it has not expired. Checked on every
 * request that carries a person's token, against the read models (cached briefly), after readPrincipal.
 */
export function endedSessions(lookup: SessionStandingLookup) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const principal = req.principal;
    if (principal?.kind !== 'user' && principal?.kind !== 'organization') return next();
    const key = `${principal.kind}:${principal.id}`;
    try {
      let entry = cache.get(key);
      if (!entry || Date.now() - entry.at > CACHE_MS) {
        entry = { standing: await lookup(principal), at: Date.now() };
        cache.set(key, entry);
      }
      const ended = sessionEnd(entry.standing, principal.issuedAt);
      next(ended ? new UnauthorizedError(ended.message, ended.code) : undefined);
    } catch (error) {
      next(error);
    }
  };
}
