import { imageRules } from '@fie/domain';
import { api } from './api-client';

/**
 * Photos chosen on a phone, before they cost mobile data: one set of checks and one upload for every feature that
 * takes photos (a listing's, a dispute's). The server checks the real type from the bytes and removes location data.
 */

/** The photo types the server decodes (it checks the bytes, not the name). */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.jpg,.jpeg,.png,.webp,.heic,.heif,.avif';

/** What a feature says about a file it refuses, in its own words. */
export interface PhotoWords {
  notAPhoto: (name: string) => string;
  tooLarge: (name: string) => string;
  /** When more were chosen than `room` allows; `room` is how many were kept. */
  tooMany: (room: number) => string;
}

/** Keeps the files that look like photos of a size the server takes, at most `room` of them, and says why the others were left. */
export function choosePhotos(files: readonly File[], room: number, words: PhotoWords): { ok: File[]; problems: string[] } {
  const problems: string[] = [];
  const ok: File[] = [];
  for (const file of files) {
    // A file that claims not to be an image is refused here too; one with no type is judged by its name.
    const looksLikePhoto = file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|heic|heif|avif)$/i.test(file.name);
    if (!looksLikePhoto) problems.push(words.notAPhoto(file.name));
    else if (file.size > imageRules.maxBytes) problems.push(words.tooLarge(file.name));
    else ok.push(file);
  }
  if (ok.length > room) {
    const kept = Math.max(0, room);
    problems.push(words.tooMany(kept));
    ok.splice(kept);
  }
  return { ok, problems };
}

/** POST /api/properties/image-upload (multipart, every file under `files`): the answer is read by the caller's schema. */
export function postPhotos(files: readonly File[]): Promise<unknown> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.post<unknown>('/properties/image-upload', form);
}
