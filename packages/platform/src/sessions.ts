import type { NextFunction, Request, Response } from 'express';
import { apiText as t, errorMessages, UnauthorizedError } from '@fie/domain';
import { BoundedMap, type DocumentStore } from '@fie/stores';
import { waitForProjections } from './consistency';

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
  ended: errorMessages.sessionEnded,
  suspended: t('api.errors.signed-out-suspended', 'Your account is suspended, so you have been signed out. Sign in to read why.'),
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
 * Waits, up to `timeoutMs`, until `projections` have passed the log's head as it is now; true once they have.
 * For a reader that does not know an account a token names: the token was signed after the account's events were
 * appended, so once the projections pass the head they show the account, unless it is gone.
 */
export type SessionCatchUp = () => Promise<boolean>;
export function sessionCatchUp(documents: DocumentStore, headPosition: () => Promise<number>, projections: readonly string[], timeoutMs = 3000): SessionCatchUp {
  return async () => waitForProjections(documents, await headPosition(), [...projections], timeoutMs);
}

/**
 * A person's standing, as the read models say it; when they do not know the account yet (the services apart: a
 * session signed by the command API a moment before the projectors wrote the account, issue 32), after the session's
 * projections have caught up with the log. Still unknown then, the account is gone; and when they cannot catch up in
 * time, the answer stays "unknown" (refused), never a guess.
 */
export async function standingCaughtUp(lookup: SessionStandingLookup, principal: { kind: 'user' | 'organization'; id: string }, catchUp?: SessionCatchUp): Promise<Standing> {
  const standing = await lookup(principal);
  if (standing || !catchUp) return standing;
  return (await catchUp()) ? lookup(principal) : null;
}

/**
 * Ends sessions on the server (issue 12): a person's token stops working when they change or reset their password,
 * sign out of every device, are suspended, or close their account, though it has not expired. Checked on every
 * request that carries a person's token, against the read models (cached briefly), after readPrincipal. `catchUp`:
 * where the projections run in another process, how to wait for them before refusing an account they do not know.
 */
export function endedSessions(lookup: SessionStandingLookup, catchUp?: SessionCatchUp) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const principal = req.principal;
    if (principal?.kind !== 'user' && principal?.kind !== 'organization') return next();
    const key = `${principal.kind}:${principal.id}`;
    try {
      let entry = cache.get(key);
      if (!entry || Date.now() - entry.at > CACHE_MS) {
        entry = { standing: await standingCaughtUp(lookup, principal, catchUp), at: Date.now() };
        cache.set(key, entry);
      }
      const ended = sessionEnd(entry.standing, principal.issuedAt);
      next(ended ? new UnauthorizedError(ended.message, ended.code) : undefined);
    } catch (error) {
      next(error);
    }
  };
}
