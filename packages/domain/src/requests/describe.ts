import { furnishingLabels, typeLabels, type Category } from '../listings/options';
import { priceBasisOf } from '../listings/price';
import type { Criteria } from './matching';

const categoryNouns: Record<Category, string> = { residential: 'Home', commercial: 'Commercial space', farmland: 'Farmland', events: 'Event venue' };
const grouped = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });

/**
 * What a request or saved search asks for, in a line people read in a mail, a text or a card's title:
 * 'House to rent in East Legon, 3 bedrooms, GH₵ 3,000 to GH₵ 5,000 a month'. Texts use 'GHS' (an SMS
 * stays in the GSM alphabet).
 */
export function describeRequest(c: Criteria, options: { sms?: boolean } = {}): string {
  const what = c.type ? (typeLabels[c.type] ?? c.type.replace(/_/g, ' ')) : c.category ? categoryNouns[c.category] : 'Property';
  const how = c.acquisition === 'buy' ? ' to buy' : c.acquisition === 'rent' ? ' to rent' : c.acquisition === 'short_stay' ? ' for a short stay' : '';
  const where = c.point ? ` within ${c.point.radiusKm} km of a point` : c.bounds ? ' in the map area you searched' : c.place ? ` in ${c.place.name}` : '';
  const parts = [`${what}${how}${where}`];
  const atLeast = c.matchType === 'search' ? '+' : '';
  if (c.bedrooms) parts.push(`${c.bedrooms}${atLeast} bedroom${c.bedrooms === 1 && !atLeast ? '' : 's'}`);
  const money = (n: number) => `${options.sms ? (c.currency === 'USD' ? 'USD ' : 'GHS ') : c.currency === 'USD' ? 'US$ ' : 'GH₵ '}${grouped.format(n)}`;
  // Rents compare by the month, short stays by the night, event venues by the day (listings/price.ts).
  const perMonth = { month: ' a month', night: ' a night', day: ' a day', price: '' }[priceBasisOf(c.acquisition, c.category)];
  if (c.min_price !== undefined && c.max_price !== undefined) parts.push(`${money(c.min_price)} to ${money(c.max_price)}${perMonth}`);
  else if (c.max_price !== undefined) parts.push(`up to ${money(c.max_price)}${perMonth}`);
  else if (c.min_price !== undefined) parts.push(`from ${money(c.min_price)}${perMonth}`);
  if (c.furnishing) parts.push(furnishingLabels[c.furnishing].toLowerCase());
  if (c.advance_months_max !== undefined) parts.push(c.advance_months_max === 0 ? 'no advance' : `at most ${c.advance_months_max} month${c.advance_months_max === 1 ? '' : 's'}' advance`);
  return parts.join(', ');
}
