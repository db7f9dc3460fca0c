import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (RFC 8058): the token names a person and a kind of mail, signed with the code
 * secret, so a link works without signing in but cannot be forged or moved to another person or kind.
 * It never expires: an old mail's link must still work.
 */
export function unsubscribeToken(secret: string, userId: string, kind: string): string {
  const body = Buffer.from(JSON.stringify({ u: userId, k: kind })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: string } | undefined {
  const [body, mac] = token.split('.');
  if (!body || !mac) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { u, k } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown };
    return typeof u === 'string' && typeof k === 'string' ? { userId: u, kind: k } : undefined;
  } catch {
    return undefined;
  }
}

const sign = (secret: string, body: string) => createHmac('sha256', `unsubscribe:${secret}`).update(body).digest('base64url');
