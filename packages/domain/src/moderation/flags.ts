/**
 * Automatic flags' arithmetic. A price is compared with the other listings of its kind in its area by a robust
 * z-score (Iglewicz and Hoaglin): 0.6745 × (price − median) / MAD, where MAD is the median of the absolute
 * deviations from the median. One absurd price cannot drag the median or the MAD as it would a mean and a
 * standard deviation, so an outlier stays visible beside others.
 */
export const PRICE_OUTLIER_Z = 3.5;
/** Fewer listings than this to compare with says nothing about an area's range. */
export const PRICE_MIN_PEERS = 5;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The robust z-score of `value` among `peers`, or undefined when there are too few peers or they all agree. */
export function robustZ(value: number, peers: number[]): { z: number; median: number } | undefined {
  if (peers.length < PRICE_MIN_PEERS) return undefined;
  const m = median(peers);
  const mad = median(peers.map((p) => Math.abs(p - m)));
  if (mad === 0) return undefined;
  return { z: (0.6745 * (value - m)) / mad, median: m };
}

/**
 * An area's prices are kept as counts per band of price, each band 0.5 % wide on a log scale, so an area of
 * any size is one small document (a band per distinct price level, a few hundred at most) and filing a price
 * costs the same at a million listings as at ten. The median and MAD read off the bands are within half a
 * band (0.25 %) of the exact ones: enough to ask staff to look.
 */
const BAND_STEP = Math.log(1.005);
export const priceBand = (price: number): number => Math.round(Math.log(Math.max(price, 1)) / BAND_STEP);
export const bandPrice = (band: number): number => Math.exp(band * BAND_STEP);
export type PriceBands = Record<string, number>;

/** The bands with one more (or one fewer) price in `band`; a band left empty is dropped. */
export function withPrice(bands: PriceBands, band: number, change: 1 | -1): PriceBands {
  const count = (bands[band] ?? 0) + change;
  // A copy, then one key set or deleted (bands are integer keys, so the order is theirs either way): a rest
  // pattern with a computed key copied every band the slow way, once per listing written (BENCHMARKS.md, Replay).
  const next = { ...bands };
  if (count > 0) next[band] = count;
  else delete next[band];
  return next;
}

/**
 * An area's prices as levels sorted by price: `prices[i]` (bandPrice of a band) held `counts[i]` times, `n` in
 * all. A rebuild keeps each area's levels so, filing a price by a binary search, instead of a bands document
 * copied and sorted again per listing written (BENCHMARKS.md, Replay as a bulk load).
 */
export type PriceLevels = { prices: readonly number[]; counts: readonly number[]; n: number };

/** The area's bands as levels sorted by price. */
export function levelsOf(bands: PriceBands): PriceLevels {
  const entries = Object.keys(bands).map(Number).sort((a, b) => a - b);
  const prices: number[] = [];
  const counts: number[] = [];
  let n = 0;
  for (const band of entries) {
    const count = bands[band]!;
    prices.push(bandPrice(band));
    counts.push(count);
    n += count;
  }
  return { prices, counts, n };
}

/** robustZ against an area's bands: the same score, read off the counts. */
export function robustZOfBands(value: number, bands: PriceBands): { z: number; median: number; peers: number } | undefined {
  return robustZOfLevels(value, levelsOf(bands));
}

/**
 * robustZOfBands over levels sorted by price, in one pass each for the median and the MAD: the deviations from
 * the median are in order walking outwards from it (the levels below and above it merged), so nothing is sorted.
 */
export function robustZOfLevels(value: number, { prices, counts, n }: PriceLevels): { z: number; median: number; peers: number } | undefined {
  if (n < PRICE_MIN_PEERS) return undefined;
  // The median: the value at rank (n-1)/2, or the mean of those at n/2-1 and n/2.
  const lowRank = n % 2 ? (n - 1) / 2 : n / 2 - 1;
  const highRank = n % 2 ? lowRank : n / 2;
  let low = NaN;
  let high = NaN;
  let seen = 0;
  for (let i = 0; i < prices.length; i++) {
    seen += counts[i]!;
    if (Number.isNaN(low) && seen > lowRank) low = prices[i]!;
    if (seen > highRank) {
      high = prices[i]!;
      break;
    }
  }
  const m = n % 2 ? low : (low + high) / 2;
  // The deviations in ascending order: from the first level at or above the median upwards, and from the one
  // below it downwards, the nearer of the two each time.
  let up = 0;
  while (up < prices.length && prices[up]! < m) up++;
  let down = up - 1;
  let madLow = NaN;
  let madHigh = NaN;
  seen = 0;
  while (down >= 0 || up < prices.length) {
    const below = down >= 0 ? Math.abs(prices[down]! - m) : Infinity;
    const above = up < prices.length ? Math.abs(prices[up]! - m) : Infinity;
    let deviation: number;
    if (above <= below) {
      deviation = above;
      seen += counts[up++]!;
    } else {
      deviation = below;
      seen += counts[down--]!;
    }
    if (Number.isNaN(madLow) && seen > lowRank) madLow = deviation;
    if (seen > highRank) {
      madHigh = deviation;
      break;
    }
  }
  const mad = n % 2 ? madLow : (madLow + madHigh) / 2;
  // Prices in one band agree within 0.5 %: no spread to measure against.
  if (mad <= m * 1e-9) return undefined;
  return { z: (0.6745 * (value - m)) / mad, median: m, peers: n };
}
