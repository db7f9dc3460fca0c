import { DEFAULT_USD_TO_GHS, toGhs } from '@fie/domain';
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

/** 'at the indicative rate of GH₵ 16 to US$ 1', with the rate the API answered; the default only until one is known. */
export function rateText(rate?: ExchangeRate): string {
  return `at the ${rate?.indicative === false ? '' : 'indicative '}rate of ${formatMoney(rate?.usdToGhs ?? DEFAULT_USD_TO_GHS, 'GHS')} to US$ 1`;
}

