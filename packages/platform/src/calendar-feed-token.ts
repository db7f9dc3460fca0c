import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret part of a calendar feed's address (`/api/calendar/{token}.ics`): the party and the feed's
 * generation, signed with the code secret. Calendar apps fetch it without a session, so the token is the
 * only key; resetting the link moves the party to the next generation and every older token stops working.
 * Nothing secret is stored: the token is recomputed whenever the person asks for their link.
 */
export function calendarFeedToken(secret: string, party: string, generation: number): string {
  const body = Buffer.from(JSON.stringify({ p: party, g: generation })).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readCalendarFeedToken(secret: string, token: string): { party: string; generation: number } | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { p, g } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; g?: unknown };
    return typeof p === 'string' && typeof g === 'number' ? { party: p, generation: g } : undefined;
  } catch {
    return undefined;
  }
}

const sign = (secret: string, body: string) => createHmac('sha256', `calendar-feed:${secret}`).update(body).digest('base64url').slice(0, 32);
