import type { Acquisition, Category } from '../listings/options';

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
 */
export type WordMeaning = { acquisition?: Acquisition; category?: Category; type?: string };

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
];

export const singleWords: Readonly<Record<string, WordMeaning>> = {
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

/** Twi and English words that mean buy only as the text's first word. */
export const firstWords: Readonly<Record<string, WordMeaning>> = { to: { acquisition: 'buy' } };

/** Words that say nothing about the search: dropped before the rest is read as a place. */
export const fillerWords = new Set([
  'a', 'an', 'the', 'i', 'me', 'my', 'we', 'want', 'need', 'looking', 'look', 'search', 'find', 'for', 'in', 'at', 'around', 'near', 'area', 'please', 'pls', 'plz',
  'to', 'of', 'and', 'with', 'max', 'maximum', 'budget', 'below', 'under', 'upto', 'up', 'less', 'than', 'not', 'more', 'per', 'month', 'monthly', 'mth', 'mo', 'pm',
  'ghs', 'ghc', 'gh', 'cedis', 'cedi', 'gh¢', 'gh₵', '₵', 'price', 'cost', 'any', 'some', 'fie', 'hello', 'hi', 'mepa', 'wo', 'kyɛw', 'kyew',
]);
