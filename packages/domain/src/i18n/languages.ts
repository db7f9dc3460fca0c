/**
 * The languages Fie speaks. English is the source every other catalogue translates; a language that is not
 * `complete` shows English for what it lacks, and one whose words no native speaker has reviewed says "(beta)".
 * Codes are BCP 47: `tw` Twi (Akan), `gaa` Ga, `ee` Ewe, `ha` Hausa.
 */
export const LANGUAGES = [
  { code: 'en', english: 'English', native: 'English', complete: true, reviewed: true },
  { code: 'tw', english: 'Twi', native: 'Twi', complete: true, reviewed: false },
  { code: 'gaa', english: 'Ga', native: 'Gã', complete: true, reviewed: false },
  { code: 'ee', english: 'Ewe', native: 'Eʋegbe', complete: true, reviewed: false },
  { code: 'ha', english: 'Hausa', native: 'Hausa', complete: true, reviewed: false },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The device's choice, kept a year: read by the server for the first paint, so it is a cookie, not storage. */
export const LANGUAGE_COOKIE = 'fie_lang';

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The device's language in a Cookie header (the server's) or document.cookie (the browser's), if it is one of ours. */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const value = cookies ? COOKIE_VALUE.exec(cookies)?.[1] : undefined;
  return isLanguage(value) ? value : undefined;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as string[]).includes(value);
}

export function languageInfo(code: Language) {
  return LANGUAGES.find((language) => language.code === code)!;
}

/** "Twi (beta)": how the switcher names a language, in its own words. */
export function languageLabel(code: Language): string {
  const language = languageInfo(code);
  return language.reviewed && language.complete ? language.native : `${language.native} (beta)`;
}

/** Other names browsers and phones send for our languages: Akan (`ak`) is Twi's macrolanguage, `twi` is common. */
const ALIASES: Record<string, Language> = { ak: 'tw', aka: 'tw', twi: 'tw', fat: 'tw', tw: 'tw', gaa: 'gaa', ee: 'ee', ewe: 'ee', ha: 'ha', hau: 'ha', en: 'en', eng: 'en' };

/** One tag (`en-GH`, `ak`, `TW`) as one of ours, or undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[primary];
}

/** The best of ours for an Accept-Language header, by its q-values; English when none matches. */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: Language; q: number; index: number } => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language of a request, most deliberate first: `?lang=` on the address, then the device's cookie, then the
 * browser's Accept-Language (a first visit). A signed-in person's account choice is applied by the page once it
 * knows them (and written to the cookie), so the server never needs the session to pick.
 */
export function pickLanguage(input: { query?: unknown; cookie?: string; acceptLanguage?: string }): Language {
  if (isLanguage(input.query)) return input.query;
  if (isLanguage(input.cookie)) return input.cookie;
  return negotiateLanguage(input.acceptLanguage);
}

/** <html lang>: Ghana's English is en-GH. */
export function htmlLang(code: Language): string {
  return code === 'en' ? 'en-GH' : code;
}

/** The locale Intl formats a language with: Ga has no CLDR data, Twi's is Akan's; numbers stay Ghana's. */
export function intlLocale(code: Language): string {
  return { en: 'en-GH', tw: 'ak-GH', gaa: 'en-GH', ee: 'ee-GH', ha: 'ha-GH' }[code];
}
