import { endOfDayIso, startOfDayIso } from './eventFilters';

describe('date range filter', () => {
  test('When a day is picked as the start, then the filter begins at local midnight of that day', () => {
    expect(startOfDayIso('2025-05-03')).toBe(new Date(2025, 4, 3, 0, 0, 0, 0).toISOString());
  });

  test('When a day is picked as the end, then the filter includes that whole local day', () => {
    expect(endOfDayIso('2025-05-03')).toBe(new Date(2025, 4, 3, 23, 59, 59, 999).toISOString());
  });

  test('When the input is emptied, then the bound is removed', () => {
    expect(startOfDayIso('')).toBeUndefined();
    expect(endOfDayIso('')).toBeUndefined();
  });
});
