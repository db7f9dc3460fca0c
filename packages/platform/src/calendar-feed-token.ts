import { signedToken } from './signed-token';

const token = signedToken('calendar-feed', 32);

/**
 * The secret part of a calendar feed's address (`/api/calendar/{token}.ics`): the party and the feed's
 * generation, signed with the code secret. Calendar apps fetch it without a session, so the token is the
 * only key; resetting the link moves the party to the next generation and every older token stops working.
 * Nothing secret is stored: the token is recomputed whenever the person asks for their link.
 */
export function calendarFeedToken(secret: string, party: string, generation: number): string {
  return token.write(secret, { p: party, g: generation });
}

export function readCalendarFeedToken(secret: string, feedToken: string): { party: string; generation: number } | undefined {
  const { p, g } = token.read(secret, feedToken) ?? {};
  return typeof p === 'string' && typeof g === 'number' ? { party: p, generation: g } : undefined;
}
