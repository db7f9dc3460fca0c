import { abbreviateAmount, formatAmount, formatMoney, priceDigits, priceText, priceValue } from './money';

describe('money as people in Ghana read it', () => {
  test('an amount shows with the cedi sign and thousands separators', () => {
    expect(formatMoney(4500, 'GHS')).toBe('GH₵ 4,500');
    expect(formatMoney(1250000, 'GHS')).toBe('GH₵ 1,250,000');
    expect(formatMoney(300, 'USD')).toBe('US$ 300');
  });

  test('a typed price keeps digits only and shows its separators; the separators are stripped on use', () => {
    expect(priceDigits('GH₵ 2,5a00')).toBe('2500');
    expect(priceDigits('0042')).toBe('42');
    expect(priceText('2500000')).toBe('2,500,000');
    expect(priceText('abc')).toBe('');
    expect(priceValue('2,500')).toBe(2500);
    expect(priceValue('')).toBeUndefined();
  });

  test('from four digits up an amount is shortened with K or M', () => {
    expect(abbreviateAmount(800)).toBe('800');
    expect(abbreviateAmount(2500)).toBe('2.5K');
    expect(abbreviateAmount(10000)).toBe('10K');
    expect(abbreviateAmount(12345)).toBe('12.3K');
    expect(abbreviateAmount(999_999)).toBe('1M');
    expect(abbreviateAmount(1_250_000)).toBe('1.25M');
  });
});

describe('amounts are written the same by the server and every browser', () => {
  test.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [4500, '4,500'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [1_250_000, '1,250,000'],
    [100.1, '100.1'],
    [-2500, '-2,500'],
  ])('%p is written %p', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});
