import { dateFormat, type Language, type Translate } from '@fie/domain';

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
// The formatters are made once per language (dateFormat keeps them): one per call costs a cheap phone in a long list.
const clock = (language: Language) => dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekday = (language: Language) => dateFormat(language, { weekday: 'short' });
const dayMonth = (language: Language) => dateFormat(language, { day: 'numeric', month: 'short' });
const fullDate = (language: Language) => dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' });

/** For lists: '14:05' today, 'Yesterday', 'Mon' this week, '12 Nov' this year, else '12 Nov 2025', in the page's language. */
export function shortTime(iso: string, t: Translate, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return clock(language).format(date);
  if (days === 1) return t('conversations.yesterday', 'Yesterday');
  if (days < 7) return weekday(language).format(date);
  return date.getFullYear() === now.getFullYear() ? dayMonth(language).format(date) : fullDate(language).format(date);
}

/** Under a message: '14:05' today, else '12 Nov, 14:05' (with the year when it is not this year's). */
export function messageTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (startOfDay(date) === startOfDay(now)) return clock(language).format(date);
  const day = date.getFullYear() === now.getFullYear() ? dayMonth(language).format(date) : fullDate(language).format(date);
  return `${day}, ${clock(language).format(date)}`;
}

/** A message's text as shown: one whose author's account was deleted says so (the read model's English, said here). */
export const messageShown = (message: { message: string; erased: boolean }, t: Translate) =>
  message.erased ? t('conversations.erased', "This message was deleted with its author's account") : message.message;

/** A property's title as shown: one that was deleted says so (the read model's English, said here). */
export const propertyTitle = (property: { title: string; status: string }, t: Translate) =>
  property.status === 'deleted' ? t('conversations.property-removed', 'A property that was removed') : property.title;

/** A partner's name as shown: an erased account or a missing name still reads as someone. */
export const partnerName = (name: string, t: Translate) => name.trim() || t('conversations.someone', 'Someone');
