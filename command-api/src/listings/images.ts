import { randomUUID } from 'node:crypto';
import { ForbiddenError, imageRules, imageSizes, imageUrl, listingImageStream, NotFoundError, ValidationError, type ListingImageUploaded } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { assertPicture, decodePicture, type UploadedFile } from '../shared/uploads';
import { photoHash } from './photo-hash';

/**
 * Photos: the real type comes from decoding the bytes, never from the name (see assertPicture). Each is re-encoded to
 * WebP, which drops EXIF (including the GPS position of the owner's phone), in a large size and a thumbnail.
 * Each is hashed too (a difference hash of the upright photo), so staff hear of the same photo on another
 * lister's listing.
 */
export async function uploadListingImages(deps: CommandDeps, uploaderId: string, files: UploadedFile[]) {
  const m = imageRules.messages;
  if (files.length === 0) throw new ValidationError({ images: m.none });
  if (files.length > imageRules.maxFiles) throw new ValidationError({ images: m.tooMany });
  for (const file of files) if (file.size > imageRules.maxBytes) throw new ValidationError({ images: `${m.tooLarge} (${file.originalname})` });
  // Every photo is checked before any is stored, so one bad file in the batch changes nothing.
  for (const file of files) await assertPicture(file, 'images', m.notAnImage);
  const results = [];
  let position = 0;
  for (const file of files) {
    const imageId = randomUUID();
    // rotate() applies the EXIF orientation before the metadata is dropped, so phone photos stay upright.
    const base = decodePicture(file).rotate();
    const large = await base.clone().resize({ width: imageSizes.large, height: imageSizes.large, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const thumb = await base.clone().resize({ width: imageSizes.thumb, height: Math.round(imageSizes.thumb * 0.75), fit: 'cover' }).webp({ quality: 70 }).toBuffer();
    const phash = await photoHash(base);
    const event: ListingImageUploaded = {
      type: 'ListingImageUploaded',
      data: { imageId, uploadedBy: uploaderId, width: large.info.width, height: large.info.height, bytes: { large: large.data.length, thumb: thumb.length }, phash, uploadedAt: deps.now().toISOString() },
    };
    try {
      await deps.blobs.put(`listing-images/${imageId}/large.webp`, large.data, { contentType: 'image/webp' });
      await deps.blobs.put(`listing-images/${imageId}/thumb.webp`, thumb, { contentType: 'image/webp' });
      ({ position } = await appendEvents(deps, listingImageStream(imageId), [event], 'no_stream'));
    } catch (error) {
      // A refused write (a full disk) leaves no file behind without the event that would own it.
      await Promise.allSettled([deps.blobs.delete(`listing-images/${imageId}/large.webp`), deps.blobs.delete(`listing-images/${imageId}/thumb.webp`)]);
      throw error;
    }
    results.push({ name: imageId, location: imageUrl(imageId, 'large'), thumbnail: imageUrl(imageId, 'thumb'), width: large.info.width, height: large.info.height });
  }
  return { images: results, position };
}

export async function deleteListingImage(deps: CommandDeps, requesterId: string, imageId: string) {
  if (!/^[0-9a-f-]{36}$/.test(imageId)) throw new NotFoundError(imageRules.messages.notFound);
  const events = await deps.events.readStream(listingImageStream(imageId));
  const uploaded = events.find((e) => e.type === 'ListingImageUploaded')?.data as ListingImageUploaded['data'] | undefined;
  if (!uploaded || events.some((e) => e.type === 'ListingImageDeleted')) throw new NotFoundError(imageRules.messages.notFound);
  if (uploaded.uploadedBy !== requesterId) throw new ForbiddenError(imageRules.messages.notYoursToDelete);
  await deps.blobs.delete(`listing-images/${imageId}/large.webp`);
  await deps.blobs.delete(`listing-images/${imageId}/thumb.webp`);
  return appendEvents(deps, listingImageStream(imageId), [{ type: 'ListingImageDeleted', data: { imageId, deletedBy: requesterId, deletedAt: deps.now().toISOString() } }], events[events.length - 1]!.revision);
}
