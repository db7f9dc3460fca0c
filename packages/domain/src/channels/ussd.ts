import type { Acquisition } from '../listings/options';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import { ENGLISH } from '../shared/speech';
import { gsm7 } from './replies';

/**
 * The USSD menu (issue 23), as Africa's Talking drives it: each request carries the whole path of answers
 * (`text`, answers joined by '*'), so the screen is worked out from the path alone, nothing is kept between
 * requests and nothing is ever left half-written. A screen is at most 182 characters; `CON` asks for more,
 * `END` closes the session.
 *
 * 1 Rent, 2 Buy, 3 Short stay → region → town (numbered from the gazetteer, '0 More') → bedrooms → highest price
 * → up to three matches, with 1 to have them texted and 2 to set an alert. 4 My alerts lists the number's alerts.
 * 5 Language / Kasa lists the five languages by their own names; the one picked is the phone's from then on.
 *
 * Screens are in the phone's language (`t`, issue 23), each within 182 characters in every language. The menu's
 * language item is 'Language / Kasa' in every language, so someone who cannot read the one shown still finds it.
 */
export const USSD_SCREEN_CHARS = 182;
export const REGIONS_PER_SCREEN = 7;
export const TOWNS_PER_SCREEN = 6;

export type UssdCatalogue = {
  regions: readonly { code: string; name: string }[];
  /** A region's towns and areas, the likeliest first. */
  towns: (regionCode: string) => readonly { id: string; name: string }[];
};
export type UssdSearch = { acquisition: Acquisition; regionCode: string; placeId: string; placeName: string; bedrooms?: number; maxPrice?: number };
export type UssdStep =
  | { kind: 'con'; text: string }
  | { kind: 'end'; text: string; outcome: 'malformed' }
  | { kind: 'alerts' }
  | { kind: 'language'; language: Language }
  | { kind: 'search'; search: UssdSearch; then: 'show' | 'text' | 'alert' };

const menuAcquisitions: Record<string, Acquisition> = { '1': 'rent', '2': 'buy', '3': 'short_stay' };

/** The menu's language item and screen: the same in every language. */
export const LANGUAGE_ITEM = 'Language / Kasa';
export const ussdLanguageScreen = `${LANGUAGE_ITEM}\n${LANGUAGES.map((l, i) => `${i + 1} ${gsm7(l.native)}`).join('\n')}`;

/** The screens' words in a language. */
export function ussdTextsIn(t: Translate) {
  return {
    main: `${t('sms.ussd.main', 'Fie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts')}\n5 ${LANGUAGE_ITEM}`,
    malformed: t('sms.ussd.malformed', 'Sorry, that is not one of the choices. Please dial again.'),
    region: t('sms.ussd.region', 'Region?'),
    town: (region: string) => t('sms.ussd.town', 'Town in {region}?', { region }),
    more: t('sms.ussd.more', 'More'),
    bedrooms: t('sms.ussd.bedrooms', 'Bedrooms? 1 to 9, or 0 for any'),
    price: (acquisition: Acquisition) =>
      t('sms.ussd.price', '{acquisition, select, rent {Highest rent a month in GHS? 0 for any} buy {Highest price in GHS? 0 for any} other {Highest price a night in GHS? 0 for any}}', { acquisition }),
    noMatches: t('sms.ussd.no-matches', 'No matches yet.'),
    resultsOptions: t('sms.ussd.results-options', '1 Text me details\n2 Set alert'),
    noneOptions: t('sms.ussd.none-options', '2 Text me when one is listed'),
  };
}

/** The screens' words in English. */
export const ussdTexts = ussdTextsIn(ENGLISH.t);

/** Cuts a screen to 182 characters, dropping whole lines from the end of the list part if it must. */
export function fitScreen(text: string): string {
  const clean = gsm7(text);
  if (clean.length <= USSD_SCREEN_CHARS) return clean;
  return `${clean.slice(0, USSD_SCREEN_CHARS - 3)}...`;
}

const con = (text: string): UssdStep => ({ kind: 'con', text: fitScreen(text) });
const whole = (answer: string | undefined, max: number) => (answer !== undefined && /^\d{1,9}$/.test(answer) && Number(answer) <= max ? Number(answer) : undefined);

