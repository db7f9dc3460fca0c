import { z } from 'zod';
import { apiText as t } from '../i18n/texts';

/**
 * Listing photos are uploaded before the listing is saved (the form shows them as they arrive), so each
 * has its own stream (`listing-image-{id}`). They are stored re-encoded as WebP in two sizes, with their
 * metadata (camera, GPS position) stripped.
 */
export type ListingImageUploaded = {
  type: 'ListingImageUploaded';
  data: {
    imageId: string;
    uploadedBy: string;
    width: number;
    height: number;
    bytes: { large: number; thumb: number };
    /**
     * The photo's difference hash (moderation/photo-hash), for the duplicate-photo flag. Absent on photos
     * uploaded before the flag existed: those are never compared.
     */
    phash?: string;
    uploadedAt: string;
  };
};
export type ListingImageDeleted = { type: 'ListingImageDeleted'; data: { imageId: string; deletedBy: string; deletedAt: string } };
export type ListingImageEvent = ListingImageUploaded | ListingImageDeleted;

export const listingImageStream = (imageId: string) => `listing-image-${imageId}`;
export const imageSizes = { large: 1600, thumb: 480 } as const;
export type ImageSize = keyof typeof imageSizes;
export const imageUrl = (imageId: string, size: ImageSize) => `/api/properties/images/${imageId}/${size}.webp`;

/**
 * Sizes made from the large photo when first asked for, then kept (query-api/src/listings/derived-images.ts):
 * a medium WebP for a phone's screen (1080 px: a 360-px screen at three pixels to the point; the large one is twice its weight), and the 1200 × 630 JPEG link
 * previews show (WhatsApp, Facebook and X read JPEG everywhere; not all of them read WebP).
 */
export const derivedImages = {
  medium: { file: 'medium.webp', width: 1080, contentType: 'image/webp' },
  preview: { file: 'preview.jpg', width: 1200, height: 630, contentType: 'image/jpeg' },
} as const;
export type DerivedImage = keyof typeof derivedImages;
export const derivedImageUrl = (imageId: string, kind: DerivedImage) => `/api/properties/images/${imageId}/${derivedImages[kind].file}`;
export const imageRules = {
  maxBytes: 15 * 1024 * 1024,
  maxFiles: 20,
  messages: {
    notAnImage: t('api.photos.not-an-image', 'This file is not a photo we can use (JPEG, PNG, WebP, HEIC or AVIF)'),
    tooLarge: t('api.photos.too-large', 'Photos must be 15 MB or smaller'),
    tooMany: t('api.photos.too-many', 'Upload at most 20 photos at a time'),
    none: t('api.photos.none', 'Choose at least one photo'),
    uploaded: t('api.photos.uploaded', 'Upload Successful!'),
    deleted: t('api.photos.deleted', 'Photo deleted'),
    signIn: t('api.photos.sign-in', 'Please sign in to upload photos'),
    notFound: t('api.photos.not-found', 'No such photo'),
    notYoursToDelete: t('api.photos.not-yours-to-delete', 'You can only delete photos you uploaded'),
    notYoursToUse: t('api.photos.not-yours-to-use', 'You can only use photos you uploaded'),
    gone: (id: string) => t('api.photos.gone', 'A photo was not found; upload it again ({id})', { id }),
  },
} as const;

/** An uploaded photo named in a command: its name, or the `{name, location}` the upload answered. */
export const imageRef = z.union([z.string().trim().min(1), z.object({ name: z.string(), location: z.string() })]).transform((v) => (typeof v === 'string' ? v : v.name));
