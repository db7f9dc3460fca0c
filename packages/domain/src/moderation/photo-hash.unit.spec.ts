import { DUPLICATE_PHOTO_DISTANCE, differenceHash, hammingDistance, isPlainPhotoHash, photoHashBands, PHOTO_HASH_SAMPLE } from '../index';

/** 9×8 grey pixels from a function of the column and row. */
const pixels = (f: (col: number, row: number) => number) => Array.from({ length: 72 }, (_, i) => f(i % 9, Math.floor(i / 9)));

describe('the difference hash', () => {
  test('A pixel brighter than its right-hand neighbour sets its bit, row by row from the first', () => {
    expect(differenceHash(pixels((col) => 255 - col * 10))).toBe('ffffffffffffffff');
    expect(differenceHash(pixels((col) => col * 10))).toBe('0000000000000000');
    expect(differenceHash(pixels((col, row) => (row === 0 && col === 0 ? 200 : 100)))).toBe('8000000000000000');
    expect(differenceHash(pixels((col, row) => (row === 7 && col === 7 ? 200 : 100)))).toBe('0000000000000001');
  });

  test('A plain colour has no gradients, so it hashes to all zeros, and such a hash is too plain to compare', () => {
    expect(differenceHash(pixels(() => 128))).toBe('0000000000000000');
    expect(isPlainPhotoHash('0000000000000000')).toBe(true);
    expect(isPlainPhotoHash('8000000000000301')).toBe(true);
    expect(isPlainPhotoHash('8000000000000f01')).toBe(false);
    expect(isPlainPhotoHash('a5a5a5a5a5a5a5a5')).toBe(false);
  });

  test('A larger sample is averaged into 9×8 cells first, so one bright pixel among sixteen does not outweigh a brighter cell', () => {
    const { width, height } = PHOTO_HASH_SAMPLE;
    // Cells brighten to the right (no bits set), but the first cell's first pixel is very bright.
    const grey = Array.from({ length: width * height }, (_, i) => Math.floor((i % width) / 4) * 10 + (i === 0 ? 100 : 0));
    expect(differenceHash(grey, PHOTO_HASH_SAMPLE)).toBe('0000000000000000');
    // Every pixel of the first cell bright enough makes its cell brighter than the next.
    const brighter = grey.map((v, i) => (i % width < 4 && Math.floor(i / width) < 4 ? 50 : v));
    expect(differenceHash(brighter, PHOTO_HASH_SAMPLE)).toBe('8000000000000000');
  });

  test('Anything but 9×8 pixels or a whole multiple is refused', () => {
    expect(() => differenceHash(new Array(64).fill(0))).toThrow(/9×8/);
    expect(() => differenceHash(new Array(20 * 16).fill(0), { width: 20, height: 16 })).toThrow(/9×8/);
    expect(() => differenceHash(new Array(72).fill(0), { width: 18, height: 16 })).toThrow(/9×8/);
  });
});

describe('the distance between hashes', () => {
  test('It counts the bits that differ', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hammingDistance('f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f')).toBe(64);
    expect(hammingDistance('a5a5a5a5a5a5a5a5', 'a5a5a5a5a5a5a5a4')).toBe(1);
  });

  test('Something that is not a hash is refused rather than measured', () => {
    expect(() => hammingDistance('abc', '0000000000000000')).toThrow();
  });
});

describe('the hash\'s bands', () => {
  test('The 64 bits split into five named bands of 13, 13, 13, 13 and 12 bits', () => {
    expect(photoHashBands('ffffffffffffffff')).toEqual(['0:1fff', '1:1fff', '2:1fff', '3:1fff', '4:fff']);
    expect(photoHashBands('0000000000000000')).toEqual(['0:0', '1:0', '2:0', '3:0', '4:0']);
    // The first bit is the top of the first band; the last is the bottom of the fifth.
    expect(photoHashBands('8000000000000001')).toEqual(['0:1000', '1:0', '2:0', '3:0', '4:1']);
  });

  test('Hashes within the duplicate distance always share a band (pigeonhole), whichever bits differ', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 500; trial++) {
      const bits: number[] = Array.from({ length: 64 }, () => (random() < 0.5 ? 1 : 0));
      const flipped = [...bits];
      for (let k = 0; k < DUPLICATE_PHOTO_DISTANCE; k++) {
        const bit = Math.floor(random() * 64);
        flipped[bit] = 1 - flipped[bit]!;
      }
      const hex = (b: number[]) => b.join('').match(/.{4}/g)!.map((n) => parseInt(n, 2).toString(16)).join('');
      const [a, b] = [hex(bits), hex(flipped)];
      expect(hammingDistance(a, b)).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
      const shared = photoHashBands(a).filter((band) => photoHashBands(b).includes(band));
      expect(shared.length).toBeGreaterThan(0);
    }
  });
});