/**
 * Walks a numbered, paged list: '0' turns the page, a number picks from the page shown. Answers the item picked
 * and how many answers it took, or the screen to show when the path ends on the list.
 */
function pick<T extends { name: string }>(items: readonly T[], perScreen: number, title: string, answers: string[], from: number, words: UssdTexts): { picked: T; next: number } | UssdStep {
  const malformed: UssdStep = { kind: 'end', text: gsm7(words.malformed), outcome: 'malformed' };
  let page = 0;
  for (let i = from; ; i++) {
    const shown = items.slice(page * perScreen, (page + 1) * perScreen);
    const more = (page + 1) * perScreen < items.length;
    const answer = answers[i];
    if (answer === undefined) return con(`${title}\n${shown.map((item, n) => `${n + 1} ${item.name}`).join('\n')}${more ? `\n0 ${words.more}` : ''}`);
    if (answer === '0' && more) {
      page += 1;
      continue;
    }
    const n = whole(answer, shown.length);
    if (!n) return malformed;
    return { picked: shown[n - 1]!, next: i + 1 };
  }
}

type UssdTexts = ReturnType<typeof ussdTextsIn>;

/**
 * The step a USSD path leads to. `text` is Africa's Talking's: '' at first, then the answers joined by '*'. `t` is the
 * phone's language (English by default).
 */
export function ussdStep(text: string, catalogue: UssdCatalogue, t: Translate = ENGLISH.t): UssdStep {
  const words = t === ENGLISH.t ? ussdTexts : ussdTextsIn(t);
  const malformed: UssdStep = { kind: 'end', text: gsm7(words.malformed), outcome: 'malformed' };
  const answers = text === '' ? [] : text.split('*').map((a) => a.trim());
  if (answers.length === 0) return con(words.main);
  const first = answers[0]!;
  if (first === '4') return answers.length === 1 ? { kind: 'alerts' } : malformed;
  if (first === '5') {
    if (answers.length === 1) return con(ussdLanguageScreen);
    const n = whole(answers[1], LANGUAGES.length);
    return n && answers.length === 2 ? { kind: 'language', language: LANGUAGES[n - 1]!.code } : malformed;
  }
  const acquisition = menuAcquisitions[first];
  if (!acquisition) return malformed;
  const region = pick(catalogue.regions, REGIONS_PER_SCREEN, words.region, answers, 1, words);
  if (!('picked' in region)) return region;
  const towns = catalogue.towns(region.picked.code);
  if (!towns.length) return malformed;
  const town = pick(towns, TOWNS_PER_SCREEN, words.town(region.picked.name), answers, region.next, words);
  if (!('picked' in town)) return town;
  let i = town.next;
  if (answers[i] === undefined) return con(words.bedrooms);
  const bedrooms = whole(answers[i], 9);
  if (bedrooms === undefined) return malformed;
  i += 1;
  if (answers[i] === undefined) return con(words.price(acquisition));
  const maxPrice = whole(answers[i], 1e9);
  if (maxPrice === undefined) return malformed;
  i += 1;
  const search: UssdSearch = {
    acquisition, regionCode: region.picked.code, placeId: town.picked.id, placeName: town.picked.name,
    ...(bedrooms ? { bedrooms } : {}), ...(maxPrice ? { maxPrice } : {}),
  };
  if (answers[i] === undefined) return { kind: 'search', search, then: 'show' };
  if (answers.length > i + 1) return malformed;
  if (answers[i] === '1') return { kind: 'search', search, then: 'text' };
  if (answers[i] === '2') return { kind: 'search', search, then: 'alert' };
  return malformed;
}

/** The last screen: up to three matches (their text lines), then what the seeker can do with them. */
export function ussdResultsScreen(lines: string[], t: Translate = ENGLISH.t): string {
  const words = t === ENGLISH.t ? ussdTexts : ussdTextsIn(t);
  const head = lines.length ? lines.join('\n') : words.noMatches;
  const options = gsm7(lines.length ? words.resultsOptions : words.noneOptions);
  // Options first in the budget: a long result line is cut, never the choices.
  const room = USSD_SCREEN_CHARS - options.length - 1;
  const shown = gsm7(head).length > room ? `${gsm7(head).slice(0, room - 3)}...` : gsm7(head);
  return `${shown}\n${options}`;
}
