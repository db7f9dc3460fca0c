import { isDigitalAddress, normalizeDigitalAddress } from './index';

describe('GhanaPostGPS digital addresses', () => {
  test.each(['GA-183-8164', 'ak-0039-5028', ' GE-231-4455 '])('accepts %p', (s) => {
    expect(isDigitalAddress(s)).toBe(true);
  });

  test.each(['GA-18-8164', 'G-183-8164', 'GA1838164', 'GA-183-816', 'GA-18345-8164', 'G1-183-8164', ''])('refuses %p', (s) => {
    expect(isDigitalAddress(s)).toBe(false);
  });

  test('normalises to upper case, and answers undefined for anything else', () => {
    expect(normalizeDigitalAddress('ak-0039-5028')).toBe('AK-0039-5028');
    expect(normalizeDigitalAddress(' ga-183-8164 ')).toBe('GA-183-8164');
    expect(normalizeDigitalAddress('GA1838164')).toBeUndefined();
  });
});
