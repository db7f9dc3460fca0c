import { comparablePriceGhs, monthlyEquivalent, monthlyRent, monthlyRentShown, nightlyRate, priceBasisOf, type PricedListing } from '../index';

const USD_TO_GHS = 15;
const rent = (price: number, payment_plan: PricedListing['payment_plan'], currency: PricedListing['currency'] = 'GHS'): PricedListing => ({ price, currency, acquisition: 'rent', payment_plan });

describe('the monthly equivalent of a rent', () => {
  test.each([
    ['GH₵ 24,000 a year', 24_000, 'YEARLY', 2_000],
    ['GH₵ 1,200 a week (× 52 ÷ 12)', 1_200, 'WEEKLY', 5_200],
    ['GH₵ 100 a day (× 365 ÷ 12, to the pesewa)', 100, 'DAILY', 3_041.67],
    ['GH₵ 4,500 a month', 4_500, 'MONTHLY', 4_500],
    ['a rent that names no period', 4_500, undefined, 4_500],
  ] as const)('given %s, when brought to a month, then it is GH₵ %s', (_name, price, plan, month) => {
    expect(monthlyEquivalent(price, plan)).toBe(month);
  });

  test('given a yearly rent in dollars, when compared, then it is its month in cedis at the rate staff set', () => {
    expect(comparablePriceGhs(rent(2_400, 'YEARLY', 'USD'), USD_TO_GHS)).toBe(3_000);
  });

  test('given a monthly and a yearly rent, when compared, then the yearly one that is cheaper by the month sorts first', () => {
    const monthly = comparablePriceGhs(rent(2_500, 'MONTHLY'), USD_TO_GHS);
    const yearly = comparablePriceGhs(rent(24_000, 'YEARLY'), USD_TO_GHS);
    expect(yearly).toBeLessThan(monthly);
  });

  test('given an offer set beside a rent, when rounded to the cedi, then it is the same month (offers use it)', () => {
    expect(monthlyRent(100, 'DAILY')).toBe(3_042);
    expect(monthlyRent(54_000, 'YEARLY')).toBe(4_500);
  });
});

describe('the comparable price of other listings', () => {
  test('given a sale, when compared, then it is the price, whatever plan was left on it', () => {
    expect(comparablePriceGhs({ price: 850_000, currency: 'GHS', acquisition: 'buy', payment_plan: 'YEARLY' }, USD_TO_GHS)).toBe(850_000);
    expect(priceBasisOf('buy')).toBe('price');
  });

  test.each([
    ['GH₵ 350 a night', 350, 'DAILY', 350],
    ['GH₵ 2,100 a week', 2_100, 'WEEKLY', 300],
    ['GH₵ 9,125 a month', 9_125, 'MONTHLY', 300],
  ] as const)('given a short stay at %s, when compared, then it is its nightly rate, GH₵ %s', (_name, price, plan, night) => {
    expect(nightlyRate(price, plan)).toBe(night);
    expect(comparablePriceGhs({ price, currency: 'GHS', acquisition: 'short_stay', payment_plan: plan }, USD_TO_GHS)).toBe(night);
    expect(priceBasisOf('short_stay')).toBe('night');
  });
});

describe('an event venue', () => {
  test('given a hall hired at GH₵ 3,000 a day, when compared, then it goes by the day, not as GH₵ 91,250 a month', () => {
    const hall: PricedListing = { price: 3_000, currency: 'GHS', acquisition: 'rent', category: 'events', payment_plan: 'DAILY' };
    expect(priceBasisOf('rent', 'events')).toBe('day');
    expect(comparablePriceGhs(hall, USD_TO_GHS)).toBe(3_000);
    expect(monthlyRentShown(hall, USD_TO_GHS)).toBeUndefined();
  });
});

describe('the month a card shows beside a rent', () => {
  test('given a yearly rent, when shown, then the card adds its month rounded to the cedi', () => {
    expect(monthlyRentShown(rent(25_000, 'YEARLY'), USD_TO_GHS)).toBe(2_083);
  });

  test('given a monthly rent, a sale or a short stay, when shown, then there is nothing to add', () => {
    expect(monthlyRentShown(rent(2_500, 'MONTHLY'), USD_TO_GHS)).toBeUndefined();
    expect(monthlyRentShown({ price: 500_000, currency: 'GHS', acquisition: 'buy' }, USD_TO_GHS)).toBeUndefined();
    expect(monthlyRentShown({ price: 400, currency: 'GHS', acquisition: 'short_stay', payment_plan: 'DAILY' }, USD_TO_GHS)).toBeUndefined();
  });
});
