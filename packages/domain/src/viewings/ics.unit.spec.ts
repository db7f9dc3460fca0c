import { foldLine, escapeText, icsCalendar } from './ics';

const invitation = (method: 'REQUEST' | 'CANCEL', sequence: number) =>
  icsCalendar({
    method,
    events: [
      {
        uid: 'viewing-v1@fie.com.gh',
        sequence,
        status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
        start: '2026-11-24T10:00:00.000Z',
        end: '2026-11-24T10:30:00.000Z',
        summary: 'Viewing: 3 bedroom house, East Legon',
        description: 'Viewing for Ama Mensah\nBring your ID; call ahead',
        stamp: '2026-11-23T10:00:00.000Z',
        attendee: { name: 'Ama Mensah', email: 'ama@example.com' },
      },
    ],
  });

describe('iCalendar invitations', () => {
  test('a request is METHOD:REQUEST in Africa/Accra with a stable UID, its sequence, an organizer and the attendee', () => {
    const ics = invitation('REQUEST', 1);
    const lines = ics.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([
      'METHOD:REQUEST', 'TZID:Africa/Accra', 'UID:viewing-v1@fie.com.gh', 'SEQUENCE:1', 'DTSTAMP:20261123T100000Z',
      'DTSTART;TZID=Africa/Accra:20261124T100000', 'DTEND;TZID=Africa/Accra:20261124T103000', 'STATUS:CONFIRMED',
      'SUMMARY:Viewing: 3 bedroom house\\, East Legon', 'DESCRIPTION:Viewing for Ama Mensah\\nBring your ID\\; call ahead',
      'ORGANIZER;CN=Fie:mailto:no-reply@fie.com.gh',
    ]));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain('ATTENDEE;CN="Ama Mensah";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ama@example.com');
  });

  test('a cancellation keeps the UID, raises the sequence and says CANCELLED', () => {
    const ics = invitation('CANCEL', 2);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('UID:viewing-v1@fie.com.gh\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('STATUS:CANCELLED');
  });

  test('a feed has a name and no method; booked nights are all-day events ending on the check-out day', () => {
    const ics = icsCalendar({ name: 'Fie: Ama', events: [{ uid: 'stay-s1@fie.com.gh', sequence: 0, status: 'CONFIRMED', startDate: '2026-12-01', endDate: '2026-12-04', summary: 'Stay', stamp: '2026-11-23T10:00:00.000Z' }] });
    expect(ics).not.toContain('METHOD:');
    expect(ics).toContain('X-WR-CALNAME:Fie: Ama');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261204');
  });

  test('long lines fold at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'Ɔdɔ yɛ dɛ GH₵ '.repeat(10)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'Ɔdɔ yɛ dɛ GH₵ '.repeat(10)}`);
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
  });
});
