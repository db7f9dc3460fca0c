import type { Acquisition, Category } from '../listings/options';
import type { Language } from '../i18n/languages';
import glossary from '../i18n/glossary.json';

/**
 * The words a text to Fie's number is read by (issue 23, search by SMS). English as Ghanaians text it, and the
 * commonest Twi (Akan) words, kept deliberately few: each is one we are sure people use for this, and a word
 * that is also a place or an English word is left out. The README lists them for people.
 *
 * Twi, with the spelling people type on a phone without ɛ and ɔ:
 * - `dan`, `edan` / `ɛdan`: a house or a room (a home of any type);
 * - `hayɛ` / `haye` / `hye`: to rent (hire);
 * - `tɔ` / `to`: to buy (only as the first word, since 'to' is English too);
 * - `asase`: land.
 *
 * The glossary's Twi, Ga, Ewe and Hausa words for the types of home and for rent and buy are read too
 * (`ghanaianWords`, from i18n/glossary.json, typed with or without their own letters: ɔ as o, ɗ as d), and
 * each says which language it is a word of, so a reply can be in the language the text was written in.
 */
export type WordMeaning = { acquisition?: Acquisition; category?: Category; type?: string };

/** One glossary entry: a property word in English and in each Ghanaian language (packages/domain/src/i18n/glossary.json). */
export type GlossaryEntry = { en: string; tw: string; gaa: string; ee: string; ha: string; note?: string };
export const GLOSSARY: readonly GlossaryEntry[] = glossary;

/** The glossary's words a text is read by, and what each means. */
const readTerms: Record<string, WordMeaning> = {
  'chamber and hall': { category: 'residential', type: 'chamber_and_hall' },
  'self-contained': { category: 'residential', type: 'self_contained' },
  'single room': { category: 'residential', type: 'single_room' },
  apartment: { category: 'residential', type: 'apartment' },
  // Ga 'shia', Ewe 'xɔ' and Hausa 'gida' are a home of any type, as Twi 'dan' is.
  house: { category: 'residential' },
  land: { category: 'farmland' },
  shop: { category: 'commercial', type: 'retail_shop' },
  rent: { acquisition: 'rent' },
  buy: { acquisition: 'buy' },
  sale: { acquisition: 'buy' },
  'short stay': { acquisition: 'short_stay' },
};
/** Glossary words that tell the language but not the search. */
const quietTerms = new Set(['bedroom', 'price', 'month', 'year']);
/** Words that are also English (Twi 'to', Ga 'he'): read only as a text's first word. */
const englishToo = new Set(['to', 'he']);

