import { translator } from '@fie/domain';
import { priceDraft, priceLabel, priceRange, withMax, withMin } from './price';

const en = translator('en');

describe('the price popover', () => {
  test('a minimum above the maximum raises the maximum to match', () => {
    let draft = withMax(priceDraft(undefined, undefined, 'GHS'), '3000');
    draft = withMin(draft, '5000');
    expect(draft).toEqual({ min: '5,000', max: '5,000', currency: 'GHS' });
  });

  test('a minimum below the maximum leaves the maximum alone, and an empty maximum stays empty', () => {
    expect(withMin(withMax(priceDraft(undefined, undefined, 'GHS'), '10000'), '2500')).toMatchObject({ min: '2,500', max: '10,000' });
    expect(withMin(priceDraft(undefined, undefined, 'GHS'), '2500')).toMatchObject({ min: '2,500', max: '' });
  });

  test('boxes accept digits only and show thousands separators as they are typed', () => {
    const draft = withMin(priceDraft(undefined, undefined, 'GHS'), '1a2b5 0,00.');
    expect(draft.min).toBe('125,000');
    expect(priceRange(draft)).toEqual({ minPrice: 125000, maxPrice: undefined, currency: 'GHS' });
  });

  test('a maximum typed below the minimum is lifted to it when the range is used', () => {
    const draft = withMax(withMin(priceDraft(undefined, undefined, 'USD'), '900'), '50');
    expect(priceRange(draft)).toEqual({ minPrice: 900, maxPrice: 900, currency: 'USD' });
  });

  test('the filter bar label abbreviates with K or M above four digits', () => {
    expect(priceLabel(en, 2500, 10000, 'GHS')).toBe('GH₵ 2.5K – 10K');
    expect(priceLabel(en, 1_500_000, 2_000_000, 'GHS')).toBe('GH₵ 1.5M – 2M');
    expect(priceLabel(en, 800, undefined, 'USD')).toBe('US$ 800+');
    expect(priceLabel(en, undefined, 4500, 'GHS')).toBe('Up to GH₵ 4.5K');
    expect(priceLabel(en, undefined, undefined, 'GHS')).toBe('Price');
  });
});
