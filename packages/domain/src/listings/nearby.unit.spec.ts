import { searchRadiusKm, wideningCentre, widenUntilFound, widerRadii } from './nearby';

describe('widening a search that found nothing (issue 32)', () => {
  test('A place is searched within its own radius: a neighbourhood 3 km, a town 8, a city 15, a district 25, a region by its boundary', () => {
    expect(['neighbourhood', 'town', 'city', 'district', 'region', 'somewhere'].map(searchRadiusKm)).toEqual([3, 8, 15, 25, 50, 10]);
  });

  test('The steps begin beyond the distance already searched: a town widens to 12, 25, 50, 100 and 200 km', () => {
    expect(widerRadii(8)).toEqual([12, 25, 50, 100, 200]);
    expect(widerRadii(3)).toEqual([5, 12, 25, 50, 100, 200]);
    expect(widerRadii(200)).toEqual([]);
  });

  test('It widens from the point searched around, else from the place; a search of neither place nor point cannot widen', () => {
    expect(wideningCentre({ point: { lat: 5.6, lon: -0.2, radiusKm: 10 } })).toEqual({ lat: 5.6, lon: -0.2, searchedKm: 10 });
    expect(wideningCentre({ place: { lat: 5.55, lon: -0.42, kind: 'town' } })).toEqual({ lat: 5.55, lon: -0.42, searchedKm: 8 });
    expect(wideningCentre({ place: null })).toBeUndefined();
  });

  test('Given matches only 20 km away, when a town finds none, then it stops at the first step that finds them, 25 km', async () => {
    const asked: number[] = [];
    const widened = await widenUntilFound({ lat: 5.55, lon: -0.42, searchedKm: 8 }, async (km) => {
      asked.push(km);
      return { total: km >= 20 ? 6 : 0 };
    });
    expect(widened).toEqual({ withinKm: 25, found: { total: 6 } });
    expect(asked).toEqual([12, 25]);
  });

  test('When nothing is found even 200 km away, then there is nothing to show', async () => {
    expect(await widenUntilFound({ lat: 5.55, lon: -0.42, searchedKm: 8 }, async () => ({ total: 0 }))).toBeUndefined();
  });
});
