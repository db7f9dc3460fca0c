import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES, type Language } from '@fie/domain';

/**
 * "Is any English left on this screen?" for the tests of a page in another language (issue 32): the one helper of
 * the jsdom tests (`englishOnScreen`) and the browser journeys (`screenTexts` run in the page, then `englishLeft`).
 *
 * The English comes from the catalogue areas a screen's words live in (catalogues/en/<area>.json, `englishOf`): each
 * message's literal words, outside its values and in each plural or select branch ("You have uploaded",
 * "documents."). A piece the language itself keeps is not English left: the translation of the same message keeps it
 * (Twi keeps "Dashboard"), or the text it was found in shows another of the language's own messages that keeps it
 * (Twi's "Email (ɛnhia)" keeps "Email"; "Open-source software a wɔayɛ ama Ghana" keeps "Open-source"). One-letter or
 * two-letter pieces (": ", "in") say nothing, and a one-word piece counts only in a short text (what people wrote,
 * a listing's description, is theirs in any language). What a screen shows is its text nodes and the names people's tools read
 * (aria-label, title, placeholder, alt), each on its own, so "Save" inside "Saved" or across two buttons never counts.
 */
export type Catalogue = Readonly<Record<string, string>>;
export type EnglishLeft = { id: string; english: string; shown: string };

const CATALOGUE_FILES = join(__dirname, '../../../packages/domain/src/i18n/catalogues');

/**
 * The English of these areas, by id, as the code says it (the extracted catalogue). An area may be narrowed to the
 * ids under a prefix of it: 'api.dashboard' is the dashboard figures' words of the api area.
 */
export function englishOf(areas: readonly string[]): Record<string, string> {
  return Object.assign(
    {},
    ...areas.map((prefix) => {
      const all = JSON.parse(readFileSync(join(CATALOGUE_FILES, 'en', `${prefix.split('.')[0]}.json`), 'utf8')) as Record<string, string>;
      return prefix.includes('.') ? Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith(`${prefix}.`))) : all;
    }),
  );
}

/** The literal words of an ICU message: the text around its arguments, and the text of each plural or select branch. */
export function literalPieces(message: string): string[] {
  const pieces: string[] = [];
  let text = '';
  const flush = () => {
    pieces.push(...text.split('#'));
    text = '';
  };
  for (let i = 0; i < message.length; ) {
    const c = message[i]!;
    if (c === "'" && message[i + 1] === "'") {
      text += "'";
      i += 2;
    } else if (c === '{') {
      flush();
      let depth = 1;
      let j = i + 1;
      for (; j < message.length && depth > 0; j++) depth += message[j] === '{' ? 1 : message[j] === '}' ? -1 : 0;
      const inner = message.slice(i + 1, j - 1);
      const choice = /^\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,([\s\S]*)$/.exec(inner);
      if (choice) for (const branch of branches(choice[1]!)) pieces.push(...literalPieces(branch));
      i = j;
    } else {
      text += c;
      i += 1;
    }
  }
  flush();
  return pieces.map((piece) => piece.trim()).filter((piece) => (piece.match(/[A-Za-z]/g) ?? []).length >= 3);
}

