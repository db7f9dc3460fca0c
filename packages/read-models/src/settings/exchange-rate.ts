import { DEFAULT_USD_TO_GHS } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/** Settings staff change in the console, one document each; the exchange rate is the first. */
export const SETTINGS = 'settings';
export const EXCHANGE_RATE_ID = 'exchange-rate';
export type ExchangeRateView = { id: typeof EXCHANGE_RATE_ID; usdToGhs: number; setAt: string; setBy: string };

/** The rate in force as the read side knows it: the one staff set, or the indicative default (setAt null). */
export async function readExchangeRate(documents: DocumentStore): Promise<{ usdToGhs: number; setAt: string | null; setBy: string | null }> {
  const set = await documents.collection<ExchangeRateView>(SETTINGS).get(EXCHANGE_RATE_ID);
  return set ? { usdToGhs: set.usdToGhs, setAt: set.setAt, setBy: set.setBy } : { usdToGhs: DEFAULT_USD_TO_GHS, setAt: null, setBy: null };
}

/** The rate reads present dollar prices with; the default until staff set one. */
export async function currentUsdToGhs(documents: DocumentStore): Promise<number> {
  return (await readExchangeRate(documents)).usdToGhs;
}
