import type { NextFunction, Request, Response } from 'express';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { UnauthorizedError } from '@fie/domain';

/**
 * Bearer tokens (JWT, HS256, issuer and audience checked). A token names who (`sub`) and what kind of principal it is: a marketplace
 * user, an organization (its own login, per the spec), or a staff member of the admin console.
 * The spec's auth expiry is one day; clients refresh the session every 24 hours.
 */
export type Principal =
  /** `remember`: a session kept on the person's device ("this is not a shared phone"), which lives REMEMBERED_TOKEN_LIFETIME_SECONDS. */
  | { kind: 'user'; id: string; issuedAt?: number; remember?: boolean }
  | { kind: 'organization'; id: string; issuedAt?: number }
  | { kind: 'staff'; id: string; role: string };

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * A remembered session's token (issue 32): a person on their own phone who opens a link from a text, a mail or
 * WhatsApp days later is still signed in. It is renewed like any other, and ends on the server like any other
 * (a password changed or reset, "sign out of every device", a suspension).
 */
export const REMEMBERED_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * Who issues Fie's tokens and for whom they are meant. Checked on every token, with the algorithm pinned to
 * HS256, so a token made by another service that happens to share the secret (or with `alg: none`) is refused.
 */
export const TOKEN_ISSUER = 'fie';
export const TOKEN_AUDIENCE = 'fie-api';

/** Staff tokens pass a shorter lifetime (8 hours, renewed while the console is in use). */
export function signToken(principal: Principal, secret: string, lifetimeSeconds?: number): string {
  const { id, ...claims } = principal;
  delete (claims as { issuedAt?: number }).issuedAt;
  const remembered = (claims as { remember?: boolean }).remember === true;
  if (!remembered) delete (claims as { remember?: boolean }).remember;
  lifetimeSeconds ??= remembered ? REMEMBERED_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
  // The time to the millisecond (`iat` has seconds): a session ended now must not spare a token issued just before.
  return jwt.sign({ ...claims, iatms: Date.now() }, secret, { subject: id, expiresIn: lifetimeSeconds, algorithm: 'HS256', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
}

/**
 * The signing key as a KeyObject, made once per secret: given the secret as a string, jsonwebtoken builds a
 * key on every call (about 0.5 ms, against 10 µs), and every authenticated request and socket verifies a token.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export function verifyToken(token: string, secret: string): Principal | undefined {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE }) as jwt.JwtPayload;
    if (!payload.sub) return undefined;
    if (payload.kind === 'staff') return { kind: 'staff', id: payload.sub, role: String(payload.role ?? 'moderator') };
    // When it was issued, so that a password change or reset can end the sessions opened before it.
    const issuedAt = typeof payload.iatms === 'number' ? payload.iatms : (payload.iat ?? 0) * 1000;
    if (payload.kind === 'user') return { kind: 'user', id: payload.sub, issuedAt, ...(payload.remember === true ? { remember: true } : {}) };
    if (payload.kind === 'organization') return { kind: payload.kind, id: payload.sub, issuedAt };
    return undefined;
  } catch {
    return undefined;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

/** Reads the Bearer token if there is one; routes decide with `requirePrincipal` whether it is needed. */
export function readPrincipal(secret: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (match) req.principal = verifyToken(match[1]!.trim(), secret);
    next();
  };
}

export function requirePrincipal<K extends Principal['kind']>(req: Request, kind: K): Extract<Principal, { kind: K }> {
  const principal = req.principal;
  if (!principal || principal.kind !== kind) throw new UnauthorizedError('Your session has ended. Please sign in again.', 'NotAuthorizedException');
  return principal as Extract<Principal, { kind: K }>;
}

/** When a token stops being valid (ms since the epoch), for connections that outlive a request. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = jwt.decode(token) as jwt.JwtPayload | null;
  return typeof payload?.exp === 'number' ? payload.exp * 1000 : undefined;
}
