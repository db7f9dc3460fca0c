import { valuesFromDraft } from './draft-values';
import { emptyValues } from './values';

describe('a draft back into the form', () => {
  test('what was typed comes back as it was, half-typed values included', () => {
    const values = valuesFromDraft('residential', {
      type: 'house', acquisition: 'rent', price: '45', currency: 'USD', bedrooms: 3, amenities: ['gym'],
      utilities: { water: 'gwcl', garage: true }, rules: { pets: true },
      place: { label: 'Adenta, Greater Accra', town: 'Adenta', city: 'Adenta', region: 'greater_accra', lat: 5.7, lon: -0.16 },
      images: [{ name: 'i1', location: '/api/properties/images/i1/large.webp', thumbnail: '/api/properties/images/i1/thumb.webp', fresh: false }],
    });
    expect(values).toMatchObject({ type: 'house', acquisition: 'rent', price: '45', currency: 'USD', bedrooms: 3, amenities: ['gym'] });
    expect(values.utilities).toEqual({ ...emptyValues('residential').utilities, water: 'gwcl', garage: true });
    expect(values.rules.pets).toBe(true);
    expect(values.place?.town).toBe('Adenta');
    expect(values.images).toEqual([{ name: 'i1', location: '/api/properties/images/i1/large.webp', thumbnail: '/api/properties/images/i1/thumb.webp', fresh: true }]);
  });

  test('a value of the wrong kind falls back to the empty form\'s, and unknown fields are dropped', () => {
    const values = valuesFromDraft('farmland', { price: 45, bedrooms: 'three', amenities: 'gym', place: { town: 'Ho' }, images: ['x'], currency: 'EUR', hacker: '<script>' });
    expect(values).toEqual(emptyValues('farmland'));
  });
});
