import { regions } from '@fie/places';
import { demoListings } from './demo-data';
import { priceBook } from './price-flags';
import { homes, placeNamed, placesByTier, priceRangeOf, tierOf, tiers } from './rents';

const eastLegonHouse = (price: number) => ({
  category: 'residential', type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', bedrooms: 4, price, currency: 'GHS',
  location_details: { town: 'East Legon', region: 'greater_accra' },
});

test('A 4-bedroom house in East Legon rents for tens of thousands of cedis a month, not GH₵ 304', () => {
  const { range } = priceRangeOf(eastLegonHouse(304))!;
  expect(range[0]).toBeGreaterThanOrEqual(20_000);
  expect(304).toBeLessThan(range[0]);
  expect(priceRangeOf({ ...eastLegonHouse(2_500), currency: 'USD' })!.amount).toBe(37_500);
});

test('Rooms rent for less in a small town than in Accra, and a yearly rent is read as twelve months', () => {
  const room = (town: string, region: string) => homes.find((r) => r.type === 'single_room' && r.tier === tierOf(placeNamed(town, region)!))!.rent!;
  expect(room('Bawku', 'upper_east')[1]).toBeLessThan(room('Madina', 'greater_accra')[1]);
  expect(room('Bawku', 'upper_east')[0]).toBeLessThan(room('Madina', 'greater_accra')[0]);
  const yearly = priceRangeOf({ ...eastLegonHouse(12 * 30_000), payment_plan: 'YEARLY' })!;
  expect(yearly.amount).toBe(30_000);
});

test('Every tier has places; cities and towns are found in each of the regions outside Greater Accra', () => {
  for (const tier of tiers) expect(placesByTier[tier].length).toBeGreaterThan(0);
  const outside = regions.filter((r) => r.code !== 'greater_accra').map((r) => r.code);
  expect(new Set(placesByTier.city.map((p) => p.regionCode))).toEqual(new Set(outside));
  expect(new Set(placesByTier.town.map((p) => p.regionCode))).toEqual(new Set(outside));
});

test('The full demo sits inside the table and, listed in its order, trips none of Fie\'s price checks', () => {
  const book = priceBook();
  const outside: string[] = [];
  let flagged = 0;
  for (const l of demoListings(320)) {
    const body = l.body as any;
    const priced = priceRangeOf({ ...body, category: l.category, size: body.size ?? body.measurement });
    if (!priced || priced.amount < priced.range[0] || priced.amount > priced.range[1]) outside.push(`${body.title}: ${body.price} ${body.currency}`);
    if (book.check(body).flagged) flagged++;
    book.file(body);
  }
  expect(outside).toEqual([]);
  expect(flagged).toBe(0);
});
