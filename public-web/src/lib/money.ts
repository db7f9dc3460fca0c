/**
 * Money as people in Ghana read it: the cedi sign GH₵ (or US$) before the amount, thousands separated
 * by commas. Typed prices accept digits only and show their separators as they are typed; the separators
 * are stripped when the number is used (property-side spec §5 "Inputs").
 */
export type Currency = 'GHS' | 'USD';

export const currencySymbols: Record<Currency, string> = { GHS: 'GH₵', USD: 'US$' };

/** 'GHS' for anything that is not clearly dollars: the spec's GHC and GHS both mean the cedi. */
export function toCurrency(value: unknown): Currency {
  return typeof value === 'string' && value.trim().toUpperCase() === 'USD' ? 'USD' : 'GHS';
}

/**
 * 4500 → '4,500'; 1234.5 → '1,234.5' (at most two decimals). Written out rather than with Intl.NumberFormat: the
 * first formatter a page builds loads the locale's data, some 35 ms of a cheap phone's main thread while the page
 * comes alive, and the server's Node and every browser must write a number the same way for the page to hydrate.
 */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).replace(/\.?0+$/, '').split('.');
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** 4500, 'GHS' → 'GH₵ 4,500'. */
export function formatMoney(amount: number, currency: Currency): string {
  return `${currencySymbols[currency]} ${formatAmount(amount)}`;
}

/**
 * The filter bar's short form: from four digits up an amount is written with K or M
 * (2,500 → '2.5K', 10,000 → '10K', 1,250,000 → '1.25M'); smaller amounts stay as they are.
 */
export function abbreviateAmount(amount: number): string {
  const trim = (value: number, digits: number) => String(Number(value.toFixed(digits)));
  if (amount >= 1_000_000) return `${trim(amount / 1_000_000, 2)}M`;
  if (amount >= 1_000) {
    const thousands = Number((amount / 1_000).toFixed(1));
    return thousands >= 1_000 ? `${trim(amount / 1_000_000, 2)}M` : `${trim(thousands, 1)}K`;
  }
  return formatAmount(amount);
}

/** What a typed price keeps: digits only, no leading zeros, at most 12 digits (a trillion cedis is plenty). */
export function priceDigits(typed: string): string {
  return typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').replace(/^0$/, '').slice(0, 12);
}

/** A typed price shown with its separators: '2500000' → '2,500,000'; '' stays ''. */
export function priceText(typed: string): string {
  const digits = priceDigits(typed);
  return digits ? formatAmount(Number(digits)) : '';
}

/** The number behind a typed price ('2,500' → 2500), or undefined when the box is empty. */
export function priceValue(typed: string): number | undefined {
  const digits = priceDigits(typed);
  return digits ? Number(digits) : undefined;
}
