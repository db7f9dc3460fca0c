import { median, PRICE_OUTLIER_Z, robustZ } from '../index';

describe('the price flag\'s robust z-score', () => {
  const area = [4000, 4200, 4500, 4500, 4800, 5000];

  test('Given an area\'s rents, a rent like theirs scores near 0 and a rent ten times theirs far above the limit', () => {
    expect(Math.abs(robustZ(4600, area)!.z)).toBeLessThan(1);
    expect(robustZ(45_000, area)!.z).toBeGreaterThan(PRICE_OUTLIER_Z);
    expect(robustZ(450, area)!.z).toBeLessThan(-PRICE_OUTLIER_Z);
  });

  test('One absurd peer does not hide another outlier, as it would with a mean and standard deviation', () => {
    expect(robustZ(45_000, [...area, 4_500_000])!.z).toBeGreaterThan(PRICE_OUTLIER_Z);
  });

  test('With fewer than five peers, or peers all at one price, there is nothing to say', () => {
    expect(robustZ(45_000, [4000, 4200, 4500, 4800])).toBeUndefined();
    expect(robustZ(45_000, [4500, 4500, 4500, 4500, 4500])).toBeUndefined();
  });

  test('The median of an even count is the mean of the middle two', () => {
    expect(median([1, 3, 2, 10])).toBe(2.5);
    expect(median([5])).toBe(5);
  });
});
