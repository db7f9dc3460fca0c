import { dateRangeText } from './date-range-text';
import { toDateRanges } from './date-ranges';

describe('date ranges', () => {
  test('booked_dates are read sorted, odd items and a missing field give no range', () => {
    expect(toDateRanges(undefined)).toEqual([]);
    expect(
      toDateRanges([
        { start: '2026-12-30', end: '2027-01-02' },
        { start: '2026-12-12T00:00:00.000Z', end: '2026-12-15', note: ' Kofi A. ' },
        { start: '2026-12-20', end: '2026-12-20' },
        { start: 'soon', end: '2026-12-22' },
        null,
      ]),
    ).toEqual([
      { start: '2026-12-12', end: '2026-12-15', note: 'Kofi A.' },
      { start: '2026-12-30', end: '2027-01-02' },
    ]);
  });

  test('public pages read the ranges without the owner\'s notes', () => {
    expect(toDateRanges([{ start: '2026-12-12', end: '2026-12-15', note: 'Kofi A.' }], { notes: false })).toEqual([{ start: '2026-12-12', end: '2026-12-15' }]);
  });

  test('a range names the year once, twice when it crosses into the next', () => {
    expect(dateRangeText('2026-12-12', '2026-12-15')).toBe('12 Dec – 15 Dec 2026');
    expect(dateRangeText('2026-12-12', '2026-12-15', { weekday: true })).toBe('Sat 12 Dec – Tue 15 Dec 2026');
    expect(dateRangeText('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });
});
