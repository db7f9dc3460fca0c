import { DEFAULT_USD_TO_GHS, toGhs } from '@fie/domain';
import { formatMoney, type Currency } from '../../lib/money';

/**
 * A US-dollar price with its cedi equivalent, at the rate staff set (the indicative default until they do):
 * the Bank of Ghana forbids pricing property to residents in foreign currency (Act 723), so cedis are always shown.
 */
export function cediEquivalent(price: number, currency: Currency, priceGhs?: number): string | undefined {
  if (currency !== 'USD' || !price) return undefined;
  return `≈ ${formatMoney(priceGhs ?? toGhs(price, 'USD'), 'GHS')}`;
}

export const indicativeRate = `at the indicative rate of ${formatMoney(DEFAULT_USD_TO_GHS, 'GHS')} to US$ 1`;
