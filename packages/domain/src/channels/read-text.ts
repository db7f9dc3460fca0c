import type { Acquisition, Category } from '../listings/options';
import type { Language } from '../i18n/languages';
import { fillerWords, firstWords, ghanaianBedWords, ghanaianWords, phraseWords, singleWords, wordLanguages, type WordMeaning } from './words';

/** What a text asks for, before its place is looked up in the gazetteer (the edge's: the domain has no gazetteer). */
export type SmsSearchWords = {
  acquisition?: Acquisition;
  category?: Category;
  type?: string;
  bedrooms?: number;
  /** Rent: the most a month; a sale: the most in all; a short stay: the most a night. In cedis. */
  maxPrice?: number;
  /** The words left once the others are read: the place, as the sender wrote it ('madina', 'east lagon'). */
  place?: string;
};

export type SmsCommand =
  | { kind: 'search'; words: SmsSearchWords }
  | { kind: 'more' }
  | { kind: 'alert' }
  | { kind: 'stop' }
  | { kind: 'start' }
  /** `pick`: which of the listings that share a code, as Fie numbered them when asked which ('F7K2 2'). */
  | { kind: 'code'; code: string; pick?: number }
  | { kind: 'language'; language: Language }
  | { kind: 'help' };

/** A listing's short code as a text names it: four of the code alphabet (see shortCodeOf). */
export const SHORT_CODE = /^[A-HJ-NP-Z2-9]{4}$/;

const keywords: Record<string, SmsCommand> = {
  more: { kind: 'more' }, next: { kind: 'more' },
  alert: { kind: 'alert' }, alerts: { kind: 'alert' },
  stop: { kind: 'stop' }, unsubscribe: { kind: 'stop' }, cancel: { kind: 'stop' }, end: { kind: 'stop' }, quit: { kind: 'stop' },
  start: { kind: 'start' },
  help: { kind: 'help' }, info: { kind: 'help' }, '?': { kind: 'help' },
  // A language's name texted alone: Fie texts the phone in it from then on (issue 23).
  english: { kind: 'language', language: 'en' }, twi: { kind: 'language', language: 'tw' }, akan: { kind: 'language', language: 'tw' },
  ga: { kind: 'language', language: 'gaa' }, 'gã': { kind: 'language', language: 'gaa' }, ewe: { kind: 'language', language: 'ee' },
  'eʋegbe': { kind: 'language', language: 'ee' }, evegbe: { kind: 'language', language: 'ee' }, hausa: { kind: 'language', language: 'ha' },
};

/** Numbers as people text them: 1500, 1,500, 1.5k, ghs1500, 1500ghs, 2m. */
function amountOf(word: string): number | undefined {
  const m = /^(?:gh[sc₵¢]?|₵)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|m)?(?:gh[sc₵¢]?|cedis?)?$/.exec(word);
  if (!m) return undefined;
  const n = Number(m[1]!.replace(/,/g, ''));
  return m[2] === 'k' ? n * 1000 : m[2] === 'm' ? n * 1_000_000 : n;
}

/** '2bed', '2-bed', '2br', '2bedroom' in one word. */
const bedsInWord = /^(\d)-?(?:bed|beds|bedroom|bedrooms|br|bdr|bd|bedrm)$/;
const bedWords = new Set(['bed', 'beds', 'bedroom', 'bedrooms', 'br', 'bdr', 'bedrm', 'bd', ...ghanaianBedWords]);

