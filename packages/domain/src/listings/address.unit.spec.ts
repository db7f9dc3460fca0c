import { listingPath, listingSlug, slugify } from './address';

describe("a listing's address says what it is in words", () => {
  test('a house with bedrooms in a town reads as people say it', () => {
    expect(listingSlug({ type: 'house', bedrooms: 3, location_details: { town: 'East Legon' } })).toBe('3-bedroom-house-east-legon');
  });

  test('a listing without bedrooms or town still has a slug, from its type', () => {
    expect(listingSlug({ type: 'retail_shop', location_details: { town: 'Adum' } })).toBe('shop-adum');
    expect(listingSlug({ type: 'crop_farm' })).toBe('crop-farm');
  });

  test('accents and the Ghanaian letters ɔ and ɛ become plain letters, and punctuation a single dash', () => {
    expect(slugify("Asokwa Ɔdumase, Kɛta's  Estate")).toBe('asokwa-odumase-keta-s-estate');
  });

  test('a very long town name is cut at a word, never mid-word', () => {
    const slug = listingSlug({ type: 'house', location_details: { town: 'word '.repeat(40) } });
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((part) => part === 'house' || part === 'word')).toBe(true);
  });

  test('the path keeps the id as the key and adds the slug after it', () => {
    expect(listingPath('3f2a', 'shop-adum')).toBe('/property/3f2a/shop-adum');
    expect(listingPath('3f2a')).toBe('/property/3f2a');
  });
});
