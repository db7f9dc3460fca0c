import type { Acquisition, Category } from '../listings/options';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { Translate } from '../i18n/translator';
import { ENGLISH } from '../shared/speech';
import { gsm7 } from './replies';

/**
 * The USSD menu (issues 23 and 32), as Africa's Talking drives it: each request carries the whole path of answers
 * (`text`, answers joined by '*'), so the screen is worked out from the path alone, nothing is kept between
 * requests and nothing is ever left half-written. A screen is at most 182 characters; `CON` asks for more, `END`
 * closes the session.
 *
 * 1 Rent, 2 Buy, 3 Short stay → region → town (numbered from the gazetteer, '99 More') → the kind of place (single
 * room, chamber and hall, self-contained, flat, house, shop, land, or any) → bedrooms (for a self-contained, a flat, a
 * house or any) → highest price (a band, or an amount typed) → up to three matches (the nearest, and how far, when
 * there are none at the town), with 1 to have them texted and 2 to set an alert. 4 My alerts lists the number's
 * alerts. 5 Language / Kasa lists the five languages by their own names; the one picked is the phone's from then on.
 *
 * No dead ends (issue 32): every screen after the first has `0 Back` (the screen before) and `00 Home` (the first),
 * and a key that is not on the screen shows the same screen again with a short hint, never "Please dial again". The
 * path is walked answer by answer as a stack of screens, so Back and Home work however deep the caller went.
 *
 * Screens are in the phone's language (`t`, issue 23), each within 182 characters in every language: a list too
 * long shortens its items' names, never its choices. The menu's language item is 'Language / Kasa' in every
 * language, so someone who cannot read the one shown still finds it.
 */
export const USSD_SCREEN_CHARS = 182;
export const REGIONS_PER_SCREEN = 7;
export const TOWNS_PER_SCREEN = 6;
/** The keys every screen after the first answers to. */
export const BACK = '0';
export const HOME = '00';
/** The next page of a long list (0 is Back). */
export const MORE = '99';

export type UssdCatalogue = {
  regions: readonly { code: string; name: string }[];
  /** A region's towns and areas, the likeliest first. */
  towns: (regionCode: string) => readonly { id: string; name: string }[];
};

/** The kinds of place the menu asks for, in the glossary's words; each is a type (or a category) of listing. */
export const ussdKinds = ['single_room', 'chamber_and_hall', 'self_contained', 'flat', 'house', 'shop', 'land', 'any'] as const;
export type UssdKind = (typeof ussdKinds)[number];
const kindFilters: Record<UssdKind, { category?: Category; type?: string }> = {
  single_room: { category: 'residential', type: 'single_room' },
  chamber_and_hall: { category: 'residential', type: 'chamber_and_hall' },
  self_contained: { category: 'residential', type: 'self_contained' },
  flat: { category: 'residential', type: 'apartment' },
  house: { category: 'residential', type: 'house' },
  shop: { category: 'commercial', type: 'retail_shop' },
  // Fie has no building-plot type: land is listed as farmland (as the SMS reads 'land').
  land: { category: 'farmland' },
  any: {},
};
/** What each way of getting a place offers: nobody buys a single room or books a night in a shop. */
const kindsFor: Record<Acquisition, readonly UssdKind[]> = {
  rent: ['single_room', 'chamber_and_hall', 'self_contained', 'flat', 'house', 'shop', 'land', 'any'],
  buy: ['house', 'flat', 'land', 'shop', 'any'],
  short_stay: ['flat', 'house', 'self_contained', 'single_room', 'any'],
};
/** Bedrooms are asked only where they vary: a single room and a chamber and hall have theirs in their name. */
const asksBedrooms: ReadonlySet<UssdKind> = new Set(['self_contained', 'flat', 'house', 'any']);
/** The highest price's bands (a rent a month, a sale in all, a stay a night), in cedis; the last choice is any. */
export const priceBands: Record<Acquisition, readonly number[]> = {
  rent: [500, 1000, 2000, 5000],
  buy: [100_000, 300_000, 700_000, 1_500_000],
  short_stay: [300, 600, 1000, 2000],
};
/** Bedrooms: 1, 2, 3 and 4 or more; 5 is any. */
const BEDROOM_CHOICES = 4;

export type UssdSearch = {
  acquisition: Acquisition;
  regionCode: string;
  placeId: string;
  placeName: string;
  kind?: UssdKind;
  category?: Category;
  type?: string;
  bedrooms?: number;
  maxPrice?: number;
};
/** `hint`: the last key was not on the screen, which shows again with a short hint. */
export type UssdStep =
  | { kind: 'con'; text: string }
  | { kind: 'alerts'; hint?: boolean }
  | { kind: 'language'; language: Language }
  | { kind: 'search'; search: UssdSearch; then: 'show' | 'text' | 'alert'; hint?: boolean };

