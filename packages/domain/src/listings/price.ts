import { toGhs, type Acquisition, type Currency, type PaymentPlan } from './options';

/**
 * Rent in Ghana is quoted per month, per year, per week or per day, and a search that set GH₵ 24,000 a year
 * beside GH₵ 2,500 a month would call the first dearer. So every listing has one comparable price, computed
 * here once and used by the search index (filter, sorts, price facet), the request matcher and the cards:
 *
 * - a rental compares its monthly equivalent: a year's rent ÷ 12, a week's × 52 ÷ 12, a day's × 365 ÷ 12;
 * - a short stay compares its nightly rate (a week ÷ 7, a month × 12 ÷ 365, a year ÷ 365);
 * - an event venue is hired by the day, not lived in: its hire compares by the day, as a night's stay does
 *   (GH₵ 3,000 a day is not 'GH₵ 91,250 a month' to someone planning a wedding);
 * - a sale compares its price.
 *
 * All in cedis (a dollar price at the rate staff set, Act 723), kept to the pesewa: GH₵ 100 a day is
 * GH₵ 3,041.67 a month, so a filter 'up to GH₵ 3,041' leaves it out and 'up to GH₵ 3,042' keeps it.
 */
export type PriceBasis = 'month' | 'night' | 'day' | 'price';

/** What a price filter or sort compares for listings of this acquisition (and category: event venues go by the day). */
export const priceBasisOf = (acquisition: Acquisition | string | undefined, category?: string): PriceBasis =>
  acquisition === 'short_stay' ? 'night' : acquisition === 'rent' ? (category === 'events' ? 'day' : 'month') : 'price';

const pesewas = (n: number) => Math.round(n * 100) / 100;

/** A rent as a month's: yearly ÷ 12, weekly × 52 ÷ 12, daily × 365 ÷ 12; monthly (or no plan) as it is. */
export function monthlyEquivalent(price: number, plan: PaymentPlan | undefined): number {
  switch (plan) {
    case 'YEARLY':
      return pesewas(price / 12);
    case 'WEEKLY':
      return pesewas((price * 52) / 12);
    case 'DAILY':
      return pesewas((price * 365) / 12);
    case 'MONTHLY':
    case undefined:
      return price;
    default: {
      const unreachable: never = plan;
      return unreachable;
    }
  }
}

/** A short stay's price for one night (an event venue's for one day): daily as it is, weekly ÷ 7, monthly × 12 ÷ 365, yearly ÷ 365. */
export function nightlyRate(price: number, plan: PaymentPlan | undefined): number {
  switch (plan) {
    case 'DAILY':
    case undefined:
      return price;
    case 'WEEKLY':
      return pesewas(price / 7);
    case 'MONTHLY':
      return pesewas((price * 12) / 365);
    case 'YEARLY':
      return pesewas(price / 365);
    default: {
      const unreachable: never = plan;
      return unreachable;
    }
  }
}

export type PricedListing = { price: number; currency: Currency; acquisition: Acquisition | string; category?: string; payment_plan?: PaymentPlan | null };

/** The price search and matching compare, in cedis: a month's rent, a night's stay, or the sale price. */
export function comparablePriceGhs(listing: PricedListing, usdToGhs: number): number {
  const ghs = toGhs(listing.price, listing.currency, usdToGhs);
  const plan = listing.payment_plan ?? undefined;
  switch (priceBasisOf(listing.acquisition, listing.category)) {
    case 'month':
      return monthlyEquivalent(ghs, plan);
    case 'night':
    case 'day':
      return nightlyRate(ghs, plan);
    case 'price':
      return ghs;
  }
}

/**
 * A rent not quoted by the month, as a month's (rounded to the cedi, for people to read): what a card shows
 * beside 'GH₵ 24,000 per year'. Undefined for a monthly rent, a sale or a short stay: nothing to add.
 */
export function monthlyRentShown(listing: PricedListing, usdToGhs: number): number | undefined {
  if (priceBasisOf(listing.acquisition, listing.category) !== 'month' || !listing.payment_plan || listing.payment_plan === 'MONTHLY') return undefined;
  return Math.round(comparablePriceGhs(listing, usdToGhs));
}
