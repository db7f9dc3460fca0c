import type { PartyRef } from '../conversations/parties';
import { nightsBetween } from '../listings/calendar';
import type { StayEvent } from '../stays/stay';
import { ENGLISH, type Speech } from '../shared/speech';
import type { ViewingEvent } from './events';
import { formatDayIn, formatWhenIn } from './hours';

/**
 * What each step of a viewing or a stay tells whom: one wording for the in-app notice, the mail and the text.
 * `{actor}` and `{property}` are filled in when read (a name that changes, a title that changes). In the reader's
 * language when one is given (mails and texts, issue 23); the in-app notice is English.
 */
export type DealingNotice = { recipient: PartyRef; actor: PartyRef; title: string; body: string; at: string };

export function viewingNotices(event: ViewingEvent, speech: Speech = ENGLISH): DealingNotice[] {
  const { t } = speech;
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const when = formatWhenIn(d.start, speech);
  const at = () => t('mail.viewing.body', '{property}, {when}', { when });
  const toLister = (title: string, at_: string): DealingNotice[] => [{ recipient: d.lister, actor: seeker, title, body: at(), at: at_ }];
  const toSeeker = (title: string, at_: string, body = at()): DealingNotice[] => [{ recipient: seeker, actor: d.lister, title, body, at: at_ }];
  switch (event.type) {
    case 'ViewingRequested':
      return toLister(t('mail.viewing.requested', '{actor} asked to view {property}'), event.data.requestedAt);
    case 'ViewingConfirmed':
      return event.data.side === 'seeker'
        ? toLister(t('mail.viewing.new-time-accepted', '{actor} accepted the new viewing time'), event.data.confirmedAt)
        : toSeeker(t('mail.viewing.confirmed', '{actor} confirmed your viewing'), event.data.confirmedAt);
    case 'ViewingDeclined':
      return toSeeker(t('mail.viewing.declined', '{actor} declined your viewing request'), event.data.declinedAt);
    case 'ViewingTimeProposed':
      return toSeeker(
        t('mail.viewing.time-proposed', '{actor} proposed another time for your viewing'),
        event.data.proposedAt,
        t('mail.viewing.time-proposed.body', '{property}, {when} instead of {previous}', { when, previous: formatWhenIn(event.data.previousStart, speech) }),
      );
    case 'ViewingCancelled':
      return event.data.side === 'seeker'
        ? toLister(t('mail.viewing.cancelled', '{actor} cancelled the viewing'), event.data.cancelledAt)
        : toSeeker(t('mail.viewing.cancelled', '{actor} cancelled the viewing'), event.data.cancelledAt);
    case 'ViewingReminderDue': {
      const title = t('mail.viewing.reminder', 'Reminder: viewing tomorrow at {time}', { time: d.start.slice(11, 16) });
      return [
        { recipient: seeker, actor: d.lister, title, body: at(), at: event.data.dueAt },
        { recipient: d.lister, actor: seeker, title, body: t('mail.viewing.reminder.lister', '{property}, {when}, with {actor}', { when }), at: event.data.dueAt },
      ];
    }
    case 'ViewingNoShowRecorded': {
      // Told to the person named, who may answer it once (issue 33); `{actor}` is the side that recorded it.
      const recorder: PartyRef = event.data.side === 'seeker' ? seeker : d.lister;
      return [
        {
          recipient: event.data.about,
          actor: recorder,
          title: t('mail.viewing.no-show', '{actor} recorded that you did not come to the viewing'),
          body: t('mail.viewing.no-show.body', '{property}, {when}. It is shown with your reputation; you may answer it once, and your answer is shown beside it.', { when }),
          at: event.data.recordedAt,
        },
      ];
    }
    case 'ViewingNoShowAnswered':
      // An answer is shown beside the record; it is no news to send.
      return [];
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** 'Tue 1 Dec 2026 to Fri 4 Dec 2026 (3 nights, 2 guests)' */
export function stayDatesText(d: { start: string; end: string; guests: number }, speech: Speech = ENGLISH): string {
  const nights = nightsBetween(d.start, d.end).length;
  return speech.t(
    'mail.stay.dates',
    '{start} to {end} ({nights, plural, one {# night} other {# nights}}, {guests, plural, one {# guest} other {# guests}})',
    { start: formatDayIn(d.start, speech), end: formatDayIn(d.end, speech), nights, guests: d.guests },
  );
}

export function stayNotices(event: StayEvent, speech: Speech = ENGLISH): DealingNotice[] {
  const { t } = speech;
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const body = t('mail.stay.body', '{property}, {dates}', { dates: stayDatesText(d, speech) });
  switch (event.type) {
    case 'StayRequested':
      return [{ recipient: d.lister, actor: seeker, title: t('mail.stay.requested', '{actor} asked to stay at {property}'), body, at: event.data.requestedAt }];
    case 'StayAccepted':
      return [{ recipient: seeker, actor: d.lister, title: t('mail.stay.accepted', '{actor} accepted your stay'), body, at: event.data.acceptedAt }];
    case 'StayDeclined':
      return [{ recipient: seeker, actor: d.lister, title: t('mail.stay.declined', '{actor} declined your stay request'), body, at: event.data.declinedAt }];
    case 'StayCancelled':
      return event.data.side === 'seeker'
        ? [{ recipient: d.lister, actor: seeker, title: t('mail.stay.cancelled-by-seeker', '{actor} cancelled their stay'), body, at: event.data.cancelledAt }]
        : [{ recipient: seeker, actor: d.lister, title: t('mail.stay.cancelled-by-lister', '{actor} cancelled your stay'), body, at: event.data.cancelledAt }];
    case 'StayExpired':
      return [
        { recipient: seeker, actor: d.lister, title: t('mail.stay.expired', '{actor} did not answer your stay request in time: it is closed, and anything you paid for it comes back to you'), body, at: event.data.expiredAt },
        { recipient: d.lister, actor: seeker, title: t('mail.stay.expired-lister', 'The stay request from {actor} closed unanswered'), body, at: event.data.expiredAt },
      ];
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const stayEventTypes: StayEvent['type'][] = ['StayRequested', 'StayAccepted', 'StayDeclined', 'StayCancelled', 'StayExpired'];
