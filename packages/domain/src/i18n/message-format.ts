import { intlLocale, type Language } from './languages';

/**
 * A small reader of ICU MessageFormat, the catalogues' format (the one FormatJS, Crowdin and Weblate read), for
 * the part Fie uses: `{name}`, `{count, number}`, `{count, plural, =0 {…} one {# room} other {# rooms}}`,
 * `{kind, select, rent {…} other {…}}`, and apostrophe quoting (`''` is an apostrophe, `'{'` a brace). Every
 * catalogue is also checked against FormatJS's own parser in CI (catalogues.spec.ts), so what translators write
 * stays standard; this runs in the browser, where that parser would weigh ten times more.
 */
export type MessageValues = Record<string, string | number | undefined>;

type Part =
  | string
  | { arg: string; kind: 'value' }
  | { arg: string; kind: 'number' }
  | { arg: string; kind: 'plural'; options: Record<string, Part[]> }
  | { arg: string; kind: 'select'; options: Record<string, Part[]> }
  | { kind: 'pound' };

const parsed = new Map<string, Part[]>();

export function formatMessage(message: string, values: MessageValues = {}, language: Language = 'en'): string {
  let parts = parsed.get(message);
  if (!parts) {
    parts = parse(message);
    if (parsed.size > 5000) parsed.clear();
    parsed.set(message, parts);
  }
  return render(parts, values, language, undefined);
}

function render(parts: Part[], values: MessageValues, language: Language, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'pound') out += count === undefined ? '#' : number(count, language);
    else if (part.kind === 'value') out += String(values[part.arg] ?? `{${part.arg}}`);
    else if (part.kind === 'number') out += number(Number(values[part.arg] ?? 0), language);
    else if (part.kind === 'plural') {
      const n = Number(values[part.arg] ?? 0);
      const branch = part.options[`=${n}`] ?? part.options[pluralCategory(n, language)] ?? part.options.other ?? [];
      out += render(branch, values, language, n);
    } else if (part.kind === 'select') {
      const branch = part.options[String(values[part.arg])] ?? part.options.other ?? [];
      out += render(branch, values, language, count);
    }
  }
  return out;
}

// One formatter and one set of plural rules per language: building them looks the locale's data up each time, and
// a page renders hundreds of messages.
const numbers = new Map<Language, Intl.NumberFormat>();
const plurals = new Map<Language, Intl.PluralRules>();

function number(value: number, language: Language): string {
  let format = numbers.get(language);
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(supported(language, Intl.NumberFormat))));
  return format.format(value);
}

function pluralCategory(n: number, language: Language): string {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(supported(language, Intl.PluralRules))));
  return rules.select(n);
}

function supported(language: Language, api: { supportedLocalesOf(locales: string[]): string[] }): string {
  return api.supportedLocalesOf([intlLocale(language)])[0] ?? 'en-GH';
}

/** Parses one message; a malformed one throws, naming where (the catalogue check reports it). */
export function parse(message: string): Part[] {
  let at = 0;
  function text(inPlural: boolean, nested: boolean): Part[] {
    const parts: Part[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer) parts.push(buffer);
      buffer = '';
    };
    while (at < message.length) {
      const c = message[at]!;
      if (c === "'") {
        const next = message[at + 1];
        if (next === "'") {
          buffer += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1);
          buffer += message.slice(at + 1, end < 0 ? message.length : end);
          at = end < 0 ? message.length : end + 1;
        } else {
          buffer += c;
          at++;
        }
      } else if (c === '{') {
        flush();
        parts.push(argument());
      } else if (c === '}') {
        if (!nested) throw new Error(`Unexpected "}" at ${at} in: ${message}`);
        break;
      } else if (c === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        at++;
      } else {
        buffer += c;
        at++;
      }
    }
    flush();
    return parts;
  }
  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at));
    if (!match) throw new Error(`Expected a name at ${at} in: ${message}`);
    at += match[0].length;
    return match[1]!;
  }
  function expect(char: string) {
    while (message[at] === ' ') at++;
    if (message[at] !== char) throw new Error(`Expected "${char}" at ${at} in: ${message}`);
    at++;
  }
  function argument(): Part {
    expect('{');
    const arg = word();
    if (message[at] === '}') {
      at++;
      return { arg, kind: 'value' };
    }
    expect(',');
    const kind = word();
    if (kind === 'number') {
      expect('}');
      return { arg, kind: 'number' };
    }
    if (kind !== 'plural' && kind !== 'select') throw new Error(`Unknown argument type "${kind}" in: ${message}`);
    expect(',');
    const options: Record<string, Part[]> = {};
    while (true) {
      while (/\s/.test(message[at] ?? '')) at++;
      if (message[at] === '}') break;
      const key = word();
      expect('{');
      options[key] = text(kind === 'plural', true);
      expect('}');
    }
    if (!options.other) throw new Error(`A ${kind} needs an "other" case in: ${message}`);
    at++;
    return { arg, kind, options };
  }
  const parts = text(false, false);
  return parts;
}

/** The argument names a message uses, for checking that a translation asks for the same values as the English. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue;
      names.add(part.arg);
      if ('options' in part) Object.values(part.options).forEach(visit);
    }
  };
  visit(parse(message));
  return [...names].sort();
}
