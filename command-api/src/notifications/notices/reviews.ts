import { isReviewEvent, partyKey, reviewNotices, type ReviewEvent, type Speech } from '@fie/domain';
import { notificationLink, reviewNoticeLink } from '@fie/read-models';
import { reviewMail, reviewSms } from '../../reviews/mail';
import type { NoticeSource } from './source';

/**
 * A review's news to the person it is about (issue 33): the other side has reviewed them (so they write theirs
 * before the window closes), and a review of them is published. By the channels they chose for the dealing's kind:
 * a viewing's or a stay's with viewings, a tenancy's with offers.
 */
export const reviewNoticeSource: NoticeSource = async (recorded, deps) => {
  if (!isReviewEvent(recorded)) return [];
  // Nothing sealed is repeated (the review's words never leave the site), so the event is not opened.
  const event = { type: recorded.type, data: recorded.data } as ReviewEvent;
  return reviewNotices(event).map((n, i) => {
    const party = partyKey(n.recipient);
    const wording = (speech: Speech) => {
      const worded = reviewNotices(event, speech)[i]!;
      return { headline: worded.headline, details: worded.details };
    };
    const target = notificationLink({ recipient: party, link: reviewNoticeLink(n.kind) });
    const link = `${deps.publicUrl}${target}`;
    return {
      party,
      notice: {
        kind: n.kind === 'tenancy' ? ('offers' as const) : ('viewings' as const),
        topic: `${recorded.streamId}-${recorded.revision}-${party}`,
        target,
        mail: (address: string, unsubscribe: string, speech: Speech) => reviewMail({ to: address, ...wording(speech), link, unsubscribe }, speech),
        sms: (speech: Speech, short?: string) => reviewSms({ ...wording(speech), link: short ?? link }, speech),
      },
    };
  });
};
