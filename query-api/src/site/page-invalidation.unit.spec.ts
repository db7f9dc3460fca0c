import { changedBy } from './page-invalidation';

const at = '2026-03-07T09:00:00.000Z';

describe('changedBy: what an event changes on the public pages', () => {
  test.each([
    ['ListingCreated', { listingId: 'l1', ownerId: 'u1', organizationId: null, createdAt: at }],
    ['ListingUpdated', { listingId: 'l1', updatedBy: 'user-u1', updatedAt: at }],
    ['ListingStatusChanged', { listingId: 'l1', status: 'hidden' }],
    ['ListingDeleted', { listingId: 'l1', deletedBy: 'user-u1', deletedAt: at }],
    ['ListingModerated', { listingId: 'l1', decision: 'hide', reason: 'Asked for a deposit' }],
    ['ListingHiddenByReports', { listingId: 'l1' }],
    ['ListingArchivedAsStale', { listingId: 'l1' }],
    ['ListingDatesBooked', { listingId: 'l1' }],
  ])('%s changes that listing’s page and the search results', (type, data) => {
    expect(changedBy({ type, data })).toEqual(['listing:l1', 'search']);
  });

  test.each(['ListingImageUploaded', 'ListingDraftSaved', 'ListingDraftDiscarded', 'ListingReported', 'ListingReportResolved', 'ListingConfirmationRequested'])(
    '%s shows on no public page: nothing changes',
    (type) => {
      expect(changedBy({ type, data: { listingId: 'l1' } })).toEqual([]);
    },
  );

  test('ExchangeRateSet changes every page (every dollar price is shown in cedis)', () => {
    expect(changedBy({ type: 'ExchangeRateSet', data: { usdToGhs: 16, setBy: 's1', setAt: at } })).toEqual(['*']);
  });

  test('MessageSent changes nothing public', () => {
    expect(changedBy({ type: 'MessageSent', data: { conversationId: 'c1', messageId: 'm1', from: 'u1', to: 'u2', propertyId: 'l1', text: 'Is it still available?', sentAt: at } })).toEqual([]);
  });

  test.each(['UserProfileUpdated', 'ContactPreferencesChanged', 'UserSuspended', 'UserReinstated', 'UserDeleted', 'VerificationApproved'])(
    '%s changes the pages of that lister’s listings and the search results',
    (type) => {
      expect(changedBy({ type, data: { userId: 'u1' } })).toEqual(['user:u1', 'search']);
    },
  );

  test('OrganizationProfileUpdated changes that organization’s pages and the search results', () => {
    expect(changedBy({ type: 'OrganizationProfileUpdated', data: { orgId: 'o1', name: 'Adjei & Sons Homes', updatedBy: 'organization-o1', updatedAt: at } })).toEqual(['org:o1', 'search']);
  });

  test('An organization signing in changes nothing public', () => {
    expect(changedBy({ type: 'OrganizationSignedIn', data: { orgId: 'o1' } })).toEqual([]);
  });

  test('Reviews published, answered or removed change the pages of the listings of those they are about (their reputation)', () => {
    const subjects = [{ kind: 'organization', id: 'o1' }, { kind: 'user', id: 'u2' }];
    expect(changedBy({ type: 'ReviewsPublished', data: { reviewIds: ['r1', 'r2'], subjects, publishedAt: at } })).toEqual(['org:o1', 'user:u2']);
    expect(changedBy({ type: 'ReviewRemoved', data: { reviewId: 'r1', subject: { kind: 'user', id: 'u1' }, removedAt: at } })).toEqual(['user:u1']);
    expect(changedBy({ type: 'ReviewReplied', data: { reviewId: 'r1', subject: { kind: 'organization', id: 'o1' }, repliedAt: at } })).toEqual(['org:o1']);
    expect(changedBy({ type: 'ReviewSubmitted', data: { reviewId: 'r1' } })).toEqual([]);
  });

  test('a no-show recorded against a lister, or their answer to it, changes their listings’ pages (issue 33)', () => {
    expect(changedBy({ type: 'ViewingNoShowRecorded', data: { viewingId: 'v1', about: { kind: 'organization', id: 'o1' }, recordedAt: at } })).toEqual(['org:o1']);
    expect(changedBy({ type: 'ViewingNoShowAnswered', data: { viewingId: 'v1', about: { kind: 'user', id: 'u1' }, answeredAt: at } })).toEqual(['user:u1']);
  });

  test('PartnerFeedImported changes the search results', () => {
    expect(changedBy({ type: 'PartnerFeedImported', data: {} })).toEqual(['search']);
  });

  test('A listing event without a listing id still changes the search results', () => {
    expect(changedBy({ type: 'ListingUpdated', data: {} })).toEqual(['search']);
  });

  test('An event without data changes nothing it cannot name', () => {
    expect(changedBy({ type: 'MessageSent', data: undefined })).toEqual([]);
  });
});
