import { clearlyInAnotherRegion, districts, distanceKm, GHANA_BORDER, isInGhana, nearestPlace, places, regions } from './index';

describe('isInGhana', () => {
  test('holds every place and region of the gazetteer', () => {
    expect([...places, ...regions].filter((p) => !isInGhana(p))).toEqual([]);
  });

  test('holds nearly every district\'s position, a mean of its places that a bend in the border can put just outside', () => {
    const positioned = districts.filter((d) => d.lat !== undefined && d.lon !== undefined);
    const outside = positioned.filter((d) => !isInGhana({ lat: d.lat!, lon: d.lon! }));
    // Jomoro's mean falls between Elubo and Half Assini, across the Tano lagoon's bend, 2 km into Côte d'Ivoire.
    expect(outside.map((d) => d.name)).toEqual(['Jomoro']);
  });

  test.each([
    ['Paga, on the Burkina border', 10.986, -1.113],
    ['Aflao, beside Lomé', 6.1198, 1.1901],
    ['Half Assini, on the coast by Côte d\'Ivoire', 5.0531, -2.8797],
    ['Bole, near the Black Volta', 9.0333, -2.4833],
    ['Hamile, in the north-west corner', 10.995, -2.73],
  ])('counts %s as in Ghana', (_name, lat, lon) => {
    expect(isInGhana({ lat, lon })).toBe(true);
  });

  test.each([
    ['Lomé', 6.1375, 1.2123],
    ['Abidjan', 5.36, -4.0083],
    ['Ouagadougou', 12.3714, -1.5197],
    ['Bobo-Dioulasso', 11.1771, -4.2979],
    ['the sea off Accra', 5.3, -0.2],
    ['Null Island', 0, 0],
  ])('counts %s as outside Ghana', (_name, lat, lon) => {
    expect(isInGhana({ lat, lon })).toBe(false);
  });

  test('refuses coordinates that are not numbers', () => {
    expect(isInGhana({ lat: Number.NaN, lon: -0.2 })).toBe(false);
  });

  test('keeps the border a simple ring of 40 to 80 vertices', () => {
    expect(GHANA_BORDER.length).toBeGreaterThanOrEqual(40);
    expect(GHANA_BORDER.length).toBeLessThanOrEqual(80);
  });
});

describe('nearestPlace', () => {
  test('names a pin dropped on Oxford Street as Osu, Accra, Greater Accra', () => {
    const near = nearestPlace({ lat: 5.5565, lon: -0.1825 });
    expect(near.place.name).toBe('Osu');
    expect(near.region.code).toBe('greater_accra');
    expect(near.label).toBe('Osu, Accra, Greater Accra');
    expect(near.distanceKm).toBeLessThan(1);
  });

  test('names a pin in central Kumasi with its region', () => {
    const near = nearestPlace({ lat: 6.6925, lon: -1.6255 });
    expect(near.place.name).toBe('Adum');
    expect(near.region.name).toBe('Ashanti');
  });

  test('answers the nearest place even far from any, with its distance', () => {
    const near = nearestPlace({ lat: 8.6, lon: -1.2 });
    expect(near.distanceKm).toBeGreaterThan(20);
    expect(isInGhana(near.place)).toBe(true);
  });
});

describe('distanceKm', () => {
  test('measures Accra to Kumasi as about 200 km as the crow flies', () => {
    expect(distanceKm({ lat: 5.556, lon: -0.1969 }, { lat: 6.6885, lon: -1.6244 })).toBeCloseTo(201, -1);
  });
});

describe('clearlyInAnotherRegion', () => {
  test('a pin in central Kumasi named Greater Accra is clearly in Ashanti', () => {
    expect(clearlyInAnotherRegion({ lat: 6.6925, lon: -1.6255 }, 'greater_accra')?.name).toBe('Ashanti');
  });

  test('a pin in its named region, or near a place of it, is taken at the lister\'s word', () => {
    expect(clearlyInAnotherRegion({ lat: 6.6925, lon: -1.6255 }, 'ashanti')).toBeUndefined();
    expect(clearlyInAnotherRegion({ lat: 5.6353, lon: -0.1617 }, 'greater_accra')).toBeUndefined();
    // Every place of the gazetteer lies in its own region.
    expect(places.filter((p) => clearlyInAnotherRegion(p, p.regionCode))).toEqual([]);
  });

  test('a pin far from every place is not judged', () => {
    const far = { lat: 8.6, lon: -1.2 };
    const other = regions.find((r) => r.code !== nearestPlace(far).region.code)!;
    expect(nearestPlace(far).distanceKm).toBeGreaterThan(10);
    expect(clearlyInAnotherRegion(far, other.code)).toBeUndefined();
  });
});
