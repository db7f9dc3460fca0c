import type { Sharp } from 'sharp';
import { differenceHash, PHOTO_HASH_SAMPLE } from '@fie/domain';

/**
 * A decoded photo's difference hash (see photo-hash in the domain): upright (EXIF orientation applied, as the
 * stored photo is), squeezed to 36×32 whatever its shape (the domain averages that into the hash's 9×8 cells),
 * transparency laid on white, in grey. The caller's pipeline is cloned, so it can still encode the photo
 * afterwards; rotate() may already be on it (it only asks for the EXIF orientation to be applied, so twice is once).
 */
export async function photoHash(picture: Sharp): Promise<string> {
  const { data, info } = await picture
    .clone()
    .rotate()
    // Shrink-on-load would let a JPEG's decoder do part of the shrinking its own way, so the same pixels as PNG
    // or JPEG would hash a few bits apart: the whole photo is decoded and then shrunk.
    .resize({ ...PHOTO_HASH_SAMPLE, fit: 'fill', fastShrinkOnLoad: false })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grey output is one channel, but read by the stride sharp reports rather than trust that.
  const grey = Array.from({ length: PHOTO_HASH_SAMPLE.width * PHOTO_HASH_SAMPLE.height }, (_, i) => data[i * info.channels]!);
  return differenceHash(grey, PHOTO_HASH_SAMPLE);
}
