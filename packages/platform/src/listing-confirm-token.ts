import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-tap "still available" link in a freshness prompt: the token names a listing and the unconfirmed
 * stretch it was sent for (its last confirmation), signed with the code secret, so it confirms without signing
 * in but cannot be forged or moved to another listing. Once the listing is confirmed again, an old link only
 * says so (the stretch it names is over).
 */
export function listingConfirmToken(secret: string, listingId: string, lastConfirmedAt: string): string {
  const body = Buffer.from(JSON.stringify({ l: listingId, s: lastConfirmedAt })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readListingConfirmToken(secret: string, token: string): { listingId: string; lastConfirmedAt: string } | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { l, s } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { l?: unknown; s?: unknown };
    return typeof l === 'string' && typeof s === 'string' ? { listingId: l, lastConfirmedAt: s } : undefined;
  } catch {
    return undefined;
  }
}

const sign = (secret: string, body: string) => createHmac('sha256', `listing-confirm:${secret}`).update(body).digest('base64url');
