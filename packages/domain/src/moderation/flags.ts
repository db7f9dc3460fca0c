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
