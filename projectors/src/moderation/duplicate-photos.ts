import { DUPLICATE_PHOTO_DISTANCE, hammingDistance, isPhotoHash, isPlainPhotoHash, photoHashBands, type ListingImageEvent } from '@fie/domain';
import {
  MODERATION_LISTING_PHOTOS,
  MODERATION_LISTINGS,
  MODERATION_PHOTO_BANDS,
  MODERATION_PHOTOS,
  type FiledPhoto,
  type ListingFlag,
  type ListingPhotosView,
  type ModerationListingView,
  type PhotoBandView,
  type PhotoHashView,
} from '@fie/read-models';
import type { DocumentStore, WriteOp } from '@fie/stores';

/**
 * The duplicate-photo flag, for the moderation projection: each photo's hash from its upload; each listing's
 * photos filed under the five band values of their hashes; and a listing flagged when one of its photos is
 * within the duplicate distance of a photo on another lister's listing. A lister reusing their own photos is
 * not flagged. Like the other flags it is worked out when the listing is written, against the listings as they
 * are then: the later of two listings with the same photo carries it (the earlier one too if it is edited).
 *
 * Every band document a write touches is read once and written once, as its whole new list: two writes to one
 * document under one event's position would keep only the first.
 */
export function duplicatePhotos(docs: DocumentStore, position: number) {
  const hashes = docs.collection<PhotoHashView>(MODERATION_PHOTOS);
  const filings = docs.collection<ListingPhotosView>(MODERATION_LISTING_PHOTOS);
  const bands = docs.collection<PhotoBandView>(MODERATION_PHOTO_BANDS);
  const listings = docs.collection<ModerationListingView>(MODERATION_LISTINGS);

  /** The listing's entries in every band it had or now has replaced by `filed`; the bands as they were, read once. */
  const refile = async (listingId: string, before: ListingPhotosView['photos'], filed: FiledPhoto[]) => {
    const keys = [...new Set([...before, ...filed].flatMap((p) => photoHashBands(p.hash)))];
    const read = new Map<string, PhotoBandView | null>();
    for (const key of keys) read.set(key, await bands.get(key));
    const ops: WriteOp[] = [];
    for (const [key, band] of read) {
      const was = band?.photos ?? [];
      const next = [...was.filter((p) => p.listingId !== listingId), ...filed.filter((p) => photoHashBands(p.hash).includes(key))];
      if (JSON.stringify(next) === JSON.stringify(was)) continue;
      // An emptied band is kept, empty: an upsert carries the event's position, so a replay cannot undo a later write.
      ops.push({ op: 'upsert', collection: MODERATION_PHOTO_BANDS, doc: { id: key, photos: next }, position });
    }
    return { read, ops };
  };

  /** Other listers' listings with a photo near one of `filed`, found among the bands as they were. */
  const matchesOf = (listingId: string, lister: string, filed: FiledPhoto[], read: Map<string, PhotoBandView | null>) => {
    const found = new Set<string>();
    for (const photo of filed) {
      for (const key of photoHashBands(photo.hash)) {
        for (const other of read.get(key)?.photos ?? []) {
          if (other.listingId !== listingId && other.lister !== lister && hammingDistance(photo.hash, other.hash) <= DUPLICATE_PHOTO_DISTANCE) found.add(other.listingId);
        }
      }
    }
    return [...found];
  };

  /** The words staff read: the other listing's title (the earliest, when there are several). */
  const flagFor = async (matches: string[]): Promise<ListingFlag[]> => {
    if (matches.length === 0) return [];
    const others = (await Promise.all(matches.map((id) => listings.get(id)))).filter((v): v is ModerationListingView => v !== null);
    others.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const where = others[0] ? `"${others[0].title}"` : 'another listing';
    const more = matches.length - 1;
    const also = more === 0 ? where : `${where} and ${more} other listing${more === 1 ? '' : 's'}`;
    return [{ code: 'duplicate_photo', explanation: `A photo is also on ${also}, listed by someone else` }];
  };

  return {
    /** A photo's hash, from its upload (photos from before hashing have none). */
    async photoEvent(event: ListingImageEvent): Promise<WriteOp[]> {
      if (event.type === 'ListingImageDeleted') return [{ op: 'delete', collection: MODERATION_PHOTOS, id: event.data.imageId }];
      const { imageId, phash, uploadedBy } = event.data;
      return isPhotoHash(phash) ? [{ op: 'upsert', collection: MODERATION_PHOTOS, doc: { id: imageId, hash: phash, uploadedBy }, position }] : [];
    },

    /** The listing's photos as it is now filed in the bands (those gone from it taken out), and its flag. */
    async file(listingId: string, lister: string, imageIds: string[]): Promise<{ flags: ListingFlag[]; ops: WriteOp[] }> {
      const before = (await filings.get(listingId))?.photos ?? [];
      const photos: ListingPhotosView['photos'] = [];
      for (const imageId of new Set(imageIds)) {
        // A photo already filed keeps its hash even if its upload has since been deleted.
        const hash = before.find((p) => p.imageId === imageId)?.hash ?? (await hashes.get(imageId))?.hash;
        if (hash && !isPlainPhotoHash(hash)) photos.push({ imageId, hash });
      }
      const filed = photos.map((p) => ({ ...p, listingId, lister }));
      const { read, ops } = await refile(listingId, before, filed);
      const flags = await flagFor(matchesOf(listingId, lister, filed, read));
      return { flags, ops: [...ops, { op: 'upsert', collection: MODERATION_LISTING_PHOTOS, doc: { id: listingId, photos }, position }] };
    },

    /** A deleted or removed listing's photos leave the bands: they are no longer anyone's to copy from. */
    async unfile(listingId: string): Promise<WriteOp[]> {
      const before = (await filings.get(listingId))?.photos ?? [];
      if (before.length === 0) return [];
      const { ops } = await refile(listingId, before, []);
      return [...ops, { op: 'upsert', collection: MODERATION_LISTING_PHOTOS, doc: { id: listingId, photos: [] }, position }];
    },
  };
}
