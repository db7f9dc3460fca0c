import { eventLogProjection } from './event-log/event-log-projection';
import { foldsSealed } from './projection';

describe('which events a rebuild folds sealed (foldsSealed)', () => {
  test('The admin event log always reads the events as stored, so it never holds opened personal data', () => {
    expect(foldsSealed(eventLogProjection, true)).toBe(true);
    expect(foldsSealed(eventLogProjection, false)).toBe(true);
  });

  test('A projection that needs no personal data reads them opened where the rebuild opens them anyway, sealed where it does not', () => {
    expect(foldsSealed({ sealed: 'either' }, true)).toBe(false);
    expect(foldsSealed({ sealed: 'either' }, false)).toBe(true);
  });

  test('The others read them opened', () => {
    expect(foldsSealed({}, true)).toBe(false);
    expect(foldsSealed({ sealed: false }, false)).toBe(false);
  });
});