/** A text as the reader reads it: lower case, without quotes and punctuation, one space between words. */
const cleaned = (raw: string) => raw.normalize('NFC').toLowerCase().replace(/[\u2019']/g, '').replace(/[!;:"()]+|\.(?!\d)/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The Ghanaian language a text is written in, by the words of it the reader knows ('hye dan Madina' is Twi,
 * 'haya gida Tamale' Hausa): the language most of them belong to, or undefined when there are none, or two languages
 * have as many (Ewe and Hausa both say 'haya'). English words count for none: everyone texts them.
 */
export function languageOfSmsText(raw: string): Language | undefined {
  let rest = ` ${cleaned(raw)} `;
  const votes = new Map<Language, number>();
  const vote = (languages: readonly Language[]) => languages.forEach((l) => votes.set(l, (votes.get(l) ?? 0) + 1));
  for (const phrase of ghanaianWords.filter((w) => w.word.includes(' '))) {
    if (rest.includes(` ${phrase.word} `)) {
      vote(phrase.languages);
      rest = rest.replace(` ${phrase.word} `, ' ');
    }
  }
  for (const word of rest.trim().split(' ')) if (wordLanguages[word]) vote(wordLanguages[word]!);
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  if (!ranked.length || ranked[1]?.[1] === ranked[0]![1]) return undefined;
  return ranked[0]![0];
}

/**
 * Reads a text sent to Fie's number (issue 23): a keyword (MORE, ALERT, STOP, START, HELP), a listing's short
 * code (F7K2), or a search such as 'rent 2 bed Madina 1500', 'chamber and hall Kasoa', 'buy land Aburi',
 * 'shop Adum 800' or 'hye dan Madina'. What is not a known word, a number of bedrooms or a price is kept as the
 * place. A text with none of these is `help`: the sender gets an example back.
 */
export function readSmsText(raw: string): SmsCommand {
  const text = cleaned(raw);
  if (!text) return { kind: 'help' };
  if (keywords[text]) return keywords[text]!;
  const upper = raw.trim().toUpperCase();
  // A word the reader knows is that word, not a code: RENT, LAND and FLAT are all spelt in the code alphabet.
  const known = Boolean(singleWords[text] || firstWords[text] || fillerWords.has(text) || bedsInWord.test(text));
  if (SHORT_CODE.test(upper) && !known) return { kind: 'code', code: upper };
  const picked = /^([A-HJ-NP-Z2-9]{4})\s*([1-9])$/.exec(upper);
  if (picked && !singleWords[text.slice(0, 4)]) return { kind: 'code', code: picked[1]!, pick: Number(picked[2]) };

  const words: SmsSearchWords = {};
  let understood = false;
  const take = (meaning: WordMeaning) => {
    if (meaning.acquisition && !words.acquisition) words.acquisition = meaning.acquisition;
    // A type names its category; a later, vaguer word ('dan', 'home') does not undo it.
    if (meaning.category && (!words.category || (meaning.type && !words.type))) words.category = meaning.category;
    if (meaning.type && !words.type) words.type = meaning.type;
    understood = true;
  };

  let rest = ` ${text} `;
  for (const [phrase, meaning] of phraseWords) {
    if (rest.includes(` ${phrase} `)) {
      take(meaning);
      rest = rest.replace(` ${phrase} `, ' ');
    }
  }
  const tokens = rest.trim().split(' ').filter(Boolean);
  const placeWords: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (i === 0 && firstWords[word]) {
      take(firstWords[word]!);
      continue;
    }
    const meaning = singleWords[word];
    if (meaning) {
      take(meaning);
      continue;
    }
    const beds = bedsInWord.exec(word);
    if (beds) {
      words.bedrooms = Number(beds[1]);
      words.category ??= 'residential';
      understood = true;
      continue;
    }
    const amount = amountOf(word);
    if (amount !== undefined) {
      if (bedWords.has(tokens[i + 1] ?? '') && amount >= 1 && amount <= 9 && Number.isInteger(amount)) {
        words.bedrooms = amount;
        words.category ??= 'residential';
        i += 1;
      } else if (amount >= 10) words.maxPrice = amount;
      understood = true;
      continue;
    }
    if (bedWords.has(word) || fillerWords.has(word)) continue;
    placeWords.push(word);
  }
  if (placeWords.length) words.place = placeWords.join(' ');
  if (!understood && !words.place) return { kind: 'help' };
  return { kind: 'search', words };
}
