import type { PartyRef } from '../conversations/parties';
import { nightsBetween } from '../listings/calendar';
import type { StayEvent } from '../stays/stay';
import type { ViewingEvent } from './events';
import { formatDay, formatWhen } from './hours';

/**
 * What each step of a viewing or a stay tells whom: one wording for the in-app notice, the mail and the text.
 * `{actor}` and `{property}` are filled in when read (a name that changes, a title that changes).
 */
export type DealingNotice = { recipient: PartyRef; actor: PartyRef; title: string; body: string; at: string };

export function viewingNotices(event: ViewingEvent): DealingNotice[] {
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const when = formatWhen(d.start);
  const toLister = (title: string, at: string): DealingNotice[] => [{ recipient: d.lister, actor: seeker, title, body: `{property}, ${when}`, at }];
  const toSeeker = (title: string, at: string, body = `{property}, ${when}`): DealingNotice[] => [{ recipient: seeker, actor: d.lister, title, body, at }];
  switch (event.type) {
    case 'ViewingRequested':
      return toLister('{actor} asked to view {property}', event.data.requestedAt);
    case 'ViewingConfirmed':
      return event.data.side === 'seeker' ? toLister('{actor} accepted the new viewing time', event.data.confirmedAt) : toSeeker('{actor} confirmed your viewing', event.data.confirmedAt);
    case 'ViewingDeclined':
      return toSeeker('{actor} declined your viewing request', event.data.declinedAt);
    case 'ViewingTimeProposed':
      return toSeeker('{actor} proposed another time for your viewing', event.data.proposedAt, `{property}, ${when} instead of ${formatWhen(event.data.previousStart)}`);
    case 'ViewingCancelled':
      return event.data.side === 'seeker' ? toLister('{actor} cancelled the viewing', event.data.cancelledAt) : toSeeker('{actor} cancelled the viewing', event.data.cancelledAt);
    case 'ViewingReminderDue': {
      const title = `Reminder: viewing tomorrow at ${d.start.slice(11, 16)}`;
      return [
        { recipient: seeker, actor: d.lister, title, body: `{property}, ${when}`, at: event.data.dueAt },
        { recipient: d.lister, actor: seeker, title, body: `{property}, ${when}, with {actor}`, at: event.data.dueAt },
      ];
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** 'Tue 1 Dec 2026 to Fri 4 Dec 2026 (3 nights, 2 guests)' */
export function stayDatesText(d: { start: string; end: string; guests: number }): string {
  const nights = nightsBetween(d.start, d.end).length;
  return `${formatDay(d.start)} to ${formatDay(d.end)} (${nights} night${nights === 1 ? '' : 's'}, ${d.guests} guest${d.guests === 1 ? '' : 's'})`;
}

export function stayNotices(event: StayEvent): DealingNotice[] {
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const body = `{property}, ${stayDatesText(d)}`;
  switch (event.type) {
    case 'StayRequested':
      return [{ recipient: d.lister, actor: seeker, title: '{actor} asked to stay at {property}', body, at: event.data.requestedAt }];
    case 'StayAccepted':
      return [{ recipient: seeker, actor: d.lister, title: '{actor} accepted your stay', body, at: event.data.acceptedAt }];
    case 'StayDeclined':
      return [{ recipient: seeker, actor: d.lister, title: '{actor} declined your stay request', body, at: event.data.declinedAt }];
    case 'StayCancelled':
      return event.data.side === 'seeker'
        ? [{ recipient: d.lister, actor: seeker, title: '{actor} cancelled their stay', body, at: event.data.cancelledAt }]
        : [{ recipient: seeker, actor: d.lister, title: '{actor} cancelled your stay', body, at: event.data.cancelledAt }];
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const stayEventTypes: StayEvent['type'][] = ['StayRequested', 'StayAccepted', 'StayDeclined', 'StayCancelled'];
