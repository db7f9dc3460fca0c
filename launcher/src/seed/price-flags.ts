import { DEFAULT_USD_TO_GHS, PRICE_OUTLIER_Z, priceBand, robustZOfBands, toGhs, withPrice, type Currency, type PriceBands } from '@fie/domain';

type Priced = { type: string; acquisition: string; payment_plan?: string; price: number; currency: Currency; location_details: { town: string; region: string } };

/**
 * Fie's own price check, as the console's moderation projection runs it (projectors/src/moderation): a price is
 * compared, in cedis at the default rate, with the other listings of its kind in its town (same type,
 * acquisition and payment plan) as they were when it was listed, by a robust z-score. The demo draws its prices
 * from real ranges, but a town's few listings can still make one look far off; the seed asks this book first and
 * draws again, so a newcomer's console is not full of false alarms. The area's key is the projection's.
 */
export function priceBook() {
  const areas = new Map<string, PriceBands>();
  const keyOf = (l: Priced) => [l.location_details.region, l.location_details.town.trim().toLowerCase(), l.type, l.acquisition, l.payment_plan ?? ''].join('|');
  const cedis = (l: Priced) => toGhs(l.price, l.currency, DEFAULT_USD_TO_GHS);
  return {
    /** Whether the projection would flag this price against the listings filed so far; and the area's median. */
    check(l: Priced): { flagged: boolean; median?: number } {
      const score = robustZOfBands(cedis(l), areas.get(keyOf(l)) ?? {});
      return { flagged: !!score && Math.abs(score.z) > PRICE_OUTLIER_Z, median: score?.median };
    },
    file(l: Priced) {
      const key = keyOf(l);
      areas.set(key, withPrice(areas.get(key) ?? {}, priceBand(cedis(l)), 1));
    },
  };
}
