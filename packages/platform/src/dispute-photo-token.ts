import { signedToken } from './signed-token';

const token = signedToken('dispute-photo', 32);

/**
 * The key to one of a dispute's photos (`/api/properties/images/{id}/{size}?token=…`): the image and when the link
 * stops working (seconds since the epoch), signed with the code secret. An `<img>` carries no session, so the
 * payment's views (to its two sides and staff only) hand out links with it, and the photo route serves a dispute's
 * photo on nothing else (query-api's photo-links.ts).
 */
export function disputePhotoToken(secret: string, imageId: string, expires: number): string {
  return token.write(secret, { i: imageId, e: expires });
}

export function readDisputePhotoToken(secret: string, photoToken: string): { imageId: string; expires: number } | undefined {
  const { i, e } = token.read(secret, photoToken) ?? {};
  return typeof i === 'string' && typeof e === 'number' ? { imageId: i, expires: e } : undefined;
}
