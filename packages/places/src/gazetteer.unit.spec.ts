import { regions as domainRegions } from '@fie/domain';
import { attribution, districtById, districts, isInGhana, placeById, places, regionOf, regions } from './index';

describe('the gazetteer', () => {
  test('has the 16 regions with the capitals the spec gives, and the domain\'s codes in its order', () => {
    expect(regions.map((r) => [r.name, r.capital])).toEqual([
      ['Greater Accra', 'Accra'], ['Ashanti', 'Kumasi'], ['Western', 'Sekondi'], ['Western North', 'Sefwi Wiawso'],
      ['Central', 'Cape Coast'], ['Eastern', 'Koforidua'], ['Volta', 'Ho'], ['Oti', 'Dambai'], ['Northern', 'Tamale'],
      ['Savannah', 'Damongo'], ['North East', 'Nalerigu'], ['Upper East', 'Bolgatanga'], ['Upper West', 'Wa'],
      ['Bono', 'Sunyani'], ['Bono East', 'Techiman'], ['Ahafo', 'Goaso'],
    ]);
    expect(regions.map((r) => r.code)).toEqual(domainRegions.map((r) => r.code));
  });

  test('places every region capital in its own region, at the region\'s position', () => {
    for (const r of regions) {
      const capital = places.find((p) => p.regionCode === r.code && p.name === r.capital);
      expect(capital).toMatchObject({ kind: 'city', lat: r.lat, lon: r.lon });
    }
  });

  test('gives each place a unique id, a known region, and a district of that same region', () => {
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
    for (const p of places) {
      expect(regionOf(p.regionCode)).toBeDefined();
      expect(['city', 'town', 'neighbourhood']).toContain(p.kind);
      if (p.districtId) expect(districtById(p.districtId)?.regionCode).toBe(p.regionCode);
      expect(placeById(p.id)).toBe(p);
    }
  });

  test('holds one place of a name per region', () => {
    const keys = places.map((p) => `${p.regionCode}|${p.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('has the neighbourhoods people search by, with their city', () => {
    for (const name of ['East Legon', 'West Legon', 'Airport Residential Area', 'Cantonments', 'Osu', 'Spintex', 'Madina', 'Dansoman']) {
      expect(places.find((p) => p.name === name)).toMatchObject({ kind: 'neighbourhood', city: 'Accra', regionCode: 'greater_accra' });
    }
    for (const name of ['Adum', 'Bantama', 'Ahodwo', 'Nhyiaeso', 'Asokwa']) {
      expect(places.find((p) => p.name === name)).toMatchObject({ kind: 'neighbourhood', city: 'Kumasi', regionCode: 'ashanti' });
    }
  });

  test('has the growing areas issue 20 found missing, each in Greater Accra and inside Ghana', () => {
    const named = ['Kwabenya', 'Ashale Botwe', 'Awoshie', 'Ofankor', 'Oyibi', 'Tantra Hill', 'East Legon Hills', 'Community 25', 'Agbogba', 'Afienya'];
    for (const name of named) {
      const place = places.find((p) => p.name === name);
      expect(place).toMatchObject({ regionCode: 'greater_accra' });
      expect(isInGhana(place!)).toBe(true);
    }
    // The other spellings people type find the same place.
    expect(places.find((p) => p.alt?.includes('Ashaley Botwe'))?.name).toBe('Ashale Botwe');
    expect(places.find((p) => p.alt?.includes('Awoshi'))?.name).toBe('Awoshie');
  });

  // GeoNames on npm holds about 120 Ghanaian towns (its cities500 extract fewer still); with the curated ones and
  // those chosen from GeoNames' full Ghana dump (scripts/build-gazetteer.mjs says which and why) there are 3,500.
  // More come from the listings themselves (learned places, query API).
  test('holds the GeoNames towns and the curated neighbourhoods, each place in one of the 16 regions and inside Ghana', () => {
    expect(places.length).toBeGreaterThanOrEqual(1500);
    const codes = new Set(domainRegions.map((r) => r.code));
    for (const p of places) {
      expect(codes.has(p.regionCode)).toBe(true);
      expect(isInGhana(p)).toBe(true);
    }
  });

  // From GeoNames' Ghana dump (2018, its 10 old regions): the region is checked against where each place is.
  test('has the neighbourhoods and towns of GeoNames\' Ghana dump, in their regions since 2019', () => {
    const find = (name: string, regionCode: string) => places.find((p) => p.name === name && p.regionCode === regionCode);
    // Neighbourhoods (PPLX) of Accra and Kumasi.
    for (const name of ['Okponglo', 'Mataheko', 'Bubiashie', 'Kpehe', 'Teshie Manheam']) expect(find(name, 'greater_accra')).toMatchObject({ kind: 'neighbourhood', city: 'Accra' });
    for (const name of ['North Suntreso', 'Asawasi']) expect(find(name, 'ashanti')).toMatchObject({ kind: 'neighbourhood', city: 'Kumasi' });
    // Towns of the old Northern, Volta and Brong-Ahafo regions, in the regions made from them.
    expect(find('Mandari', 'savannah')).toBeDefined(); // by Bole: all of the old Northern Region west of Damongo is Savannah
    expect(find('Nakpanduri', 'north_east')).toBeDefined(); // Bunkpurugu-Nyankpanduri
    expect(find('Pong-Tamale', 'northern')).toBeDefined(); // Savelugu
    expect(find('Kpassa', 'oti')).toBeDefined(); // Nkwanta North
    expect(find('Kwame Danso', 'bono_east')).toBeDefined(); // Sene West
    // No place of the old regions' names is left behind in a region that no longer holds it.
    expect(places.filter((p) => p.name === 'Chereponi').map((p) => p.regionCode)).toEqual(['north_east']);
  });

  // GeoNames gives these district capitals no region (admin1 00): the build decides it from their neighbours (Buipe,
  // with no neighbour near enough, is curated). Nkawie is GeoNames' Nkawiekuma, found by that spelling too.
  test('has the towns GeoNames gives no region, in their own region, found by name or spelling', () => {
    const named = (name: string) => places.filter((p) => p.name === name || p.alt?.includes(name)).map((p) => p.regionCode);
    expect(named('Nkawie')).toEqual(['ashanti']);
    expect(named('Kumawu')).toContain('ashanti');
    expect(places.find((p) => p.name === 'Kumawu' && p.lat > 6.9)).toMatchObject({ regionCode: 'ashanti' }); // Sekyere Kumawu's, not the village by Nkawie
    expect(named('Bogoso')).toEqual(['western']);
    expect(places.find((p) => p.name === 'Buipe')).toMatchObject({ regionCode: 'savannah' });
  });

  test('holds at least 40 places in every region', () => {
    for (const r of regions) expect(places.filter((p) => p.regionCode === r.code).length).toBeGreaterThanOrEqual(40);
  });

  test('has about 260 districts in the 16 regions, each with an id of GeoNames\' form', () => {
    expect(districts.length).toBeGreaterThan(250);
    for (const d of districts) {
      expect(d.id).toMatch(/^GH\.\d\d\.\d+$/);
      expect(regionOf(d.regionCode)).toBeDefined();
      expect(d.lat === undefined).toBe(d.lon === undefined);
    }
    expect(new Set(districts.map((d) => d.regionCode)).size).toBe(16);
  });

  test('credits GeoNames under CC BY 4.0', () => {
    expect(attribution).toMatch(/GeoNames/);
    expect(attribution).toMatch(/CC BY 4\.0/);
  });

  test('answers undefined for an unknown region, district or place', () => {
    expect(regionOf('brong_ahafo')).toBeUndefined();
    expect(districtById('GH.99.1')).toBeUndefined();
    expect(placeById('greater_accra:nowhere')).toBeUndefined();
  });
});