/** The bodies of `one {…} other {…}`. */
function branches(options: string): string[] {
  const bodies: string[] = [];
  for (let i = 0; i < options.length; i++) {
    if (options[i] !== '{') continue;
    let depth = 1;
    let j = i + 1;
    for (; j < options.length && depth > 0; j++) depth += options[j] === '{' ? 1 : options[j] === '}' ? -1 : 0;
    bodies.push(options.slice(i + 1, j - 1));
    i = j - 1;
  }
  return bodies;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * `piece` as a whole word of a text: not inside a longer word, a hyphened or underscored one included ("Open" is not
 * "Open-source", "request" is not in "/add_request").
 */
const asWord = (piece: string) => new RegExp(`(^|[^\\p{L}\\p{N}_-])${escape(piece)}($|[^\\p{L}\\p{N}_-])`, 'u');

/** The most words of a text in which a one-word piece is still looked for. */
const SHORT_TEXT_WORDS = 4;

/** The literal pieces of every message of a language's catalogue (computed once per catalogue). */
const ownPieces = new WeakMap<Catalogue, string[]>();
function piecesOf(translated: Catalogue): string[] {
  let pieces = ownPieces.get(translated);
  if (!pieces) {
    pieces = [...new Set(Object.values(translated).flatMap(literalPieces))];
    ownPieces.set(translated, pieces);
  }
  return pieces;
}

/**
 * The English pieces of `english` (by id) that `texts` show as whole words, where the language does not say the
 * same itself. `translated`: the language's catalogue (@fie/domain's CATALOGUES.tw).
 */
export function englishLeft(texts: readonly string[], english: Record<string, string>, translated: Catalogue): EnglishLeft[] {
  const left: EnglishLeft[] = [];
  for (const [id, message] of Object.entries(english)) {
    const translation = translated[id];
    for (const piece of literalPieces(message)) {
      if (translation?.includes(piece)) continue;
      const word = asWord(piece);
      // One word ("from", "Open") is looked for in a screen's short texts (a label, a button, "Offers (3)") only:
      // in a long one it is as likely a word of what a person wrote (a listing's description) as the screen's.
      const single = !/\s/.test(piece);
      const shown = texts.find((text) => (!single || text.split(/\s+/).length <= SHORT_TEXT_WORDS) && word.test(text) && !keptBy(text, piece, translated));
      if (shown !== undefined) left.push({ id, english: piece, shown });
    }
  }
  return left;
}

/** Whether `text` shows `piece` only inside the language's own words that keep it ("Email (ɛnhia)" keeps "Email"). */
function keptBy(text: string, piece: string, translated: Catalogue): boolean {
  const word = asWord(piece);
  const own = piecesOf(translated).filter((mine) => mine !== piece && word.test(mine) && text.includes(mine));
  if (own.length === 0) return false;
  // The piece counts as kept when no showing of it is left once the language's own words are taken out.
  let rest = text;
  for (const mine of own.sort((a, b) => b.length - a.length)) rest = rest.split(mine).join(' ');
  return !word.test(rest);
}

/**
 * What a page shows people, piece by piece: its text nodes, the names and hints of its elements, and its title; or
 * only what is `within` some of its parts. Written to run in the page itself too (Playwright's
 * page.evaluate(screenTexts)): no imports, plain code.
 */
export function screenTexts(within?: readonly Element[]): string[] {
  const roots = within ?? [document.body];
  const texts: string[] = within ? [] : [document.title];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text box's own text is what the person typed (theirs, in any language), not the screen's words.
      if (parent && (parent.tagName === 'SCRIPT' || parent.tagName === 'STYLE' || parent.tagName === 'NOSCRIPT' || parent.tagName === 'TEXTAREA')) continue;
      const text = (node.nodeValue ?? '').trim();
      if (text) texts.push(text);
    }
    const named = [root, ...Array.from(root.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))];
    for (const element of named) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value && value.trim()) texts.push(value.trim());
      }
    }
  }
  return texts;
}

/**
 * In jsdom: the English of these catalogue areas the screen (or only the parts `within`) still shows in `language`,
 * none when all is said. `othersWords`: texts another part of the site draws on this screen (a shared field's
 * label), left to its own test.
 */
export function englishOnScreen(language: Exclude<Language, 'en'>, areas: readonly string[], within?: Element | readonly Element[], options: { othersWords?: readonly string[] } = {}): EnglishLeft[] {
  const parts = within === undefined ? undefined : Array.isArray(within) ? (within as readonly Element[]) : [within as Element];
  const texts = screenTexts(parts).filter((text) => !options.othersWords?.includes(text));
  return englishLeft(texts, englishOf(areas), CATALOGUES[language]);
}
