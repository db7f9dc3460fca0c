import { imageRules, type Translate } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { toImages, type ListingImage } from './listings';

/**
 * Listing photos are uploaded before the listing is saved, so the form can show them as they arrive:
 * POST /api/properties/image-upload (multipart, every file under `files`) answers each photo's name, its
 * large WebP and its thumbnail. The listing then names its photos.
 */
export async function uploadListingPhotos(files: readonly File[]): Promise<ListingImage[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const answer = await api.post<{ images?: unknown; filelocation?: unknown }>('/properties/image-upload', form);
  const images = toImages(answer?.images);
  return images.length ? images : toImages(answer?.filelocation);
}

/** DELETE /api/properties/images/{name}: only for photos uploaded here and not yet saved on a listing. */
export function deleteListingPhoto(name: string) {
  return api.delete<{ message?: string }>(`/properties/images/${encodeURIComponent(name)}`);
}

/** The photo types the server decodes (it checks the bytes, not the name). */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.jpg,.jpeg,.png,.webp,.heic,.heif,.avif';

/**
 * Checks photos before they cost mobile data: the size, and how many still fit (20 in all). The server
 * checks the real type from the bytes; a file that claims not to be an image is refused here too.
 */
export function checkPhotos(files: readonly File[], room: number, t: Translate): { ok: File[]; problems: string[] } {
  const problems: string[] = [];
  const ok: File[] = [];
  for (const file of files) {
    const looksLikePhoto = file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|heic|heif|avif)$/i.test(file.name);
    if (!looksLikePhoto) problems.push(t('listings.photos.not-a-photo', '{name}: This file is not a photo we can use (JPEG, PNG, WebP, HEIC or AVIF)', { name: file.name }));
    else if (file.size > imageRules.maxBytes) problems.push(t('listings.photos.too-large', '{name}: Photos must be 15 MB or smaller', { name: file.name }));
    else ok.push(file);
  }
  if (ok.length > room) {
    problems.push(
      room > 0
        ? t('listings.photos.too-many-some', 'A listing has at most {most} photos: only the first {room} were added', { most: imageRules.maxFiles, room })
        : t('listings.photos.too-many', 'A listing has at most {most} photos', { most: imageRules.maxFiles }),
    );
    ok.splice(Math.max(0, room));
  }
  return { ok, problems };
}
