import { DEFAULT_TEXTS_PER_DAY, fitText, mayText, plainText, textDay, textSegments } from './texts';

const link = 'https://fie.com.gh/s/7k2mq9xa';

describe('a text of the notifier', () => {
  test('is counted as the SMS port bills it: 160 GSM-7 characters in one, parts of 153, an extension character twice', () => {
    expect(textSegments('a'.repeat(160))).toBe(1);
    expect(textSegments('a'.repeat(306))).toBe(2);
    expect(textSegments('a'.repeat(307))).toBe(3);
    expect(textSegments(`${'a'.repeat(152)}[${'a'.repeat(152)}`)).toBe(3);
    // One letter outside GSM-7 makes it UCS-2: 70 in one.
    expect(textSegments(`ɛ${'a'.repeat(69)}`)).toBe(1);
    expect(textSegments(`ɛ${'a'.repeat(70)}`)).toBe(2);
  });

  test('is made plain: Ghanaian letters as a phone without them writes them, cedis as GHS, on one line', () => {
    expect(plainText('Fie: Kwabena bɔɔ wo krataa\nwɔ GH₵ 2,500 ho. `ok`')).toBe("Fie: Kwabena boo wo krataa wo GHS 2,500 ho. 'ok'");
  });

  test('that fits two SMS is kept as it is', () => {
    const text = `Fie: Kwame B. offered GHS 4,000 a month for 3 bedroom house in East Legon. See it at ${link}`;
    expect(fitText(text, link)).toBe(text);
  });

  test('that is longer is cut before its link, at a word, so it fits two SMS and the link stays whole', () => {
    const title = 'Spacious newly built executive four bedroom house with boys quarters, swimming pool and a large garden in a quiet gated community near the Spintex road '.repeat(3);
    const fitted = fitText(`Fie: Kwame B. offered GHS 4,000 a month for ${title}. See it at ${link}`, link);
    expect(textSegments(fitted)).toBeLessThanOrEqual(2);
    expect(fitted.endsWith(`... ${link}`)).toBe(true);
    expect(fitted.startsWith('Fie: Kwame B. offered GHS 4,000 a month for Spacious')).toBe(true);
    expect(fitted).not.toMatch(/\s\S*\.\.\. .*\.\.\./); // cut once
  });

  test('a link in the middle (as a translation may put it) stays whole too; without a link the end is cut', () => {
    const fitted = fitText(`Fie: ${link} ${'ka nsem bebree '.repeat(40)}`, link);
    expect(fitted.startsWith(`Fie: ${link}`) || fitted.includes(link)).toBe(true);
    expect(textSegments(fitted)).toBeLessThanOrEqual(2);
    const plain = fitText('word '.repeat(100));
    expect(textSegments(plain)).toBeLessThanOrEqual(2);
    expect(plain.endsWith('...')).toBe(true);
  });

  test('in Twi stays GSM-7 however long: its letters are written plainly before it is measured', () => {
    const fitted = fitText(`Fie: Kwame B. kyerɛɛ sɛ ɔpɛ sɛ ɔkɔhwɛ ${'dan kɛseɛ bi wɔ East Legon '.repeat(12)}. Hwɛ ${link}`, link);
    expect(fitted).not.toMatch(/[ɛɔ]/);
    expect(textSegments(fitted)).toBeLessThanOrEqual(2);
    expect(fitted.endsWith(link)).toBe(true);
  });
});

describe('the daily cap of texts', () => {
  test('lets a person have up to the cap a day, then none until the next Accra day', () => {
    expect(DEFAULT_TEXTS_PER_DAY).toBe(10);
    expect(mayText(0, 3)).toBe(true);
    expect(mayText(2, 3)).toBe(true);
    expect(mayText(3, 3)).toBe(false);
    expect(textDay(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
    expect(textDay(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
  });
});
