import { DEFAULT_LANGUAGE, intlLocale, isLanguage, type Language } from '../i18n/languages';
import { translator, type Catalogue, type Translate } from '../i18n/translator';

/**
 * Whom Fie is writing to, as far as words go (issue 23): their language and the `t` that speaks it. Mails and texts
 * are worded by functions that take one, so the English stays beside the code and the catalogues stay apart from it
 * (the server passes CATALOGUES; code the browser loads never needs them).
 */
export type Speech = { language: Language; t: Translate };

export const ENGLISH: Speech = { language: DEFAULT_LANGUAGE, t: translator(DEFAULT_LANGUAGE) };

/** A language (anything not one of ours is English) with its catalogue. */
export function speechOf(language: unknown, catalogues: Partial<Record<Language, Catalogue>>): Speech {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return { language: code, t: translator(code, catalogues[code] ?? {}) };
}

/** Whether a language has calendar words of its own in Intl (Ga has none: its dates are written as English's). */
export const hasOwnDates = (speech: Speech) => intlLocale(speech.language) !== intlLocale(DEFAULT_LANGUAGE);

/** '27 November 2026' in English, the long date in the person's language otherwise. */
export function longDateIn(iso: string, speech: Speech): string {
  const locale = hasOwnDates(speech) ? intlLocale(speech.language) : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Accra' }).format(new Date(iso));
}
