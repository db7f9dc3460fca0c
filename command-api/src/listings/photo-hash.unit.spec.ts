import sharp from 'sharp';
import { DUPLICATE_PHOTO_DISTANCE, hammingDistance } from '@fie/domain';
import { photoHash } from './photo-hash';

/**
 * A made-up photo: a shaded, rippled background and a few shapes with shading of their own, placed by `seed`.
 * Plain colours would not do: they have no gradients, so every one of them hashes alike.
 */
function scene(seed: number, width = 800, height = 600) {
  // Math's functions held locally: a global looked up in jest's sandbox costs a hundred times more, per pixel.
  const { abs, cos, max, min, sin } = Math;
  let s = seed;
  const random = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const shapes = Array.from({ length: 8 }, () => ({ x: random() * width, y: random() * height, r: (0.08 + random() * 0.2) * width, shade: random() * 200, slope: random() * 0.6 - 0.3 }));
  const [tilt, across, down] = [random() * 2 - 1, 5 + random() * 20, 5 + random() * 20];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let v = 60 + 100 * ((x / width) * tilt + (y / height) * (1 - abs(tilt))) + 30 * sin((x / width) * across) * cos((y / height) * down);
      for (const shape of shapes) if ((x - shape.x) ** 2 + (y - shape.y) ** 2 < shape.r ** 2) v = shape.shade + shape.slope * (x - shape.x);
      const at = (y * width + x) * 3;
      pixels[at] = max(0, min(255, v));
      pixels[at + 1] = max(0, min(255, v * 0.9));
      pixels[at + 2] = max(0, min(255, 255 - v));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const hashOf = (bytes: Buffer) => photoHash(sharp(bytes));

describe('a photo\'s difference hash', () => {
  let original: Buffer;
  beforeAll(async () => {
    original = await scene(1).jpeg({ quality: 90 }).toBuffer();
  });

  test('The same file hashes the same every time', async () => {
    expect(hammingDistance(await hashOf(original), await hashOf(original))).toBe(0);
  });

  test('The same photo made smaller and saved again at another quality, or as PNG or WebP, stays within the duplicate distance', async () => {
    const hash = await hashOf(original);
    const copies = [
      await sharp(original).resize({ width: 400 }).jpeg({ quality: 40 }).toBuffer(),
      await sharp(original).resize({ width: 320, height: 240, fit: 'fill' }).jpeg({ quality: 70 }).toBuffer(),
      await sharp(original).png().toBuffer(),
      await sharp(original).resize({ width: 1600 }).webp({ quality: 60 }).toBuffer(),
    ];
    for (const copy of copies) expect(hammingDistance(hash, await hashOf(copy))).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
  });

  test('A phone photo stored sideways with an EXIF orientation hashes as the upright photo', async () => {
    const sideways = await sharp(original).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 85 }).toBuffer();
    expect(hammingDistance(await hashOf(original), await hashOf(sideways))).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
  });

  test('Different photos are far apart', async () => {
    const hashes = await Promise.all([1, 2, 3, 4, 5].map(async (seed) => hashOf(await scene(seed).jpeg().toBuffer())));
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(3 * DUPLICATE_PHOTO_DISTANCE);
  });

  test('A photo with transparency is hashed as it shows on white, and the pipeline it came from can still encode it', async () => {
    const png = await scene(2, 300, 200).ensureAlpha(0.5).png().toBuffer();
    const picture = sharp(png);
    expect(await photoHash(picture)).toMatch(/^[0-9a-f]{16}$/);
    expect((await picture.webp().toBuffer({ resolveWithObject: true })).info).toMatchObject({ width: 300, height: 200 });
  });
});
