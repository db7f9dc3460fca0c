import { imageRules, type Translate } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { choosePhotos, postPhotos } from '../../../lib/photo-files';
import { toImages, type ListingImage } from './listings';

/**
 * Listing photos are uploaded before the listing is saved, so the form can show them as they arrive:
 * POST /api/properties/image-upload answers each photo's name, its large WebP and its thumbnail. The listing then names its photos.
 */
export async function uploadListingPhotos(files: readonly File[]): Promise<ListingImage[]> {
  const answer = (await postPhotos(files)) as { images?: unknown; filelocation?: unknown } | undefined;
  const images = toImages(answer?.images);
  return images.length ? images : toImages(answer?.filelocation);
}

/** DELETE /api/properties/images/{name}: only for photos uploaded here and not yet saved on a listing. */
export function deleteListingPhoto(name: string) {
  return api.delete<{ message?: string }>(`/properties/images/${encodeURIComponent(name)}`);
}

/** The size, the type, and how many still fit (20 in all), in the listing form's words. */
export function checkPhotos(files: readonly File[], room: number, t: Translate): { ok: File[]; problems: string[] } {
  return choosePhotos(files, room, {
    notAPhoto: (name) => t('listings.photos.not-a-photo', '{name}: This file is not a photo we can use (JPEG, PNG, WebP, HEIC or AVIF)', { name }),
    tooLarge: (name) => t('listings.photos.too-large', '{name}: Photos must be 15 MB or smaller', { name }),
    tooMany: (kept) =>
      kept > 0
        ? t('listings.photos.too-many-some', 'A listing has at most {most} photos: only the first {room} were added', { most: imageRules.maxFiles, room: kept })
        : t('listings.photos.too-many', 'A listing has at most {most} photos', { most: imageRules.maxFiles }),
  });
}
