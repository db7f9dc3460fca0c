import { projectionNames } from '@fie/read-models';
import { allProjections } from './all-projections';

describe('allProjections', () => {
  test('When the readers wait on projections by name, then they know exactly the ones the projectors run, in order', () => {
    expect(allProjections.map((p) => p.name)).toEqual(projectionNames);
  });
});
