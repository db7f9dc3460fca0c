import { formatMessage, type MessageValues } from './message-format';
import type { Language } from './languages';

/** One language's messages by id, in ICU MessageFormat. English lives in the code, beside each use. */
export type Catalogue = Record<string, string>;

/**
 * `t(id, english, values)`, as in t("search.results.count", "{count, plural, one {# property} other {# properties}}",
 * { count }): the id, the English (the source translators work from, extracted by tooling/i18n/extract-messages.js), and the values. A language
 * that lacks the id shows the English, formatted by English rules.
 */
export type Translate = ((id: string, english: string, values?: MessageValues) => string) & {
  /** The language it speaks, where known: what the API's words that differ by language (a day's name) are written in. */
  readonly language?: Language;
};

export function translator(language: Language, catalogue: Catalogue = {}): Translate {
  const t = (id: string, english: string, values?: MessageValues) => {
    const translated = language === 'en' ? undefined : catalogue[id];
    return formatMessage(translated ?? english, values, translated === undefined ? 'en' : language);
  };
  return Object.assign(t, { language });
}
