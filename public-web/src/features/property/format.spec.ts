import { translator } from '@fie/domain';
import { toProperty } from '../../lib/property';
import { apiProperty } from '../../testing/properties';
import { bookedText } from './format';

const t = translator('en');
const now = new Date(Date.UTC(2026, 10, 22, 9));
const shortStay = (booked_dates: unknown) => toProperty(apiProperty({ acquisition: 'short_stay', stay_start_date: '2026-11-01', stay_end_date: '2027-06-30', booked_dates }))!;

describe('the property page\'s booked dates', () => {
  test('a short stay names its booked ranges still to come, without the owner\'s notes', () => {
    const property = shortStay([
      { start: '2026-11-10', end: '2026-11-14', note: 'Past guest' },
      { start: '2026-11-20', end: '2026-11-24' },
      { start: '2026-12-12', end: '2026-12-15', note: 'Kofi A., Airbnb' },
    ]);
    expect(bookedText(t, property, now)).toBe('Booked: 20 Nov – 24 Nov 2026, 12 Dec – 15 Dec 2026');
  });

  test('says nothing with no ranges to come, no booked_dates, or for a rental', () => {
    expect(bookedText(t, shortStay([{ start: '2026-11-10', end: '2026-11-22' }]), now)).toBeUndefined();
    expect(bookedText(t, shortStay(undefined), now)).toBeUndefined();
    expect(bookedText(t, toProperty(apiProperty({ booked_dates: [{ start: '2026-12-12', end: '2026-12-15' }] }))!, now)).toBeUndefined();
  });

  test('a long calendar names six ranges and counts the rest', () => {
    const ranges = Array.from({ length: 8 }, (_, i) => ({ start: `2027-0${i + 1}-10`, end: `2027-0${i + 1}-12` }));
    expect(bookedText(t, shortStay(ranges), now)).toBe('Booked: 10 Jan – 12 Jan 2027, 10 Feb – 12 Feb 2027, 10 Mar – 12 Mar 2027, 10 Apr – 12 Apr 2027, 10 May – 12 May 2027, 10 Jun – 12 Jun 2027 and 2 more');
  });
});
