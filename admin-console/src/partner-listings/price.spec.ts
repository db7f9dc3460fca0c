import { formatPrice } from './price';

describe('formatPrice', () => {
  test('When a price is in the thousands, then it has thousands separators after its currency', () => {
    expect(formatPrice(3500, 'GHS')).toBe('GHS 3,500');
    expect(formatPrice(1250000.5, 'USD')).toBe('USD 1,250,000.5');
  });

  test('When the partner gave no currency, then the price is in cedis', () => {
    expect(formatPrice(45000)).toBe('GHS 45,000');
  });

  test('When the partner gave no price, then nothing is shown', () => {
    expect(formatPrice(undefined, 'GHS')).toBe('');
  });
});