/** A word as people type it on a phone without Ghanaian letters: ɛ e, ɔ o, ŋ n, ɖ d, ƒ f, ʋ v, ɣ g, ɗ d, ɓ b, ƙ k, tones dropped. */
export function plainLetters(word: string): string {
  const map: Record<string, string> = { ɛ: 'e', ɔ: 'o', ŋ: 'n', ɖ: 'd', ƒ: 'f', ʋ: 'v', ɣ: 'g', ɗ: 'd', ɓ: 'b', ƙ: 'k', ƴ: 'y' };
  return word.replace(/[ɛɔŋɖƒʋɣɗɓƙƴ]/g, (c) => map[c]!).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

type GhanaianWord = { word: string; languages: Language[]; meaning?: WordMeaning; firstOnly: boolean; term: string };

/**
 * Each Ghanaian-language word of the glossary the reader knows (in its own letters and in plain ones), with the
 * languages it is a word of: the types and rent or buy (`meaning`), and the words for bedroom, price, month and
 * year, which say nothing of the search but tell the language.
 */
export const ghanaianWords: readonly GhanaianWord[] = (() => {
  const found = new Map<string, GhanaianWord>();
  for (const entry of GLOSSARY) {
    const meaning = readTerms[entry.en];
    if (!meaning && !quietTerms.has(entry.en)) continue;
    for (const language of ['tw', 'gaa', 'ee', 'ha'] as const) {
      const written = entry[language].normalize('NFC').toLowerCase();
      if (written === entry.en) continue; // kept in English: an English word
      // ŋ is typed n or ng (Fie's own texts write it ng).
      for (const word of new Set([written, plainLetters(written), plainLetters(written.replace(/ŋ/g, 'ng'))])) {
        const known = found.get(word);
        if (known) known.languages.push(language);
        else found.set(word, { word, languages: [language], ...(meaning ? { meaning } : {}), firstOnly: englishToo.has(word), term: entry.en });
      }
    }
  }
  return [...found.values()];
})();
const meaningful = (w: GhanaianWord): w is GhanaianWord & { meaning: WordMeaning } => Boolean(w.meaning);

/** The glossary's words for a bedroom ('2 pia'), read as the English 'bed' is. */
export const ghanaianBedWords: ReadonlySet<string> = new Set(ghanaianWords.filter((w) => w.term === 'bedroom' && !w.word.includes(' ')).map((w) => w.word));

/** Phrases of several words first: they are matched before single words. */
export const phraseWords: readonly [string, WordMeaning][] = [
  ['chamber and hall', { category: 'residential', type: 'chamber_and_hall' }],
  ['chamber & hall', { category: 'residential', type: 'chamber_and_hall' }],
  ['chamber n hall', { category: 'residential', type: 'chamber_and_hall' }],
  ['single room', { category: 'residential', type: 'single_room' }],
  ['self contained', { category: 'residential', type: 'self_contained' }],
  ['self-contained', { category: 'residential', type: 'self_contained' }],
  ['compound house', { category: 'residential', type: 'compound_house' }],
  ['short stay', { acquisition: 'short_stay' }],
  ['for sale', { acquisition: 'buy' }],
  ['for rent', { acquisition: 'rent' }],
  // The glossary's phrases in Ghanaian languages ('dan baako', 'ɗaki da falo').
  ...ghanaianWords.filter(meaningful).filter((w) => w.word.includes(' ')).map((w) => [w.word, w.meaning] as [string, WordMeaning]),
];

export const singleWords: Readonly<Record<string, WordMeaning>> = {
  // The glossary's single words in Ghanaian languages; an English word of the same spelling below keeps its meaning.
  ...Object.fromEntries(ghanaianWords.filter(meaningful).filter((w) => !w.word.includes(' ') && !w.firstOnly).map((w) => [w.word, w.meaning])),
  rent: { acquisition: 'rent' }, renting: { acquisition: 'rent' }, let: { acquisition: 'rent' }, hire: { acquisition: 'rent' },
  buy: { acquisition: 'buy' }, sale: { acquisition: 'buy' }, purchase: { acquisition: 'buy' }, sell: { acquisition: 'buy' },
  shortstay: { acquisition: 'short_stay' }, airbnb: { acquisition: 'short_stay' }, night: { acquisition: 'short_stay' }, nights: { acquisition: 'short_stay' },
  chamber: { category: 'residential', type: 'chamber_and_hall' }, 'c&h': { category: 'residential', type: 'chamber_and_hall' },
  room: { category: 'residential', type: 'single_room' }, selfcon: { category: 'residential', type: 'self_contained' }, 's/c': { category: 'residential', type: 'self_contained' },
  'self-con': { category: 'residential', type: 'self_contained' },
  apartment: { category: 'residential', type: 'apartment' }, flat: { category: 'residential', type: 'apartment' },
  house: { category: 'residential', type: 'house' }, bungalow: { category: 'residential', type: 'bungalow' }, townhouse: { category: 'residential', type: 'townhouse' },
  home: { category: 'residential' },
  shop: { category: 'commercial', type: 'retail_shop' }, store: { category: 'commercial', type: 'retail_shop' }, office: { category: 'commercial', type: 'office' },
  warehouse: { category: 'commercial', type: 'warehouse' }, container: { category: 'commercial', type: 'shipping_container' },
  // Fie has no building-plot type: land is listed as farmland.
  land: { category: 'farmland' }, plot: { category: 'farmland' }, farm: { category: 'farmland' },
  // Twi.
  dan: { category: 'residential' }, edan: { category: 'residential' }, 'ɛdan': { category: 'residential' },
  'hayɛ': { acquisition: 'rent' }, haye: { acquisition: 'rent' }, hye: { acquisition: 'rent' },
  'tɔ': { acquisition: 'buy' },
  asase: { category: 'farmland' },
};

/** Twi, Ga and English words that mean buy only as the text's first word. */
export const firstWords: Readonly<Record<string, WordMeaning>> = { to: { acquisition: 'buy' }, he: { acquisition: 'buy' } };

/**
 * The languages each Ghanaian-language word the reader knows is a word of: the glossary's, Twi's own above and the
 * polite Twi a text may start with ('mepa wo kyɛw'). English words are not listed: every language's texts use them.
 */
export const wordLanguages: Readonly<Record<string, readonly Language[]>> = {
  ...Object.fromEntries(ghanaianWords.filter((w) => !w.firstOnly).map((w) => [w.word, w.languages])),
  dan: ['tw'], edan: ['tw'], 'ɛdan': ['tw'], 'hayɛ': ['tw'], haye: ['tw'], hye: ['tw'], 'tɔ': ['tw'], asase: ['tw'], mepa: ['tw'], 'kyɛw': ['tw'], kyew: ['tw'],
};

/** Words that say nothing about the search: dropped before the rest is read as a place. */
export const fillerWords = new Set([
  'a', 'an', 'the', 'i', 'me', 'my', 'we', 'want', 'need', 'looking', 'look', 'search', 'find', 'for', 'in', 'at', 'around', 'near', 'area', 'please', 'pls', 'plz',
  'to', 'of', 'and', 'with', 'max', 'maximum', 'budget', 'below', 'under', 'upto', 'up', 'less', 'than', 'not', 'more', 'per', 'month', 'monthly', 'mth', 'mo', 'pm',
  'ghs', 'ghc', 'gh', 'cedis', 'cedi', 'gh¢', 'gh₵', '₵', 'price', 'cost', 'any', 'some', 'fie', 'hello', 'hi', 'mepa', 'wo', 'kyɛw', 'kyew',
  // The glossary's words for price, month and year in Ghanaian languages.
  ...ghanaianWords.filter((w) => w.term !== 'bedroom' && !w.meaning && !w.word.includes(' ')).map((w) => w.word),
]);
