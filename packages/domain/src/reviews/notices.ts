import type { PartyRef } from '../conversations/parties';
import { ENGLISH, longDateIn, type Speech } from '../shared/speech';
import type { ReviewEvent } from './events';
import type { DealingKind } from './schemas';

/**
 * What a review tells the person it is about (issue 33). When the other side has written theirs: that they have, and
 * until when one can write one's own (never what it says: reviews are double-blind). When the reviews are published:
 * that one about them can be read and answered once. Replies and staff's removals are no news to send.
 */
export type ReviewNotice = { recipient: PartyRef; kind: DealingKind; headline: string; details: string };

export function reviewNotices(event: ReviewEvent, speech: Speech = ENGLISH): ReviewNotice[] {
  const { t } = speech;
  switch (event.type) {
    case 'ReviewSubmitted': {
      const d = event.data;
      return [
        {
          recipient: d.subject,
          kind: d.kind,
          headline: t('mail.review.written', 'You have been reviewed after your {kind, select, viewing {viewing} tenancy {tenancy} other {stay}}', { kind: d.kind }),
          details: t('mail.review.written.next', 'Write your review by {date}: both are shown together, and neither side reads the other’s before.', { date: longDateIn(d.windowClosesAt, speech) }),
        },
      ];
    }
    case 'ReviewsPublished':
      return event.data.subjects.map((subject) => ({
        recipient: subject,
        kind: event.data.kind,
        headline: t('mail.review.published', 'A review of you is published'),
        details: t('mail.review.published.next', 'Read it on your dashboard: you may answer it once, in public.'),
      }));
    default:
      return [];
  }
}
