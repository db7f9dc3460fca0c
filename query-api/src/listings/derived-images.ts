import { derivedImages, type DerivedImage } from '@fie/domain';
import type { BlobStore } from '@fie/stores';
import sharp from 'sharp';

/**
 * A photo's derived sizes (@fie/domain's derivedImages), made from its large WebP the first time one is asked
 * for and kept beside it in the blob store, so each is made once per photo. They are a cache of a pure function
 * of the uploaded photo, not part of the marketplace's state: deleting them loses nothing.
 */
type Blobs = Pick<BlobStore, 'get' | 'put'>;

const making = new Map<string, Promise<Buffer | null>>();

export async function derivedImage(blobs: Blobs, imageId: string, kind: DerivedImage): Promise<{ body: Buffer; contentType: string } | null> {
  const spec = derivedImages[kind];
  const key = `listing-images/${imageId}/${spec.file}`;
  const kept = await blobs.get(key);
  if (kept) return { body: await streamToBuffer(kept.stream), contentType: spec.contentType };
  // Several link previews of a newly shared listing arrive at once: one of them makes the picture.
  let pending = making.get(key);
  if (!pending) {
    pending = make(blobs, imageId, kind, key).finally(() => making.delete(key));
    making.set(key, pending);
  }
  const body = await pending;
  return body ? { body, contentType: spec.contentType } : null;
}

async function make(blobs: Blobs, imageId: string, kind: DerivedImage, key: string): Promise<Buffer | null> {
  const large = await blobs.get(`listing-images/${imageId}/large.webp`);
  if (!large) return null;
  const source = sharp(await streamToBuffer(large.stream));
  const body =
    kind === 'preview'
      ? await source.resize({ width: derivedImages.preview.width, height: derivedImages.preview.height, fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
      : await source.resize({ width: derivedImages.medium.width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  await blobs.put(key, body, { contentType: derivedImages[kind].contentType });
  return body;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
