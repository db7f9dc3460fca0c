import { ENGLISH } from '@fie/domain';
import type { PersonalDataVault } from '@fie/platform';
import type { DocumentStore, RecordedEvent } from '@fie/stores';
import { channelNotices } from './notices';

/** Read models as the notices read them: a collection is a map by id; checkpoints are past every event. */
function documentsOf(collections: Record<string, Record<string, unknown>[]>): DocumentStore {
  return {
    collection: (name: string) => ({
      get: async (id: string) => collections[name]?.find((d) => d.id === id) ?? null,
      find: async () => (name === '_checkpoints' ? ['listings', 'sms-channel'].map((id) => ({ id, position: 1e9 })) : collections[name] ?? []),
    }),
  } as unknown as DocumentStore;
}
const vault = { open: async (e: unknown) => e } as unknown as PersonalDataVault;
const listing = { id: 'l1', title: 'Chamber and hall in Madina', type: 'chamber_and_hall', bedrooms: 1, status: 'published', acquisition: 'rent', price: 700, currency: 'GHS', payment_plan: 'MONTHLY', location_details: { town: 'Madina' } };
const recorded = (type: string, data: Record<string, unknown>) => ({ type, data, position: 10, revision: 0, streamId: 's', id: 'e', createdAt: '' }) as unknown as RecordedEvent;
const deps = (sessions: Record<string, unknown>[]) => ({ documents: documentsOf({ listings: [listing], sms_sessions: sessions, users: [] }), vault, publicUrl: 'https://fie.test', codeSecret: 'c' });
const matched = recorded('RequestMatched', { requestId: 'r1', requesterId: 'sms-k1', listingId: 'l1', kind: 'search', matchType: 'search', lister: 'user:o1', announce: true, matchedAt: '' });

describe('the SMS channel’s notices', () => {
  test('When a new listing matches an SMS alert, then its line is texted to the seeker’s number', async () => {
    const notices = await channelNotices(matched, deps([{ id: 'k1', phone: '+233241110003', stopped: false }]));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.notice).toMatchObject({ phone: '+233241110003', always: true, kind: 'requests' });
    expect(notices[0]!.notice.sms(ENGLISH)).toMatch(/^Fie alert: new [A-Z2-9]{4} 1-bed Chamber and hall, Madina, GHS 700\/mo\nText [A-Z2-9]{4} for details, STOP to end\.$/);
  });

  test('When the seeker said STOP, or the match is of a person’s request, then the channel texts nothing', async () => {
    expect(await channelNotices(matched, deps([{ id: 'k1', phone: '+233241110003', stopped: true }]))).toEqual([]);
    expect(await channelNotices(recorded('RequestMatched', { ...(matched.data as object), requesterId: 'u1' }), deps([]))).toEqual([]);
  });

  test('When a seeker asks about a listing whose number is hidden, then its lister gets the seeker’s number; a shown number tells nobody', async () => {
    const asked = { sessionKey: 'k1', phone: '+233241110002', listingId: 'l1', ownerId: 'o1', organizationId: null, channel: 'sms', askedAt: '' };
    const [told] = await channelNotices(recorded('SmsListingAsked', { ...asked, phoneShown: false }), deps([]));
    expect(told!.party).toBe('user:o1');
    expect(told!.notice.sms(ENGLISH)).toBe('Fie: a seeker asked about Chamber and hall in Madina by SMS. Call them on 024 111 0002.');
    expect(told!.notice.mail('kojo@example.com', '', ENGLISH).text).toContain('024 111 0002');
    expect(await channelNotices(recorded('SmsListingAsked', { ...asked, phoneShown: true }), deps([]))).toEqual([]);
  });

  test('The week before an SMS alert ends, the seeker is texted how to keep it', async () => {
    const reminded = recorded('RequestExpiryReminded', { requestId: 'r1', requesterId: 'sms-k1', kind: 'search', expiresAt: '2027-02-25T10:00:00.000Z', remindedAt: '' });
    const [told] = await channelNotices(reminded, deps([{ id: 'k1', phone: '+233241110003', stopped: false }]));
    expect(told!.notice.sms(ENGLISH)).toBe('Fie: your alert (your search) ends on 2027-02-25. To keep it, text the search again, then ALERT.');
  });
});
