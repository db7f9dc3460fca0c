import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { TestMarketplace } from './test-marketplace';

/**
 * A made-up photo in `color`, different on every call (listings need three). Not plain: the moderation
 * projection compares photos by their hash, and plain photos would all look alike to it (so are ignored).
 */
export async function photo(color: string, width = 1200, height = 900) {
  return scene(color, randomInt(2 ** 31), width, height).jpeg().toBuffer();
}

/**
 * The same made-up photo for the same seed: soft patches of light and shade over `color` (a 16×12 grid of
 * random shades, smoothly enlarged), for tests that upload one photo twice, as a copy would.
 */
export function scene(color: string, seed: number, width = 1200, height = 900) {
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const rgb = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const grid = Buffer.alloc(16 * 12 * 3);
  for (let cell = 0; cell < 16 * 12; cell++) {
    const shade = 0.4 + random() * 1.2;
    for (let c = 0; c < 3; c++) grid[cell * 3 + c] = Math.min(255, Math.round(rgb[c]! * shade + 20 * random()));
  }
  return sharp(grid, { raw: { width: 16, height: 12, channels: 3 } }).resize({ width, height, fit: 'fill', kernel: 'cubic' });
}

export async function uploadPhotos(fie: Pick<TestMarketplace, 'url'>, token: string, n = 3): Promise<string[]> {
  const photos = [];
  for (let i = 0; i < n; i++) photos.push(await photo(['#a0522d', '#2e8b57', '#4682b4', '#daa520'][i % 4]!, 400, 300));
  return uploadPhotoFiles(fie, token, photos);
}

/** These photos (JPEG, PNG or WebP bytes) uploaded for a listing; their image ids. */
export async function uploadPhotoFiles(fie: Pick<TestMarketplace, 'url'>, token: string, photos: Buffer[]): Promise<string[]> {
  const form = new FormData();
  for (const [i, bytes] of photos.entries()) form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo${i}.jpg`);
  const res = await fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { filelocation?: { name: string }[] };
  if (res.status !== 201) throw new Error(`photo upload failed: ${JSON.stringify(body)}`);
  return (body.filelocation ?? []).map((f) => f.name);
}

/** The create-residential body of a three-bedroom house to rent in East Legon, with these photos. */
export const houseBody = (images: unknown) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: '3 bedroom house in East Legon',
  description: 'Three-bedroom house with a boys quarters', bedrooms: 3, bathrooms: 2, images,
  utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] },
  location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
});

/** Lists `body` through a create route (`path`) as `token`; throws, saying why, unless it was created. */
export async function createListing(fie: TestMarketplace, token: string, path: string, body: Record<string, unknown>) {
  const res = await fie.request('POST', path, body, token);
  if (res.status !== 201) throw new Error(`listing failed: ${JSON.stringify(res.body)}`);
  return res.body.property as { id: string; ownerId: string; organizationId: string | null; title: string };
}

/** A three-bedroom house to rent in East Legon, listed by `token`'s owner (or organization member). */
export async function listHouse(fie: TestMarketplace, token: string, over: Record<string, unknown> = {}) {
  const images = over.images ?? (await uploadPhotos(fie, token));
  return createListing(fie, token, '/api/properties/create-residential', { ...houseBody(images), ...over });
}

/** A confirmed seeker who became an owner. */
export async function signUpOwner(fie: TestMarketplace, person: Record<string, unknown> & { email: string }) {
  const owner = await fie.signUpAndConfirm(person);
  await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: person.email }, owner.token);
  return owner;
}