const menuAcquisitions: Record<string, Acquisition> = { '1': 'rent', '2': 'buy', '3': 'short_stay' };

/** The menu's language item and screen: the same in every language. */
export const LANGUAGE_ITEM = 'Language / Kasa';
export const ussdLanguageScreen = `${LANGUAGE_ITEM}\n${LANGUAGES.map((l, i) => `${i + 1} ${gsm7(l.native)}`).join('\n')}`;

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The screens' words in a language. */
export function ussdTextsIn(t: Translate) {
  return {
    main: `${t('sms.ussd.main', 'Fie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts')}\n5 ${LANGUAGE_ITEM}`,
    /** The last line of every screen after the first. */
    nav: t('sms.ussd.nav', '0 Back 00 Home'),
    /** Above a screen shown again because the key pressed was not on it. */
    wrongKey: t('sms.ussd.wrong-key', 'That key is not on the list. Choose again:'),
    region: t('sms.ussd.region', 'Region?'),
    town: (region: string) => t('sms.ussd.town', 'Town in {region}?', { region }),
    more: t('sms.ussd.more', 'More'),
    kindTitle: t('sms.ussd.kind', 'What kind of place?'),
    kind: (kind: UssdKind) =>
      t('sms.ussd.kind-name', '{kind, select, single_room {Single room} chamber_and_hall {Chamber and hall} self_contained {Self-contained} flat {Flat} house {House} shop {Shop} land {Land} other {Any}}', { kind }),
    bedrooms: t('sms.ussd.bedrooms-list', 'Bedrooms?\n1 One\n2 Two\n3 Three\n4 Four or more\n5 Any'),
    priceTitle: (acquisition: Acquisition) =>
      t('sms.ussd.price-title', '{acquisition, select, rent {Highest rent a month?} buy {Highest price?} other {Highest price a night?}}', { acquisition }),
    upTo: (amount: number) => t('sms.ussd.up-to', 'Up to GHS {amount}', { amount: grouped.format(amount) }),
    anyPrice: t('sms.ussd.any-price', 'Any price'),
    typeAmount: t('sms.ussd.type-amount', 'Or type an amount, e.g. 1500'),
    noMatches: t('sms.ussd.no-matches', 'No matches yet.'),
    /** Nothing at the town, but some further out (the search widened). */
    nearest: (count: number, km: number) => t('sms.ussd.nearest', 'None there yet. {count, plural, one {# within {km} km} other {# within {km} km}}:', { count, km }),
    resultsOptions: t('sms.ussd.results-options', '1 Text me details\n2 Set alert'),
    noneOptions: t('sms.ussd.none-options', '2 Text me when one is listed'),
    noAlerts: t('sms.ussd.no-alerts-yet', 'You have no alerts yet. Search, then choose Set alert.'),
    alerts: (lines: string[]) => t('sms.ussd.alerts', 'Your alerts:\n{lines}\nText STOP to end them.', { lines: lines.join('\n') }),
  };
}
type UssdTexts = ReturnType<typeof ussdTextsIn>;

/** The screens' words in English. */
export const ussdTexts = ussdTextsIn(ENGLISH.t);
const textsFor = (t: Translate) => (t === ENGLISH.t ? ussdTexts : ussdTextsIn(t));

/** Cuts a screen to 182 characters (a last resort: screens are made to fit). */
export function fitScreen(text: string): string {
  const clean = gsm7(text);
  if (clean.length <= USSD_SCREEN_CHARS) return clean;
  return `${clean.slice(0, USSD_SCREEN_CHARS - 3)}...`;
}

/**
 * A screen: an optional hint, the body, then the navigation line. The body's last lines are kept whole (the
 * choices); a numbered list too long for the screen has its items' names shortened, evenly, instead.
 */
export function ussdScreen(parts: { hint?: boolean; title?: string; items?: string[]; tail?: string[]; nav?: boolean }, t: Translate = ENGLISH.t): string {
  const words = textsFor(t);
  const head = [parts.hint ? words.wrongKey : undefined, parts.title].filter((line): line is string => Boolean(line)).map(gsm7);
  const tail = [...(parts.tail ?? []), ...(parts.nav === false ? [] : [words.nav])].map(gsm7);
  const items = (parts.items ?? []).map(gsm7);
  const join = (list: string[]) => [...head, ...list, ...tail].join('\n');
  let shown = items;
  for (let longest = Math.max(0, ...items.map((i) => i.length)); join(shown).length > USSD_SCREEN_CHARS && longest > 6; longest--) {
    shown = items.map((item) => (item.length > longest ? `${item.slice(0, longest - 1)}.` : item));
  }
  return fitScreen(join(shown));
}

