/**
 * The duplicate-photo flag's arithmetic. A photo's difference hash (dHash) survives what a lister does when
 * they take someone else's photo: re-encoding, resizing, a change of format or quality. The photo is shrunk
 * to 9×8 grey pixels and each of the 64 bits says whether a pixel is brighter than its right-hand neighbour,
 * so the hash follows the picture's gradients, not its bytes. Two hashes within a few bits of each other
 * (Hamming distance) are the same picture.
 *
 * A plain colour has no gradients and hashes to all zeros: plain pictures (a blank placeholder, a wall) all
 * look alike to the hash, so they are never compared (isPlainPhotoHash).
 */
export const PHOTO_HASH_WIDTH = 9;
export const PHOTO_HASH_HEIGHT = 8;
/**
 * The grey pixels a hash is made from: 36×32, each hash cell the mean of a 4×4 block. Shrinking straight to
 * 9×8 rounds every cell to a whole grey level, and neighbours a level apart then flip their bit with any
 * re-encoding; averaging sixteen pixels keeps the fractions. Measured on twenty made-up photos each saved again
 * five ways (smaller as JPEG down to quality 30, as PNG, as WebP): 0.75 bits apart on average and 3 of the 100
 * copies beyond the duplicate distance this way, against 2.4 bits and 12 of 100 shrunk straight to 9×8.
 */
export const PHOTO_HASH_SAMPLE = { width: PHOTO_HASH_WIDTH * 4, height: PHOTO_HASH_HEIGHT * 4 } as const;
/** Hashes this close or closer are the same photo. */
export const DUPLICATE_PHOTO_DISTANCE = 4;
/**
 * The 64 bits in five bands. By pigeonhole, two hashes that differ in at most four bits agree on at least one
 * whole band, so the photos that could be near one hash are those filed under one of its five band values:
 * five look-ups, then an exact check, instead of comparing with every photo.
 */
export const PHOTO_HASH_BANDS = [13, 13, 13, 13, 12] as const;

/**
 * The hash (16 hex digits) of grey pixels, row by row, `size` being 9×8 or a whole multiple of it: the pixels
 * are averaged into 9×8 cells, and bit i is set when a cell is brighter than the next one in its row.
 */
export function differenceHash(grey: ArrayLike<number>, size: { width: number; height: number } = { width: PHOTO_HASH_WIDTH, height: PHOTO_HASH_HEIGHT }): string {
  const { width, height } = size;
  const [across, down] = [width / PHOTO_HASH_WIDTH, height / PHOTO_HASH_HEIGHT];
  if (!Number.isInteger(across) || !Number.isInteger(down) || across < 1 || down < 1 || grey.length !== width * height) {
    throw new Error(`A difference hash needs ${PHOTO_HASH_WIDTH}×${PHOTO_HASH_HEIGHT} pixels or a whole multiple, not ${grey.length} as ${width}×${height}`);
  }
  // Sums stand for means: every cell has as many pixels.
  const cells = new Array<number>(PHOTO_HASH_WIDTH * PHOTO_HASH_HEIGHT).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) cells[Math.floor(y / down) * PHOTO_HASH_WIDTH + Math.floor(x / across)]! += grey[y * width + x]!;
  let bits = '';
  for (let row = 0; row < PHOTO_HASH_HEIGHT; row++) {
    for (let col = 0; col < PHOTO_HASH_WIDTH - 1; col++) {
      const at = row * PHOTO_HASH_WIDTH + col;
      bits += cells[at]! > cells[at + 1]! ? '1' : '0';
    }
  }
  return bitsToHex(bits);
}

export const isPhotoHash = (hash: unknown): hash is string => typeof hash === 'string' && /^[0-9a-f]{16}$/.test(hash);

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  if (!isPhotoHash(a) || !isPhotoHash(b)) throw new Error('Photo hashes are 16 lower-case hex digits');
  let distance = 0;
  for (let i = 0; i < 16; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    for (; x; x &= x - 1) distance++;
  }
  return distance;
}

const PLAIN = '0000000000000000';
/** A hash within the duplicate distance of a plain picture's: it would match every other plain picture. */
export const isPlainPhotoHash = (hash: string) => hammingDistance(hash, PLAIN) <= DUPLICATE_PHOTO_DISTANCE;

/** The hash's band values, each named with its band (`2:1f0a`), so a value in one band never meets another's. */
export function photoHashBands(hash: string): string[] {
  if (!isPhotoHash(hash)) throw new Error('Photo hashes are 16 lower-case hex digits');
  const bits = [...hash].map((d) => parseInt(d, 16).toString(2).padStart(4, '0')).join('');
  const bands: string[] = [];
  let start = 0;
  for (const [band, width] of PHOTO_HASH_BANDS.entries()) {
    bands.push(`${band}:${parseInt(bits.slice(start, start + width), 2).toString(16)}`);
    start += width;
  }
  return bands;
}

const bitsToHex = (bits: string) => bits.match(/.{4}/g)!.map((nibble) => parseInt(nibble, 2).toString(16)).join('');
