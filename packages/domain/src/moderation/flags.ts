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

/** The median of values given as [value, count] pairs, sorted by value. */
function weightedMedian(sorted: [number, number][], n: number): number {
  const at = (i: number) => {
    let seen = 0;
    for (const [value, count] of sorted) if ((seen += count) > i) return value;
    return sorted[sorted.length - 1]![0];
  };
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/** robustZ against an area's bands: the same score, read off the counts. */
export function robustZOfBands(value: number, bands: PriceBands): { z: number; median: number; peers: number } | undefined {
  const levels = Object.entries(bands).map(([band, count]): [number, number] => [bandPrice(Number(band)), count]).sort((a, b) => a[0] - b[0]);
  const n = levels.reduce((sum, [, count]) => sum + count, 0);
  if (n < PRICE_MIN_PEERS) return undefined;
  const m = weightedMedian(levels, n);
  const deviations = levels.map(([price, count]): [number, number] => [Math.abs(price - m), count]).sort((a, b) => a[0] - b[0]);
  const mad = weightedMedian(deviations, n);
  // Prices in one band agree within 0.5 %: no spread to measure against.
  if (mad <= m * 1e-9) return undefined;
  return { z: (0.6745 * (value - m)) / mad, median: m, peers: n };
}
