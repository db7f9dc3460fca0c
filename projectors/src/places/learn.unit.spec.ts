import type { ListingLocalityView } from '@fie/read-models';
import { learnPlaces } from './learn';

const at = (id: string, lat: number, lon: number, name = 'Sraha', regionCode = 'greater_accra'): ListingLocalityView => ({ id, key: 'sraha', name, regionCode, lat, lon });

describe('learnPlaces', () => {
  test('When three listings name a locality within a few kilometres, then it is learned at the median of their points', () => {
    const learned = learnPlaces('sraha', [at('a', 5.71, -0.14), at('b', 5.72, -0.15), at('c', 5.7, -0.13)]);
    expect(learned).toEqual([{ id: 'sraha#0', key: 'sraha', name: 'Sraha', regionCode: 'greater_accra', lat: 5.71, lon: -0.14, listings: 3 }]);
  });

  test('When only two listings name it, or the third is far away, then nothing is learned', () => {
    expect(learnPlaces('sraha', [at('a', 5.71, -0.14), at('b', 5.72, -0.15)])).toEqual([]);
    expect(learnPlaces('sraha', [at('a', 5.71, -0.14), at('b', 5.72, -0.15), at('c', 6.7, -1.6)])).toEqual([]);
  });

  test('When one name is used in two towns far apart, then each group of three is a place of its own, the larger first', () => {
    const accra = [at('a', 5.71, -0.14), at('b', 5.711, -0.141), at('c', 5.712, -0.142), at('d', 5.713, -0.14)];
    const kumasi = [at('e', 6.7, -1.6, 'Sraha', 'ashanti'), at('f', 6.701, -1.601, 'Sraha', 'ashanti'), at('g', 6.702, -1.6, 'Sraha', 'ashanti')];
    const learned = learnPlaces('sraha', [...kumasi, ...accra]);
    expect(learned.map((p) => [p.id, p.regionCode, p.listings])).toEqual([['sraha#0', 'greater_accra', 4], ['sraha#1', 'ashanti', 3]]);
  });

  test('takes the spelling most listers used, whatever order the listings came in', () => {
    const listings = [at('a', 5.71, -0.14, 'sraha'), at('b', 5.71, -0.14, 'Sraha'), at('c', 5.71, -0.14, 'Sraha'), at('d', 5.71, -0.14, 'SRAHA')];
    expect(learnPlaces('sraha', listings)[0]?.name).toBe('Sraha');
    expect(learnPlaces('sraha', [...listings].reverse())).toEqual(learnPlaces('sraha', listings));
  });

  test('When a name has thousands of listings, then its towns are still learned, from seeds spread through them', () => {
    // 3,000 listings in a town a kilometre across, and 1,000 in another of the same name 100 km off: every seed
    // tried would cost 16 million distances; the spread seeds find the same two places.
    const town = Array.from({ length: 3000 }, (_, i) => at(`t${String(i).padStart(4, '0')}`, 5.7 + ((i % 50) - 25) / 5000, -0.14 + (Math.floor(i / 50) - 30) / 5000));
    const far = Array.from({ length: 1000 }, (_, i) => at(`f${String(i).padStart(4, '0')}`, 6.6 + ((i % 40) - 20) / 5000, -0.14 + (Math.floor(i / 40) - 12) / 5000));
    const learned = learnPlaces('sraha', [...far, ...town]);
    expect(learned.map((p) => [p.id, p.listings, Math.round(p.lat * 100) / 100, Math.round(p.lon * 100) / 100])).toEqual([
      ['sraha#0', 3000, 5.7, -0.14],
      ['sraha#1', 1000, 6.6, -0.14],
    ]);
  });
});
