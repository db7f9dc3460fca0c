import { CATALOGUES } from '../i18n/catalogues/all';
import { speechOf } from '../shared/speech';
import type { ReviewEvent } from './events';
import { reviewNotices } from './notices';

const dealing = {
  kind: 'viewing' as const,
  dealingId: 'd-1',
  listingId: 'l-1',
  seekerId: 'u-seeker',
  lister: { kind: 'user' as const, id: 'u-owner' },
  completedAt: '2026-12-01T10:00:00.000Z',
  windowClosesAt: '2026-12-15T10:00:00.000Z',
};
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: { ...dealing, reviewId: 'viewing-d-1-seeker', side: 'seeker', authorId: 'u-seeker', subject: dealing.lister, ratings: { accuracy: 5 }, text: 'Her words', submittedAt: '2026-12-02T10:00:00.000Z' },
};

describe('what a review tells the person it is about', () => {
  test('Given a review written, the person it is about is told until when to write theirs, and not what it says', () => {
    expect(reviewNotices(submitted)).toEqual([
      {
        recipient: { kind: 'user', id: 'u-owner' },
        kind: 'viewing',
        headline: 'You have been reviewed after your viewing',
        details: 'Write your review by 15 December 2026: both are shown together, and neither side reads the other’s before.',
      },
    ]);
  });

  test('Given the reviews published, each person reviewed is told; replies and removals tell no one', () => {
    const published: ReviewEvent = {
      type: 'ReviewsPublished',
      data: { kind: 'stay', dealingId: 'd-1', listingId: 'l-1', reviewIds: ['a', 'b'], subjects: [{ kind: 'user', id: 'u-owner' }, { kind: 'user', id: 'u-seeker' }], cause: 'both_in', publishedAt: '2026-12-03T10:00:00.000Z' },
    };
    expect(reviewNotices(published).map((n) => [n.recipient.id, n.headline])).toEqual([
      ['u-owner', 'A review of you is published'],
      ['u-seeker', 'A review of you is published'],
    ]);
    const replied: ReviewEvent = { type: 'ReviewReplied', data: { kind: 'viewing', dealingId: 'd-1', reviewId: 'a', subject: { kind: 'user', id: 'u-owner' }, by: 'u-owner', text: 'x', repliedAt: '2026-12-04T10:00:00.000Z' } };
    expect(reviewNotices(replied)).toEqual([]);
  });

  test.each(['tw', 'gaa', 'ee', 'ha'] as const)('In %s the words are the language’s own', (language) => {
    const [notice] = reviewNotices(submitted, speechOf(language, CATALOGUES));
    expect(notice!.headline).not.toBe('You have been reviewed after your viewing');
    expect(notice!.details).not.toContain('Write your review');
  });
});
