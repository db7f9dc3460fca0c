import type { ListingView } from './listings';
import { publicView } from './present-listing';

describe('publicView', () => {
  const listing = { id: 'l1', booked_dates: [{ start: '2025-01-01', end: '2025-01-03', note: 'Ama, by phone' }] } as unknown as ListingView;

  test('When booked nights carry a manager\'s note, then anyone sees the nights without the note', () => {
    expect(publicView(listing).booked_dates).toEqual([{ start: '2025-01-01', end: '2025-01-03' }]);
  });

  test('When no booked night has a note, then the view is answered as it is', () => {
    const plain = { ...listing, booked_dates: [{ start: '2025-01-01', end: '2025-01-03' }] } as ListingView;
    expect(publicView(plain)).toBe(plain);
  });
});
