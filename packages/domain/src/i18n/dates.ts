import { DEFAULT_LANGUAGE, intlLocale, type Language } from './languages';

/**
 * Dates and times in a person's language, through Intl (issue 32): Twi as Akan's calendar words, Ewe and Hausa their
 * own. Where the runtime has no data for a language (Ga in CLDR; an older phone's browser), the words fall back to
 * Ghana's English, never to the runtime's default. Ghana keeps GMT all year: Accra's clock unless told otherwise.
 * One formatter per language and options (building one looks the locale's data up each time).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const withZone = { timeZone: 'Africa/Accra', ...options };
  const key = `${language}|${JSON.stringify(withZone)}`;
  let format = formats.get(key);
  if (!format) {
    const wanted = intlLocale(language);
    const locale = Intl.DateTimeFormat.supportedLocalesOf([wanted]).length ? wanted : intlLocale(DEFAULT_LANGUAGE);
    formats.set(key, (format = new Intl.DateTimeFormat(locale, withZone)));
  }
  return format;
}

/** `formatDate('tw', iso, { day: 'numeric', month: 'short' })`: an ISO instant or a Date, in the language's words. */
export function formatDate(language: Language, when: string | number | Date, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language, options).format(date);
}

/** A date and its time of day ("4 Dec 2026, 14:30" in English). */
export const formatDateTime = (language: Language, when: string | number | Date) =>
  formatDate(language, when, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
