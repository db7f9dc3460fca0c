// Made once: a formatter per call costs a cheap phone noticeably in a long list.
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const fullDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** For lists: '14:05' today, 'Yesterday', 'Mon' this week, '12 Nov' this year, else '12 Nov 2025'. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return clock.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(date);
  return date.getFullYear() === now.getFullYear() ? dayMonth.format(date) : fullDate.format(date);
}

/** Under a message: '14:05' today, else '12 Nov, 14:05' (with the year when it is not this year's). */
export function messageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (startOfDay(date) === startOfDay(now)) return clock.format(date);
  const day = date.getFullYear() === now.getFullYear() ? dayMonth.format(date) : fullDate.format(date);
  return `${day}, ${clock.format(date)}`;
}

/** A partner's name as shown: an erased account or a missing name still reads as someone. */
export const partnerName = (name: string) => name.trim() || 'Someone';
