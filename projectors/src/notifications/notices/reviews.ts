import { isReviewEvent, partyKey, reviewNotices, type ReviewEvent } from '@fie/domain';
import { reviewNoticeLink, type NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';

/** A review's news under the bell of the person it is about (issue 33), leading to where the dealing's reviews are. */
export function reviewNoticeViews(recorded: RecordedEvent): NotificationView[] {
  if (!isReviewEvent(recorded)) return [];
  const event = { type: recorded.type, data: recorded.data } as ReviewEvent;
  if (event.type !== 'ReviewSubmitted' && event.type !== 'ReviewsPublished') return [];
  const at = event.type === 'ReviewSubmitted' ? event.data.submittedAt : event.data.publishedAt;
  return reviewNotices(event).map((n) => ({
    id: `review-${recorded.streamId}-${recorded.revision}-${partyKey(n.recipient)}`,
    recipient: partyKey(n.recipient),
    kind: 'review',
    actor: partyKey(n.recipient),
    title: n.headline,
    body: 'For {property}',
    link: reviewNoticeLink(n.kind),
    propertyId: event.data.listingId,
    createdAt: at,
    read: false,
  }));
}
