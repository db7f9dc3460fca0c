import { signedToken } from './signed-token';

const token = signedToken('listing-confirm');

/**
 * The one-tap "still available" link in a freshness prompt: the token names a listing and the unconfirmed
 * stretch it was sent for (its last confirmation), signed with the code secret, so it confirms without signing
 * in but cannot be forged or moved to another listing. Once the listing is confirmed again, an old link only
 * says so (the stretch it names is over).
 */
export function listingConfirmToken(secret: string, listingId: string, lastConfirmedAt: string): string {
  return token.write(secret, { l: listingId, s: lastConfirmedAt });
}

export function readListingConfirmToken(secret: string, confirmToken: string): { listingId: string; lastConfirmedAt: string } | undefined {
  const { l, s } = token.read(secret, confirmToken) ?? {};
  return typeof l === 'string' && typeof s === 'string' ? { listingId: l, lastConfirmedAt: s } : undefined;
}
