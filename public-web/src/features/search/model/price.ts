import type { Translate } from '@fie/domain';
import { abbreviateAmount, currencySymbols, priceText, priceValue, type Currency } from '../../../lib/money';

/**
 * The price popover's two boxes, as typed text. Digits only, shown with thousands separators;
 * a minimum above the maximum raises the maximum to match (property-side spec §4).
 */
export type PriceDraft = { min: string; max: string; currency: Currency };

export function priceDraft(min: number | undefined, max: number | undefined, currency: Currency): PriceDraft {
  return { min: min ? priceText(String(min)) : '', max: max ? priceText(String(max)) : '', currency };
}

export function withMin(draft: PriceDraft, typed: string): PriceDraft {
  const min = priceText(typed);
  const minValue = priceValue(min);
  const maxValue = priceValue(draft.max);
  const max = minValue !== undefined && maxValue !== undefined && minValue > maxValue ? min : draft.max;
  return { ...draft, min, max };
}

export function withMax(draft: PriceDraft, typed: string): PriceDraft {
  return { ...draft, max: priceText(typed) };
}

/** The range to search with; a maximum left below the minimum is lifted to it. */
export function priceRange(draft: PriceDraft): { minPrice?: number; maxPrice?: number; currency: Currency } {
  const minPrice = priceValue(draft.min);
  let maxPrice = priceValue(draft.max);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = minPrice;
  return { minPrice, maxPrice, currency: draft.currency };
}

/** The filter bar's price button: 'Price', 'GH₵ 2.5K – 10K', 'GH₵ 2.5K+' or 'Up to US$ 800'. */
export function priceLabel(t: Translate, minPrice: number | undefined, maxPrice: number | undefined, currency: Currency): string {
  const sign = currencySymbols[currency];
  if (minPrice && maxPrice) return `${sign} ${abbreviateAmount(minPrice)} – ${abbreviateAmount(maxPrice)}`;
  if (minPrice) return `${sign} ${abbreviateAmount(minPrice)}+`;
  if (maxPrice) return t('search.price.upto', 'Up to {price}', { price: `${sign} ${abbreviateAmount(maxPrice)}` });
  return t('search.price.title', 'Price');
}
