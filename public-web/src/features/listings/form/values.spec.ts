import { emptyValues, toPayload, validateValues, valuesFromProperty } from './values';
import { toListedProperty } from '../api/listings';

const place = { label: 'Adum, Kumasi, Ashanti', town: 'Adum', city: 'Kumasi', region: 'ashanti', lat: 6.6885, lon: -1.6244 };
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `img-${i}`, location: `/l/${i}`, thumbnail: `/t/${i}`, fresh: true }));

describe('the listing payload', () => {
  test('a short stay sends how guests pay; a rental never does', () => {
    const stay = { ...emptyValues('residential'), acquisition: 'short_stay' as const, stay_start_date: '2026-12-01', stay_end_date: '2027-03-31', stay_payment_instructions: '  MTN MoMo to 024 412 3456 once I accept  ' };
    expect(toPayload(stay, 'residential')).toMatchObject({ stay_payment_instructions: 'MTN MoMo to 024 412 3456 once I accept' });
    expect(toPayload({ ...stay, stay_payment_instructions: ' ' }, 'residential').stay_payment_instructions).toBeUndefined();
    expect(toPayload({ ...stay, acquisition: 'rent' }, 'residential')).not.toHaveProperty('stay_payment_instructions');
    expect(valuesFromProperty(toListedProperty({ id: 'p-1', type: 'apartment', acquisition: 'short_stay', price: 650, currency: 'GHS', stay_payment_instructions: 'Cash on arrival', location: { type: 'Point', coordinates: [-0.16, 5.63] }, location_details: { town: 'Labadi', region: 'greater_accra' } })!).stay_payment_instructions).toBe('Cash on arrival');
  });

  test('a viewing fee is sent in cedis for a rental or a sale, blank sends none, and a short stay never sends one; an edit reads it back', () => {
    const rent = { ...emptyValues('residential'), acquisition: 'rent' as const, viewing_fee: ' 50 ' };
    expect(toPayload(rent, 'residential')).toMatchObject({ viewing_fee: '50' });
    expect(toPayload({ ...rent, viewing_fee: '' }, 'residential').viewing_fee).toBeUndefined();
    expect(toPayload({ ...rent, acquisition: 'short_stay' }, 'residential')).not.toHaveProperty('viewing_fee');
    const checked = validateValues({ ...rent, viewing_fee: '150' }, 'residential');
    expect(checked.ok ? {} : checked.errors).toMatchObject({ viewing_fee: 'A viewing fee is from GH₵ 0 to GH₵ 100, to the pesewa' });
    expect(valuesFromProperty(toListedProperty({ id: 'p-1', type: 'apartment', acquisition: 'rent', price: 650, currency: 'GHS', viewing_fee: 40, location: { type: 'Point', coordinates: [-0.16, 5.63] }, location_details: { town: 'Labadi', region: 'greater_accra' } })!).viewing_fee).toBe('40');
  });

  test('buy sends no payment plan and no advance, whatever was chosen before', () => {
    const values = { ...emptyValues('residential'), acquisition: 'buy' as const, payment_plan: 'MONTHLY', rent_advance_months: '12' };
    const payload = toPayload(values, 'residential');
    expect(payload).not.toHaveProperty('payment_plan');
    expect(payload).not.toHaveProperty('rent_advance_months');
  });

  test('a farm sends its size as measurement-ready size with the unit, and no rooms', () => {
    const payload = toPayload({ ...emptyValues('farmland'), size: '20', place, images: images(3) }, 'farmland');
    expect(payload).toMatchObject({ size: 20, unit: 'acre', location: { coordinates: [-1.6244, 6.6885] }, location_details: { town: 'Adum', region: 'ashanti' } });
    expect(payload).not.toHaveProperty('bedrooms');
  });

  test('each category gets its own messages from the shared schema', () => {
    const messages = (category: 'residential' | 'commercial' | 'farmland' | 'events') => {
      const result = validateValues({ ...emptyValues(category), type: 'x', acquisition: 'rent', payment_plan: 'MONTHLY', price: '0', description: 'A place', place, images: images(2) }, category);
      return result.ok ? {} : result.errors;
    };
    expect(messages('residential')).toMatchObject({ price: 'minimum value is 1', images: 'Please include at least 3 images', 'utilities.water': 'Water source is required', type: 'Property type is required' });
    expect(messages('commercial')).not.toHaveProperty('images');
    expect(messages('farmland')).toMatchObject({ size: 'Property size is required', images: 'Please include at least 3 images' });
    expect(messages('events')).toMatchObject({ seating_capacity: 'Seating capacity is required' });
  });

  test('a build year in the future and a malformed digital address are refused in the spec\'s words', () => {
    const values = { ...emptyValues('residential'), buildYear: String(new Date().getFullYear() + 1), digital_address: 'ACCRA', place };
    const result = validateValues(values, 'residential');
    expect(result.ok ? {} : result.errors).toMatchObject({ buildYear: 'Build year cannot be more than current year', digital_address: 'A GhanaPostGPS address looks like GA-183-8164' });
  });

  test('a saved listing comes back into the form as it was', () => {
    const property = toListedProperty({
      id: 'p-1', category: 'residential', type: 'house', acquisition: 'rent', status: 'hidden', price: 4500, currency: 'GHS', payment_plan: 'MONTHLY', rent_advance_months: 12,
      description: 'House', bedrooms: 3, bathrooms: 2, buildYear: 2015, size: 220, unit: 'sqm', amenities: ['security'], images: ['img-1'],
      utilities: { water: 'gwcl', electricity: 'ecg', garage: true }, rules: { pets: true },
      location: { type: 'Point', coordinates: [-0.161, 5.636] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'GA-183-8164' },
    })!;
    const values = valuesFromProperty(property);
    expect(values).toMatchObject({ type: 'house', price: '4500', payment_plan: 'MONTHLY', rent_advance_months: '12', bedrooms: 3, bathrooms: 2, buildYear: '2015', size: '220', digital_address: 'GA-183-8164' });
    expect(values.place).toMatchObject({ label: 'East Legon, Accra, Greater Accra', lat: 5.636, lon: -0.161 });
    expect(values.images).toEqual([{ name: 'img-1', location: '/api/properties/images/img-1/large.webp', thumbnail: '/api/properties/images/img-1/thumb.webp', fresh: false }]);
    expect(values.rules.pets).toBe(true);
    expect(values.utilities.garage).toBe(true);
  });
});
