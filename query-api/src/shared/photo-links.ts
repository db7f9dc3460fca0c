import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR_MS = 60 * 60 * 1000;
const IMAGE_ID = /\/images\/([0-9a-f-]{36})\//;

/**
 * Signed links to a dispute's photos (DISPUTE_PHOTOS). They are evidence for staff and the payment's two sides, but
 * an image is fetched by an `<img>`, which carries no session: so the payment's views (to its sides and to staff
 * only) carry each photo's address with an expiry and an HMAC of the image and the expiry, and the photo route
 * serves a dispute's photo on a valid one alone. A link lasts one to two hours: its expiry is rounded to the hour,
 * so the same photo keeps the same address within the hour and the browser's cache still serves it.
 */
export function photoLinks(secret: string) {
  // A key of its own, so that a photo's signature is never anything else's (a session token's). Made at the first
  // link: a router built only to list its routes has no secret.
  let key: Buffer | undefined;
  const signatureOf = (imageId: string, expires: number) => createHmac('sha256', (key ??= createHmac('sha256', secret).update('fie: dispute photo links').digest())).update(`${imageId}:${expires}`).digest('base64url');

  return {
    /** The address with its expiry and signature (an address that names no image, as it was). */
    sign(url: string, now = Date.now()): string {
      const imageId = IMAGE_ID.exec(url)?.[1];
      if (!imageId) return url;
      const expires = (Math.floor(now / HOUR_MS) + 2) * (HOUR_MS / 1000);
      return `${url}${url.includes('?') ? '&' : '?'}expires=${expires}&signature=${signatureOf(imageId, expires)}`;
    },
    /** Whether the query signs this image and has not expired. */
    allows(imageId: string, query: Record<string, unknown>, now = Date.now()): boolean {
      const expires = Number(query.expires);
      const signature = typeof query.signature === 'string' ? Buffer.from(query.signature) : undefined;
      if (!Number.isInteger(expires) || expires * 1000 <= now || !signature) return false;
      const expected = Buffer.from(signatureOf(imageId, expires));
      return signature.length === expected.length && timingSafeEqual(signature, expected);
    },
  };
}

export type PhotoLinks = ReturnType<typeof photoLinks>;

/** A payment as presented, its disputes' photos on signed links. */
export function withSignedPhotos<P extends { history: { photos?: { name: string; thumbnail: string; location: string }[] }[] }>(payment: P, links: PhotoLinks): P {
  if (!payment.history.some((step) => step.photos?.length)) return payment;
  return {
    ...payment,
    history: payment.history.map((step) => (step.photos?.length ? { ...step, photos: step.photos.map((photo) => ({ ...photo, thumbnail: links.sign(photo.thumbnail), location: links.sign(photo.location) })) } : step)),
  };
}
