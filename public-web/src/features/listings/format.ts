import { DEFAULT_USD_TO_GHS, formatDate, toGhs, type Language, type Translate } from '@fie/domain';
import { formatMoney, type Currency } from '../../lib/money';

/** The rate as the API answers it: on each presented US-dollar listing (`exchangeRate`) and at GET /api/settings/exchange-rate. */
export type ExchangeRate = { usdToGhs: number; indicative?: boolean };

/**
 * A US-dollar price with its cedi equivalent, at the rate staff set (the indicative default until they do):
 * the Bank of Ghana forbids pricing property to residents in foreign currency (Act 723), so cedis are always shown.
 * The server's `priceGhs` wins; without it the price is converted at `rate`, or the default when none is known.
 */
export function cediEquivalent(price: number, currency: Currency, priceGhs?: number, rate?: ExchangeRate): string | undefined {
  if (currency !== 'USD' || !price) return undefined;
  return `≈ ${formatMoney(priceGhs ?? toGhs(price, 'USD', rate?.usdToGhs), 'GHS')}`;
}

/** 'Seekers also see the price in cedis, at the indicative rate of GH₵ 16 to US$ 1.', with the rate the API answered. */
export function rateText(t: Translate, rate?: ExchangeRate): string {
  return t('listings.price.rate', 'Seekers also see the price in cedis, at the {indicative, select, yes {indicative rate} other {rate}} of {rate} to US$ 1.', {
    indicative: rate?.indicative === false ? 'no' : 'yes',
    rate: formatMoney(rate?.usdToGhs ?? DEFAULT_USD_TO_GHS, 'GHS'),
  });
}

/** A calendar day (an ISO date) in the reader's language, read in Accra's time, like every date here. */
const dayOf = (date: string) => `${date.slice(0, 10)}T12:00:00Z`;

/**
 * '12 Dec – 15 Dec 2026' in the reader's language, or with `weekday` 'Sat 12 Dec – Tue 15 Dec 2026'; the year is
 * written once unless the range crosses it.
 */
export function dateRangeIn(language: Language, start: string, end: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(weekday ? { weekday: 'short' } : {}) };
  const from = formatDate(language, dayOf(start), sameYear ? options : { ...options, year: 'numeric' });
  const to = formatDate(language, dayOf(end), { ...options, year: 'numeric' });
  return from && to ? `${from} – ${to}` : `${start} – ${end}`;
}
