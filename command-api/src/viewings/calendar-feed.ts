import { calendarFeedStream, evolveCalendarFeed, partyKey, resetCalendarFeed, UnauthorizedError, viewingMessages, type CalendarFeedReset, type PartyRef } from '@fie/domain';
import { calendarFeedToken, type Principal } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';

/** A person's or an organization's own feed; staff and visitors have none. */
export function feedParty(principal: Principal | undefined): PartyRef {
  if (principal?.kind === 'user' || principal?.kind === 'organization') return { kind: principal.kind, id: principal.id };
  throw new UnauthorizedError(viewingMessages.signInToSeeCalendar);
}

export const calendarFeedUrl = (base: string, secret: string, party: string, generation: number) => `${base}/api/calendar/${calendarFeedToken(secret, party, generation)}.ics`;

/** POST /calendar/feed/reset: a new secret link; the old one stops working at once. */
export async function resetFeed(deps: CommandDeps, principal: Principal | undefined) {
  const party = feedParty(principal);
  const { state, revision } = await loadState<{ generation: number }, CalendarFeedReset>(deps, calendarFeedStream(party), evolveCalendarFeed);
  const events = resetCalendarFeed(state, { party }, { now: deps.now() });
  const { position } = await appendEvents(deps, calendarFeedStream(party), events, revision);
  return { party: partyKey(party), generation: events[0].data.generation, position };
}