type Region = { code: string; name: string };
type Town = { id: string; name: string };
type Screen =
  | { at: 'home' }
  | { at: 'language' }
  | { at: 'alerts' }
  | { at: 'region'; acquisition: Acquisition; page: number }
  | { at: 'town'; acquisition: Acquisition; region: Region; page: number }
  | { at: 'kind'; acquisition: Acquisition; region: Region; town: Town }
  | { at: 'bedrooms'; acquisition: Acquisition; region: Region; town: Town; kind: UssdKind }
  | { at: 'price'; acquisition: Acquisition; region: Region; town: Town; kind: UssdKind; bedrooms?: number }
  | { at: 'results'; search: UssdSearch };
type Ending = { kind: 'language'; language: Language } | { kind: 'search'; search: UssdSearch; then: 'text' | 'alert' };

const whole = (answer: string, max: number) => (/^\d{1,9}$/.test(answer) && Number(answer) >= 1 && Number(answer) <= max ? Number(answer) : undefined);
const pageOf = <T>(items: readonly T[], page: number, per: number) => ({ shown: items.slice(page * per, (page + 1) * per), more: (page + 1) * per < items.length });

function searchOf(s: Extract<Screen, { at: 'price' }>, maxPrice: number | undefined): UssdSearch {
  return {
    acquisition: s.acquisition, regionCode: s.region.code, placeId: s.town.id, placeName: s.town.name,
    ...(s.kind !== 'any' ? { kind: s.kind } : {}), ...kindFilters[s.kind],
    ...(s.bedrooms ? { bedrooms: s.bedrooms } : {}), ...(maxPrice ? { maxPrice } : {}),
  };
}

/** Where one answer leads from a screen: the next screen, the end of the session, or nowhere (not on the screen). */
function answer(screen: Screen, key: string, catalogue: UssdCatalogue): Screen | Ending | undefined {
  switch (screen.at) {
    case 'home': {
      if (key === '4') return { at: 'alerts' };
      if (key === '5') return { at: 'language' };
      const acquisition = menuAcquisitions[key];
      return acquisition ? { at: 'region', acquisition, page: 0 } : undefined;
    }
    case 'language': {
      const n = whole(key, LANGUAGES.length);
      return n ? { kind: 'language', language: LANGUAGES[n - 1]!.code } : undefined;
    }
    case 'alerts':
      return undefined;
    case 'region': {
      const { shown, more } = pageOf(catalogue.regions, screen.page, REGIONS_PER_SCREEN);
      if (key === MORE && more) return { ...screen, page: screen.page + 1 };
      const n = whole(key, shown.length);
      const region = n ? shown[n - 1]! : undefined;
      return region && catalogue.towns(region.code).length ? { at: 'town', acquisition: screen.acquisition, region: { code: region.code, name: region.name }, page: 0 } : undefined;
    }
    case 'town': {
      const { shown, more } = pageOf(catalogue.towns(screen.region.code), screen.page, TOWNS_PER_SCREEN);
      if (key === MORE && more) return { ...screen, page: screen.page + 1 };
      const n = whole(key, shown.length);
      return n ? { at: 'kind', acquisition: screen.acquisition, region: screen.region, town: { id: shown[n - 1]!.id, name: shown[n - 1]!.name } } : undefined;
    }
    case 'kind': {
      const kinds = kindsFor[screen.acquisition];
      const n = whole(key, kinds.length);
      if (!n) return undefined;
      const kind = kinds[n - 1]!;
      const next = { ...screen, kind };
      return asksBedrooms.has(kind) ? { ...next, at: 'bedrooms' } : { ...next, at: 'price' };
    }
    case 'bedrooms': {
      const n = whole(key, BEDROOM_CHOICES + 1);
      if (!n) return undefined;
      return { ...screen, at: 'price', ...(n <= BEDROOM_CHOICES ? { bedrooms: n } : {}) };
    }
    case 'price': {
      const bands = priceBands[screen.acquisition];
      const n = whole(key, bands.length + 1);
      // A band's number, the last for any price, or an amount typed (10 cedis or more: never a band's number).
      const typed = /^\d{2,9}$/.test(key) && Number(key) >= 10 ? Number(key) : undefined;
      if (!n && !typed) return undefined;
      return { at: 'results', search: searchOf(screen, typed ?? (n! <= bands.length ? bands[n! - 1] : undefined)) };
    }
    case 'results':
      if (key === '1') return { kind: 'search', search: screen.search, then: 'text' };
      if (key === '2') return { kind: 'search', search: screen.search, then: 'alert' };
      return undefined;
    default: {
      const unreachable: never = screen;
      return unreachable;
    }
  }
}

