import { TIME_ZONE } from './hours';

/**
 * iCalendar (RFC 5545) for invitations in mail (RFC 5546: METHOD:REQUEST, then METHOD:CANCEL with the same
 * UID and a higher SEQUENCE, so the event updates or disappears in the person's calendar) and for the
 * subscription feed. Times are written in Africa/Accra (GMT all year, no daylight saving).
 */
export type IcsTimed = { start: string; end: string };
export type IcsAllDay = { startDate: string; endDate: string };
export type IcsEvent = (IcsTimed | IcsAllDay) & {
  uid: string;
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** When this version was made (DTSTAMP). */
  stamp: string;
  /** The person the invitation is for (METHOD:REQUEST wants an attendee). */
  attendee?: { name?: string; email: string };
};

export const ICS_ORGANIZER = { name: 'Fie', email: 'no-reply@fie.com.gh' };

const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** Accra wall-clock time, which is UTC's. */
const local = (iso: string) => utc(iso).replace(/Z$/, '');
const day = (date: string) => date.replace(/-/g, '');

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const utf8Length = (char: string) => {
  const c = char.codePointAt(0)!;
  return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
};

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const n = utf8Length(char);
    if (octets + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const ACCRA_ZONE = ['BEGIN:VTIMEZONE', `TZID:${TIME_ZONE}`, 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0000', 'TZNAME:GMT', 'END:STANDARD', 'END:VTIMEZONE'];

function eventLines(e: IcsEvent, method?: string): string[] {
  const when =
    'start' in e
      ? [`DTSTART;TZID=${TIME_ZONE}:${local(e.start)}`, `DTEND;TZID=${TIME_ZONE}:${local(e.end)}`]
      : [`DTSTART;VALUE=DATE:${day(e.startDate)}`, `DTEND;VALUE=DATE:${day(e.endDate)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utc(e.stamp)}`,
    ...when,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${e.status}`,
    ...(method ? [`ORGANIZER;CN=${ICS_ORGANIZER.name}:mailto:${ICS_ORGANIZER.email}`] : []),
    ...(method && e.attendee ? [`ATTENDEE;${e.attendee.name ? `CN="${e.attendee.name.replace(/"/g, "'")}";` : ''}ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole calendar: an invitation (`method`) or a feed (`name`, no method). */
export function icsCalendar(options: { method?: 'REQUEST' | 'CANCEL'; name?: string; events: IcsEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fie//Viewings//EN',
    'CALSCALE:GREGORIAN',
    ...(options.method ? [`METHOD:${options.method}`] : []),
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${TIME_ZONE}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'] : []),
    ...ACCRA_ZONE,
    ...options.events.flatMap((e) => eventLines(e, options.method)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
