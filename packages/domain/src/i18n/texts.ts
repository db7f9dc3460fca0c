import type { Language } from './languages';
import { formatMessage, type MessageValues } from './message-format';
import type { Translate } from './translator';

/**
 * The words the API and the forms answer with (errors, field messages, "Signed in"), written once in English with an
 * id, like every other text: `t('api.accounts.email-taken', 'An account with this email already exists')`. They
 * travel as plain English strings (through zod's issues, a DomainError's message, a JSON body), so the code that
 * throws or validates stays as it is; the edge that shows them to a person (the API's error handler and answers,
 * the site's form kit) puts them in that person's language with `localizeText`, which finds the id an English
 * text was made from.
 *
 * Import it as `t` (`import { apiText as t } from '../i18n/texts'`) so tooling/i18n/extract-messages.js reads the
 * calls into catalogues/en/api.json like the site's own.
 *
 * A value is a plain string or number, or, where each language writes it its own way (a day, a weekday), a
 * function of the language. A string value that is itself a text made here ("That time is already booked") is
 * said in the reader's language too.
 */
export type ApiValue = string | number | undefined | ((language: Language) => string);
export type ApiValues = Record<string, ApiValue>;
type Made = { id: string; english: string; values?: ApiValues };

/** Texts without values, made once when their module loads: kept for ever (a few hundred). */
const fixed = new Map<string, Made>();
/**
 * Texts with values ("Please wait 12 seconds…"), made as they are thrown: the last few thousand, enough for any
 * answer being written now (it is localized within the same request).
 */
const made = new Map<string, Made>();
const MADE_LIMIT = 5_000;

export function apiText(id: string, english: string, values?: ApiValues): string {
  const text = formatMessage(english, valuesIn(values, 'en'), 'en');
  if (!values) {
    if (!fixed.has(text)) fixed.set(text, { id, english });
    return text;
  }
  if (!fixed.has(text)) {
    if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value as string);
    made.set(text, { id, english, values });
  }
  return text;
}

/**
 * An English text made by `apiText`, in the language `t` speaks; any other text (a name, what a person typed, a
 * message nobody wrote an id for) as it is.
 */
export function localizeText(text: string, t: Translate): string {
  const known = fixed.get(text) ?? made.get(text);
  return known ? t(known.id, known.english, valuesIn(known.values, t.language ?? 'en', t)) : text;
}

function valuesIn(values: ApiValues | undefined, language: Language, t?: Translate): MessageValues | undefined {
  if (!values) return undefined;
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) out[name] = typeof value === 'function' ? value(language) : typeof value === 'string' && t ? localizeText(value, t) : value;
  return out;
}

/**
 * Whether a text was made by `apiText` (so the edges can say it in another language): what the check that every
 * message module's words have an id asks (i18n/api-texts.unit.spec.ts).
 */
export function isKnownText(text: string): boolean {
  return fixed.has(text) || made.has(text);
}

/** The same for each message of a field-error map (`{ email: 'Email is required' }`). */
export function localizeFieldErrors<E extends Record<string, string>>(errors: E, t: Translate): E {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, localizeText(message, t)])) as E;
}