/** A screen the path stops on, drawn (or, for My alerts and the results, what the edge must read to draw it). */
function show(screen: Screen, hint: boolean, catalogue: UssdCatalogue, t: Translate): UssdStep {
  const words = textsFor(t);
  const con = (text: string): UssdStep => ({ kind: 'con', text });
  switch (screen.at) {
    case 'home':
      return con(ussdScreen({ hint, title: words.main, nav: false }, t));
    case 'language':
      return con(ussdScreen({ hint, title: ussdLanguageScreen }, t));
    case 'alerts':
      return { kind: 'alerts', ...(hint ? { hint } : {}) };
    case 'region':
    case 'town': {
      const list = screen.at === 'region' ? catalogue.regions : catalogue.towns(screen.region.code);
      const per = screen.at === 'region' ? REGIONS_PER_SCREEN : TOWNS_PER_SCREEN;
      const { shown, more } = pageOf<{ name: string }>(list, screen.page, per);
      const title = screen.at === 'region' ? words.region : words.town(screen.region.name);
      return con(ussdScreen({ hint, title, items: shown.map((item, i) => `${i + 1} ${item.name}`), tail: more ? [`${MORE} ${words.more}`] : [] }, t));
    }
    case 'kind':
      return con(ussdScreen({ hint, title: words.kindTitle, items: kindsFor[screen.acquisition].map((kind, i) => `${i + 1} ${words.kind(kind)}`) }, t));
    case 'bedrooms':
      return con(ussdScreen({ hint, title: words.bedrooms }, t));
    case 'price': {
      const bands = priceBands[screen.acquisition];
      const items = [...bands.map((amount, i) => `${i + 1} ${words.upTo(amount)}`), `${bands.length + 1} ${words.anyPrice}`];
      return con(ussdScreen({ hint, title: words.priceTitle(screen.acquisition), items, tail: [words.typeAmount] }, t));
    }
    case 'results':
      return { kind: 'search', search: screen.search, then: 'show', ...(hint ? { hint } : {}) };
    default: {
      const unreachable: never = screen;
      return unreachable;
    }
  }
}

/**
 * The step a USSD path leads to. `text` is Africa's Talking's: '' at first, then the answers joined by '*'. `t` is the
 * phone's language (English by default). Each answer moves from the screen on top: 0 back to the one before, 00 home,
 * a key on the screen on, any other key nowhere (the screen shows again, with a hint if it was the last answer).
 */
export function ussdStep(text: string, catalogue: UssdCatalogue, t: Translate = ENGLISH.t): UssdStep {
  const answers = text === '' ? [] : text.split('*').map((a) => a.trim());
  const stack: Screen[] = [{ at: 'home' }];
  let hint = false;
  for (const key of answers) {
    hint = false;
    if (key === HOME) {
      stack.splice(1);
      continue;
    }
    if (key === BACK && stack.length > 1) {
      stack.pop();
      continue;
    }
    const next = answer(stack[stack.length - 1]!, key, catalogue);
    if (!next) hint = true;
    else if ('at' in next) stack.push(next);
    else return next;
  }
  return show(stack[stack.length - 1]!, hint, catalogue, t);
}

/**
 * The results screen: up to three matches (their text lines), or, with none at the town, the nearest and how far
 * (`nearest`), then what the seeker can do with them, Back and Home. The choices are kept whole; a long line is cut.
 */
export function ussdResultsScreen(lines: string[], t: Translate = ENGLISH.t, options: { hint?: boolean; nearest?: { count: number; km: number } } = {}): string {
  const words = textsFor(t);
  const heading = lines.length ? (options.nearest ? [words.nearest(options.nearest.count, options.nearest.km)] : []) : [words.noMatches];
  const tail = [...(lines.length ? words.resultsOptions : words.noneOptions).split('\n'), words.nav].map(gsm7);
  const head = [...(options.hint ? [words.wrongKey] : []), ...heading].map(gsm7);
  // Choices first in the budget: a long result line is cut, never the choices.
  const room = USSD_SCREEN_CHARS - [...head, ...tail].join('\n').length - 1;
  const body = gsm7(lines.join('\n'));
  const shown = body.length > room ? `${body.slice(0, Math.max(0, room - 3))}...` : body;
  return [...head, ...(shown ? [shown] : []), ...tail].join('\n');
}

/** My alerts: the number's alerts (or that it has none), Back and Home. */
export function ussdAlertsScreen(lines: string[], t: Translate = ENGLISH.t, hint = false): string {
  const words = textsFor(t);
  if (!lines.length) return ussdScreen({ hint, title: words.noAlerts }, t);
  // Each alert's line shortened, evenly, until the screen fits with its Back and Home.
  const plain = lines.map(gsm7);
  let screen = ussdScreen({ hint, title: words.alerts(plain) }, t);
  for (let longest = Math.max(...plain.map((l) => l.length)); screen.length >= USSD_SCREEN_CHARS && longest > 8; longest--) {
    screen = ussdScreen({ hint, title: words.alerts(plain.map((l) => (l.length > longest ? `${l.slice(0, longest - 1)}.` : l))) }, t);
  }
  return screen;
}
