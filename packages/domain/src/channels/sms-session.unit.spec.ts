import { smsSegments } from '../../../stores/src/sms/port';
import { fitReply, listingLine, shortCodeOf, smsReplies, MAX_REPLY_CHARS } from './replies';
import { admitText, alertCriteria, evolveSmsSession, listingOfCode, nextPage, SMS_TEXTS_PER_HOUR, type SmsSessionEvent, type SmsSessionState } from './sms-session';

const key = 'k1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
const given = (events: SmsSessionEvent[]) => events.reduce<SmsSessionState | undefined>(evolveSmsSession, undefined);
const received = (minute: number): SmsSessionEvent => ({ type: 'SmsTextReceived', data: { sessionKey: key, phone: '+233241234567', text: 'x', channel: 'sms', receivedAt: at(minute) } });
const ids = Array.from({ length: 7 }, (_, i) => `listing-${i}`);
const answered: SmsSessionEvent = { type: 'SmsSearchAnswered', data: { sessionKey: key, search: { acquisition: 'rent' }, listingIds: ids, total: 7, channel: 'sms', answeredAt: at(0) } };

describe('the SMS session', () => {
  test('Given 20 texts in the hour, when another comes, then it gets one notice and the next ones nothing', () => {
    const texts = Array.from({ length: SMS_TEXTS_PER_HOUR }, (_, i) => received(i));
    expect(admitText(given(texts.slice(1)), new Date(at(30)))).toBe('answer');
    expect(admitText(given(texts), new Date(at(30)))).toBe('notice');
    expect(admitText(given([...texts, { type: 'SmsLimitReached', data: { sessionKey: key, at: at(30) } }]), new Date(at(31)))).toBe('silent');
  });

  test('Given 20 texts over an hour ago, when another comes, then it is answered', () => {
    const texts = Array.from({ length: SMS_TEXTS_PER_HOUR }, (_, i) => received(i));
    expect(admitText(given(texts), new Date(Date.parse(at(0)) + 3_600_000 + 60_000))).toBe('answer');
  });

  test('Given a search of seven results, when MORE is sent twice, then three and then one more are shown, then none', () => {
    expect(nextPage(given([answered]))).toEqual({ ids: ids.slice(3, 6), shown: 6 });
    expect(nextPage(given([answered, { type: 'SmsMoreShown', data: { sessionKey: key, shown: 6, at: at(1) } }]))).toEqual({ ids: ids.slice(6), shown: 7 });
    expect(nextPage(given([answered, { type: 'SmsMoreShown', data: { sessionKey: key, shown: 7, at: at(1) } }]))).toBe('no-more');
    expect(nextPage(given([received(0)]))).toBe('no-search');
  });

  test('Given results shown, when a code is sent, then it names one of those shown and no other', () => {
    const state = given([answered]);
    expect(listingOfCode(state, shortCodeOf('listing-1'))).toBe('listing-1');
    expect(listingOfCode(state, shortCodeOf('listing-5'))).toBeUndefined();
    expect(listingOfCode(given([answered, { type: 'SmsMoreShown', data: { sessionKey: key, shown: 6, at: at(1) } }]), shortCodeOf('listing-5'))).toBe('listing-5');
  });

  test('When STOP is recorded, then the session is stopped and holds no alerts, until START', () => {
    const stopped = given([answered, { type: 'SmsAlertSet', data: { sessionKey: key, requestId: 'r1', channel: 'sms', setAt: at(1) } }, { type: 'SmsStopped', data: { sessionKey: key, stoppedAt: at(2) } }]);
    expect(stopped).toMatchObject({ stopped: true, alerts: [] });
    expect(evolveSmsSession(stopped, { type: 'SmsRestarted', data: { sessionKey: key, restartedAt: at(3) } }).stopped).toBe(false);
  });

  test('When an alert is asked for a search without a place, then there is none; with a place, a saved search of it', () => {
    expect(alertCriteria({ acquisition: 'rent' })).toBeUndefined();
    const place = { id: 'greater_accra:madina', name: 'Madina', kind: 'town' as const, region: 'greater_accra', lat: 5.68, lon: -0.17, label: 'Madina' };
    expect(alertCriteria({ acquisition: 'rent', bedrooms: 2, maxPrice: 1500, place })).toEqual({ acquisition: 'rent', bedrooms: 2, max_price: 1500, currency: 'GHS', place, matchType: 'search' });
  });
});

describe('SMS replies', () => {
  test('A short code is four characters without 0, O, 1 or I, the same for the same listing', () => {
    const code = shortCodeOf('0b6f6f8e-1c2d-4f7a-9a42-1234567890ab');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(shortCodeOf('0b6f6f8e-1c2d-4f7a-9a42-1234567890ab')).toBe(code);
    expect(new Set(Array.from({ length: 200 }, (_, i) => shortCodeOf(`listing-${i}`))).size).toBeGreaterThan(190);
  });

  test('A result line shows code, type, place and the price in GHS a month, in GSM-7', () => {
    const line = listingLine({ id: 'l1', type: 'apartment', bedrooms: 2, place: 'Madina', acquisition: 'rent', comparablePriceGhs: 1500 });
    expect(line).toBe(`${shortCodeOf('l1')} 2-bed Apartment, Madina, GHS 1,500/mo`);
    expect(smsSegments(line)).toBe(1);
  });

  test('A reply never takes more than two segments, and Twi letters and ₵ keep it GSM-7', () => {
    const long = fitReply(smsReplies.results(Array.from({ length: 12 }, () => 'ABCD 3-bed Chamber and hall, Ɔdɔmankoma Street, GH₵ 12,345/mo'), 12, true));
    expect(long.length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    expect(smsSegments(long)).toBeLessThanOrEqual(2);
    expect(smsSegments(fitReply(smsReplies.help))).toBe(1);
  });
});
