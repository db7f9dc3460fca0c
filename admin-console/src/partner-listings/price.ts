// Grouped the same way for every member of staff, whatever their browser's locale, so that
// "GHS 3,500" reads the same on every screen and in every screenshot sent to a partner.
const grouping = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "GHS 3,500" or "USD 1,200.50"; partners quote in cedis unless they say otherwise, as the search does. */
export const formatPrice = (price: number | undefined, currency: string = 'GHS'): string =>
  price === undefined || price === null ? '' : `${currency} ${grouping.format(price)}`;
