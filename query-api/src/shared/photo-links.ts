import { disputePhotoToken, readDisputePhotoToken } from '@fie/platform';

const HOUR_MS = 60 * 60 * 1000;
const IMAGE_ID = /\/images\/([0-9a-f-]{36})\//;

/**
 * Links to a dispute's photos (DISPUTE_PHOTOS), which are evidence for staff and the payment's two sides: each
 * address carries a token naming the image and an expiry (@fie/platform's disputePhotoToken), and the photo route
 * serves a dispute's photo on a valid one alone. A link lasts one to two hours: its expiry is rounded to the hour,
 * so the same photo keeps the same address within the hour and the browser's cache still serves it.
 */
export function photoLinks(secret: string) {
  return {
    /** The address with its token (an address that names no image, as it was). */
    sign(url: string, now = Date.now()): string {
      const imageId = IMAGE_ID.exec(url)?.[1];
      if (!imageId) return url;
      const expires = (Math.floor(now / HOUR_MS) + 2) * (HOUR_MS / 1000);
      return `${url}${url.includes('?') ? '&' : '?'}token=${disputePhotoToken(secret, imageId, expires)}`;
    },
    /** Whether the query's token is this image's and has not expired. */
    allows(imageId: string, query: Record<string, unknown>, now = Date.now()): boolean {
      const read = typeof query.token === 'string' ? readDisputePhotoToken(secret, query.token) : undefined;
      return read?.imageId === imageId && read.expires * 1000 > now;
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
