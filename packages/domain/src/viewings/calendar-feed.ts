import type { PartyRef } from '../conversations/parties';

/**
 * A person's (or organization's) secret calendar feed (`/api/calendar/{token}.ics`). The token is signed
 * from the party and a generation number, so nothing secret is stored in the log; resetting the link moves to
 * the next generation and every older token stops working (`calendar-feed-{kind}-{id}`).
 */
export type CalendarFeedReset = { type: 'CalendarFeedReset'; data: { party: PartyRef; generation: number; resetAt: string } };

export const calendarFeedStream = (party: PartyRef) => `calendar-feed-${party.kind}-${party.id}`;

export const evolveCalendarFeed = (_state: { generation: number } | undefined, event: CalendarFeedReset) => ({ generation: event.data.generation });

export function resetCalendarFeed(state: { generation: number } | undefined, command: { party: PartyRef }, ctx: { now: Date }): [CalendarFeedReset] {
  return [{ type: 'CalendarFeedReset', data: { party: command.party, generation: (state?.generation ?? 0) + 1, resetAt: ctx.now.toISOString() } }];
}
