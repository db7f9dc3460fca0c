import { bandPrice, median, PRICE_MIN_PEERS, PRICE_OUTLIER_Z, priceBand, robustZ, robustZOfBands, withPrice, type PriceBands } from '../index';

describe('the price flag\'s robust z-score', () => {
  const area = [4000, 4200, 4500, 4500, 4800, 5000];

  test('Given an area\'s rents, a rent like theirs scores near 0 and a rent ten times theirs far above the limit', () => {
    expect(Math.abs(robustZ(4600, area)!.z)).toBeLessThan(1);
    expect(robustZ(45_000, area)!.z).toBeGreaterThan(PRICE_OUTLIER_Z);
    expect(robustZ(450, area)!.z).toBeLessThan(-PRICE_OUTLIER_Z);
  });

  test('One absurd peer does not hide another outlier, as it would with a mean and standard deviation', () => {
    expect(robustZ(45_000, [...area, 4_500_000])!.z).toBeGreaterThan(PRICE_OUTLIER_Z);
  });

  test('With fewer than five peers, or peers all at one price, there is nothing to say', () => {
    expect(robustZ(45_000, [4000, 4200, 4500, 4800])).toBeUndefined();
    expect(robustZ(45_000, [4500, 4500, 4500, 4500, 4500])).toBeUndefined();
  });

  test('The median of an even count is the mean of the middle two', () => {
    expect(median([1, 3, 2, 10])).toBe(2.5);
    expect(median([5])).toBe(5);
  });
});

describe('the same score read off an area\'s bands of price', () => {
  const area = [4000, 4200, 4500, 4500, 4800, 5000];
  const bandsOf = (prices: number[]) => prices.reduce<PriceBands>((bands, p) => withPrice(bands, priceBand(p), 1), {});

  test('It agrees with the exact score: within 1 % on the median, the same verdict either side of the limit', () => {
    for (const value of [450, 4600, 45_000, 3000, 7000]) {
      const exact = robustZ(value, area)!;
      const banded = robustZOfBands(value, bandsOf(area))!;
      expect(Math.abs(banded.median - exact.median) / exact.median).toBeLessThan(0.01);
      expect(Math.abs(banded.z) > PRICE_OUTLIER_Z).toBe(Math.abs(exact.z) > PRICE_OUTLIER_Z);
      expect(banded.peers).toBe(6);
    }
  });

  test('A price taken out leaves the bands as they were; an emptied band goes', () => {
    const bands = bandsOf(area);
    expect(withPrice(withPrice(bands, priceBand(9999), 1), priceBand(9999), -1)).toEqual(bands);
    expect(Object.keys(withPrice(bandsOf([4000]), priceBand(4000), -1))).toEqual([]);
  });

  test('A million prices make a few hundred bands, not a million entries', () => {
    let bands: PriceBands = {};
    for (let i = 0; i < 1_000_000; i++) {
      const band = priceBand(1000 + ((i * 7919) % 19_000));
      bands[band] = (bands[band] ?? 0) + 1;
    }
    expect(Object.keys(bands).length).toBeLessThan(700);
    expect(robustZOfBands(200_000, bands)!.z).toBeGreaterThan(PRICE_OUTLIER_Z);
  });

  test('With fewer than five peers, or all in one band, there is nothing to say', () => {
    expect(robustZOfBands(45_000, bandsOf([4000, 4200, 4500, 4800]))).toBeUndefined();
    expect(robustZOfBands(45_000, bandsOf([4500, 4500, 4500, 4500, 4500]))).toBeUndefined();
  });
});

describe('the score read off sorted levels, walking outwards from the median (issue 34)', () => {
  /** The way it was worked out before: every level's price, sorted, then every deviation, sorted. */
  function sortedTwice(value: number, bands: PriceBands) {
    const levels = Object.entries(bands).map(([band, count]): [number, number] => [bandPrice(Number(band)), count]).sort((a, b) => a[0] - b[0]);
    const n = levels.reduce((sum, [, count]) => sum + count, 0);
    if (n < PRICE_MIN_PEERS) return undefined;
    const at = (sorted: [number, number][], i: number) => {
      let seen = 0;
      for (const [v, count] of sorted) if ((seen += count) > i) return v;
      return sorted[sorted.length - 1]![0];
    };
    const weighted = (sorted: [number, number][]) => (n % 2 ? at(sorted, (n - 1) / 2) : (at(sorted, n / 2 - 1) + at(sorted, n / 2)) / 2);
    const m = weighted(levels);
    const mad = weighted(levels.map(([p, count]): [number, number] => [Math.abs(p - m), count]).sort((a, b) => a[0] - b[0]));
    if (mad <= m * 1e-9) return undefined;
    return { z: (0.6745 * (value - m)) / mad, median: m, peers: n };
  }

  test('It gives exactly the score the sorts gave, over many random areas, odd and even, narrow and wide', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let run = 0; run < 2000; run++) {
      const bands: PriceBands = {};
      const size = Math.floor(random() * 40);
      const spread = random() < 0.3 ? 3 : 400;
      for (let i = 0; i < size; i++) {
        const band = 1800 + Math.floor(random() * spread);
        bands[band] = (bands[band] ?? 0) + 1 + Math.floor(random() * 3 * (random() < 0.2 ? 1 : 0));
      }
      const value = bandPrice(1800 + Math.floor(random() * 600));
      expect(robustZOfBands(value, bands)).toEqual(sortedTwice(value, bands));
    }
  });
});
