import { daily, lastDays, running } from './figures';

describe('the dashboard series', () => {
  const now = new Date('2026-03-07T09:00:00Z');

  test('the last 30 days end today (Accra is GMT all year, so the UTC date), oldest first', () => {
    const days = lastDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-06');
    expect(days[29]).toBe('2026-03-07');
  });

  test('daily counts what happened each day, with weights where a record already counts several; outside the window is left out', () => {
    const days = lastDays(now, 3);
    expect(daily(days, ['2026-03-05T10:00:00Z', '2026-03-07T08:00:00Z', '2026-03-07T08:30:00Z', '2026-01-01T00:00:00Z'])).toEqual([1, 0, 2]);
    expect(daily(days, ['2026-03-06', '2026-03-07'], [4, 2])).toEqual([0, 4, 2]);
  });

  test('running counts how many there were at the end of each day, those from before the window included', () => {
    expect(running(lastDays(now, 3), ['2025-12-24T00:00:00Z', '2026-03-06T12:00:00Z', '2026-03-07T01:00:00Z'])).toEqual([1, 2, 3]);
  });
});
