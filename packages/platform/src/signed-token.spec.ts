import { createHmac } from 'node:crypto';
import { calendarFeedToken, readCalendarFeedToken } from './calendar-feed-token';
import { listingConfirmToken, readListingConfirmToken } from './listing-confirm-token';

const SECRET = 'code-secret';
const body = (fields: object) => Buffer.from(JSON.stringify(fields)).toString('base64url');
const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

describe('signed tokens', () => {
  test('a calendar feed token is its body and the first 32 characters of its mac, keyed for calendar feeds', () => {
    const b = body({ p: 'user-1', g: 2 });
    expect(calendarFeedToken(SECRET, 'user-1', 2)).toBe(`${b}.${mac(`calendar-feed:${SECRET}`, b).slice(0, 32)}`);
    expect(readCalendarFeedToken(SECRET, calendarFeedToken(SECRET, 'user-1', 2))).toEqual({ party: 'user-1', generation: 2 });
  });

  test('a listing confirm token is its body and its whole mac, keyed for listing confirmations', () => {
    const b = body({ l: 'listing-1', s: '2026-11-01T00:00:00.000Z' });
    expect(listingConfirmToken(SECRET, 'listing-1', '2026-11-01T00:00:00.000Z')).toBe(`${b}.${mac(`listing-confirm:${SECRET}`, b)}`);
    expect(readListingConfirmToken(SECRET, listingConfirmToken(SECRET, 'listing-1', '2026-11-01T00:00:00.000Z'))).toEqual({ listingId: 'listing-1', lastConfirmedAt: '2026-11-01T00:00:00.000Z' });
  });

  test('a token signed with another secret, for another purpose, altered, or malformed is refused', () => {
    const feed = calendarFeedToken(SECRET, 'user-1', 2);
    const confirm = listingConfirmToken(SECRET, 'listing-1', '2026-11-01T00:00:00.000Z');
    expect(readCalendarFeedToken('another', feed)).toBeUndefined();
    expect(readListingConfirmToken('another', confirm)).toBeUndefined();
    // A body valid for the other purpose, signed as the other purpose signs, is not accepted.
    const asFeed = body({ l: 'listing-1', s: 'x' });
    expect(readListingConfirmToken(SECRET, `${asFeed}.${mac(`calendar-feed:${SECRET}`, asFeed)}`)).toBeUndefined();
    expect(readCalendarFeedToken(SECRET, `${body({ p: 'user-2', g: 2 })}.${feed.split('.')[1]}`)).toBeUndefined();
    for (const bad of ['', 'abc', `${feed}.extra`, `.${feed.split('.')[1]}`]) expect(readCalendarFeedToken(SECRET, bad)).toBeUndefined();
    // Signed, but not the fields it must carry (or not JSON at all).
    for (const fields of [{ p: 'user-1' }, { p: 1, g: 2 }, null, 5]) {
      const b = body(fields as object);
      expect(readCalendarFeedToken(SECRET, `${b}.${mac(`calendar-feed:${SECRET}`, b).slice(0, 32)}`)).toBeUndefined();
    }
    const notJson = Buffer.from('not json').toString('base64url');
    expect(readListingConfirmToken(SECRET, `${notJson}.${mac(`listing-confirm:${SECRET}`, notJson)}`)).toBeUndefined();
  });
});
