import { editDistance, regionOf, searchPlaces, type Place } from './index';

const names = (query: string, options?: Parameters<typeof searchPlaces>[1]) => searchPlaces(query, options).map((s) => s.name);

// How fast it answers is measured by `npm run bench:places` (bench/places.mjs, BENCHMARKS.md), not here.
describe('searchPlaces', () => {
  test('puts East Legon first for "east leg", labelled with its city and region', () => {
    const [first] = searchPlaces('east leg');
    expect(first).toMatchObject({ name: 'East Legon', kind: 'neighbourhood', label: 'East Legon, Accra, Greater Accra', regionCode: 'greater_accra', regionName: 'Greater Accra' });
  });

  test('matches the start of any word: "leg" finds East Legon and West Legon', () => {
    expect(names('leg')).toEqual(expect.arrayContaining(['Legon', 'East Legon', 'West Legon']));
  });

  test('puts the city first for "kumasi" and "accra", before the district and the region', () => {
    expect(searchPlaces('kumasi')[0]).toMatchObject({ name: 'Kumasi', kind: 'city', label: 'Kumasi, Ashanti' });
    const accra = searchPlaces('accra');
    expect(accra[0]).toMatchObject({ name: 'Accra', kind: 'city' });
    expect(accra.map((s) => s.kind)).toEqual(expect.arrayContaining(['district', 'region']));
    expect(accra.findIndex((s) => s.kind === 'region')).toBeGreaterThan(accra.findIndex((s) => s.kind === 'district'));
  });

  test('puts a region first when the query names it', () => {
    expect(searchPlaces('ashanti')[0]).toMatchObject({ kind: 'region', id: 'ashanti', label: 'Ashanti Region' });
    expect(names('western').slice(0, 2)).toEqual(['Western', 'Western North']);
  });

  test('ignores case, accents and punctuation', () => {
    expect(names('KÚMÁSI')[0]).toBe('Kumasi');
    expect(names('  cape-coast ')[0]).toBe('Cape Coast');
    expect(names('Dunkwa on Offin')[0]).toBe('Dunkwa-on-Offin');
  });

  test('finds places by the other spellings people type', () => {
    expect(names('kibi')[0]).toBe('Kyebi');
    expect(names('teshi')[0]).toBe('Teshie');
    expect(names('nhyiaso')[0]).toBe('Nhyiaeso');
  });

  test('narrows to one region when asked', () => {
    expect(names('akropong')).toEqual(expect.arrayContaining(['Akropong', 'Wassa-Akropong']));
    const western = searchPlaces('akropong', { regionCode: 'western' });
    expect(western.map((s) => s.name)).toEqual(['Wassa-Akropong']);
    expect(searchPlaces('a', { regionCode: 'upper_west', limit: 50 }).every((s) => s.regionCode === 'upper_west')).toBe(true);
  });

  test('answers 8 suggestions unless told otherwise, and none for an empty query', () => {
    expect(searchPlaces('a')).toHaveLength(8);
    expect(searchPlaces('a', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('zzzz')).toEqual([]);
  });

  test('finds a neighbourhood with its city: "legon accra"', () => {
    expect(names('legon accra')).toEqual(expect.arrayContaining(['East Legon', 'West Legon']));
  });

  test('includes districts with a district label, and marks one positioned only by its region\'s capital', () => {
    expect(searchPlaces('ayawaso west')[0]).toMatchObject({ kind: 'district', label: 'Ayawaso West Municipal, Greater Accra', lat: expect.any(Number) });
    expect(searchPlaces('ayawaso west')[0]?.approximate).toBeUndefined();
    // The town of Bongo (GeoNames' dump) comes first now; the district is the one positioned by its region's capital.
    const bongo = searchPlaces('bongo').find((s) => s.kind === 'district');
    const upperEast = regionOf('upper_east')!;
    expect(bongo).toMatchObject({ kind: 'district', label: 'Bongo District, Upper East', approximate: true, lat: upperEast.lat, lon: upperEast.lon });
  });

  test('gives a place its district name', () => {
    expect(searchPlaces('osu')[0]).toMatchObject({ name: 'Osu', districtName: 'Korle-Klottey Municipal' });
  });

  describe('with typos', () => {
    test('When "East Lagon" is typed, then East Legon comes first, whatever the case and accents', () => {
      expect(names('East Lagon')[0]).toBe('East Legon');
      expect(names('EAST LÉGON')[0]).toBe('East Legon');
      expect(names('east  lgon')[0]).toBe('East Legon');
    });

    test('When a name is misspelt by a letter or two, a swap or a space, then the place is found', () => {
      expect(names('Kumasy')[0]).toBe('Kumasi');
      expect(names('Kwabenyaa')[0]).toBe('Kwabenya');
      expect(names('Ashalley Botwe')[0]).toBe('Ashale Botwe');
      expect(names('Tkoradi')[0]).toBe('Takoradi');
      expect(names('eastlegon')[0]).toBe('East Legon');
      expect(names('Cantoments')[0]).toBe('Cantonments');
    });

    test('When the last word is still being typed with a typo, then the place is suggested, but not for a search', () => {
      expect(names('east lag')).toContain('East Legon');
      expect(names('east lag', { typing: false })).not.toContain('East Legon');
    });

    test('When a name is typed right, then no misspelt neighbour is put before it, and short or strange words find nothing by typo', () => {
      expect(names('Osu')[0]).toBe('Osu');
      expect(names('Legon')[0]).toBe('Legon');
      expect(searchPlaces('xyzzy')).toEqual([]);
      expect(searchPlaces('qqq')).toEqual([]);
    });

    test('editDistance counts insertions, deletions, substitutions and swaps, and stops past its limit', () => {
      expect(editDistance('legon', 'lagon', 2)).toBe(1);
      expect(editDistance('legon', 'lgeon', 2)).toBe(1);
      expect(editDistance('legon', 'legn', 2)).toBe(1);
      expect(editDistance('accra', 'kumasi', 2)).toBe(3);
      expect(editDistance('', 'ab', 2)).toBe(2);
    });
  });

  describe('with extra places (the localities learned from listings)', () => {
    const learned: Place[] = [{ id: 'learned:greater_accra:sraha', name: 'Sraha', kind: 'neighbourhood', regionCode: 'greater_accra', lat: 5.71, lon: -0.14 }];

    test('When a learned locality is typed, then it is suggested with its region, typos included', () => {
      expect(searchPlaces('srah', { extra: learned })[0]).toMatchObject({ id: 'learned:greater_accra:sraha', name: 'Sraha', label: 'Sraha, Greater Accra' });
      expect(names('Srahaa', { extra: learned })[0]).toBe('Sraha');
      // Without them, 'sraha' finds only the village of GeoNames' dump in Ashanti, nothing in Greater Accra.
      expect(names('sraha', { regionCode: 'greater_accra' })).toEqual([]);
    });
  });
});
