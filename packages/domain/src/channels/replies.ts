import { typeLabels, type Acquisition } from '../listings/options';
import { formatGhanaPhone } from '../shared/phone';
import { ENGLISH } from '../shared/speech';
import type { Translate } from '../i18n/translator';

/**
 * What Fie texts back (issue 23). Every reply fits two GSM-7 segments (306 characters) so a search costs Fie
 * at most two SMS: cedis are written 'GHS' (₵ would make the whole text UCS-2, 70 characters a part), and
 * the letters of Ghanaian languages never appear in a reply (Twi's ɛ and ɔ are written e and o, Ewe's ɖ d…).
 * Replies are in the phone's language (issue 23): `smsRepliesIn(t)`.
 */
export const MAX_REPLY_CHARS = 306;
/** Results per text: three lines, then MORE. */
export const RESULTS_PER_TEXT = 3;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A listing's short code (F7K2): four characters of an alphabet without 0/O and 1/I, derived from its id (FNV-1a),
 * so the same listing always has the same code and nothing needs storing. 32⁴ codes are not unique across all
 * listings, so a code is read against the listings the sender was last shown, never against all of them.
 */
export function shortCodeOf(listingId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < listingId.length; i++) {
    hash ^= listingId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let code = '';
  for (let i = 0; i < 4; i++) {
    code += CODE_ALPHABET[hash & 31];
    hash >>>= 5;
  }
  return code;
}

/** A listing as a text line shows it: what the read side knows of it, in cedis. */
export type TextedListing = { id: string; type: string; bedrooms?: number; place: string; acquisition: Acquisition | string; comparablePriceGhs: number };

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
export const cedis = (amount: number) => `GHS ${grouped.format(Math.round(amount))}`;
const per = (acquisition: string) => (acquisition === 'rent' ? '/mo' : acquisition === 'short_stay' ? '/night' : '');

/** Letters of Ghanaian languages as a phone without them writes them: Twi's ɛ and ɔ, Ewe's ɖ ƒ ŋ ʋ ɣ, Hausa's ɓ ɗ ƙ ƴ. */
const plain: Record<string, string> = {
  ɛ: 'e', Ɛ: 'E', ɔ: 'o', Ɔ: 'O', ŋ: 'ng', Ŋ: 'Ng', ɖ: 'd', Ɖ: 'D', ƒ: 'f', Ƒ: 'F', ʋ: 'v', Ʋ: 'V', ɣ: 'g', Ɣ: 'G',
  ɓ: 'b', Ɓ: 'B', ɗ: 'd', Ɗ: 'D', ƙ: 'k', Ƙ: 'K', ƴ: 'y', Ƴ: 'Y', ʼ: "'",
};

/** Keeps a text to GSM-7 (a place named with ɛ or an accent would make the whole reply UCS-2). */
export function gsm7(text: string): string {
  return text
    .replace(/[ɛƐɔƆŋŊɖƉƒƑʋƲɣƔɓƁɗƊƙƘƴƳʼ]/g, (c) => plain[c]!)
    .replace(/₵/g, 'GHS')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\n\x20-\x7e]/g, '');
}

/** 'F7K2 2-bed Apartment, Madina, GHS 1,500/mo' */
export function listingLine(l: TextedListing): string {
  const what = `${l.bedrooms ? `${l.bedrooms}-bed ` : ''}${typeLabels[l.type] ?? l.type}`;
  return gsm7(`${shortCodeOf(l.id)} ${what}, ${l.place}, ${cedis(l.comparablePriceGhs)}${per(l.acquisition)}`);
}

/** Cuts a reply to two segments, at a line if it can. */
export function fitReply(text: string): string {
  const clean = gsm7(text);
  if (clean.length <= MAX_REPLY_CHARS) return clean;
  const cut = clean.slice(0, MAX_REPLY_CHARS);
  const line = cut.lastIndexOf('\n');
  return line > MAX_REPLY_CHARS / 2 ? cut.slice(0, line) : `${cut.slice(0, MAX_REPLY_CHARS - 3)}...`;
}

export const EXAMPLE = 'rent 2 bed Madina 1500';

/**
 * What Fie texts back, in the phone's language (issue 23). Each language's examples are in its own words the reader
 * knows ('hayɛ dan Madina 1500'). A reply is made GSM-7 and cut to two parts when it is sent (fitReply).
 */
export function smsRepliesIn(t: Translate) {
  return {
    help: t('sms.help', 'Fie: text what you want and where, e.g. "rent 2 bed Madina 1500", "chamber and hall Kasoa" or "buy land Aburi". Reply STOP to end texts.'),
    unknownPlace: (place: string) => t('sms.unknown-place', 'Fie: we do not know the place "{place}". Text the town or area, e.g. "rent 2 bed Madina 1500".', { place }),
    results: (lines: string[], total: number, hasMore: boolean) =>
      t('sms.results', 'Fie: {total} found.\n{lines}\nText a code for details{more, select, yes {, MORE for more} other {}}, ALERT for new ones.', { total, lines: lines.join('\n'), more: hasMore ? 'yes' : 'no' }),
    none: (what: string) => t('sms.none', 'Fie: nothing listed yet for {what}. Text ALERT to be texted when one is, or try a nearby town.', { what }),
    /** Nothing at the place, but some further out: the nearest and how far (issue 32), and the alert for the place. */
    nearest: (what: string, total: number, km: number, lines: string[], hasMore: boolean) =>
      t(
        'sms.nearest',
        'Fie: no {what} yet. {total, plural, one {# within {km} km} other {# within {km} km}}:\n{lines}\nText a code for details{more, select, yes {, MORE for more} other {}}, ALERT to be texted when one is listed there.',
        { what, total, km, lines: lines.join('\n'), more: hasMore ? 'yes' : 'no' },
      ),
    noMore: t('sms.no-more', 'Fie: no more results. Text a new search, e.g. "rent 2 bed Madina 1500".'),
    noSearch: t('sms.no-search', 'Fie: search first, e.g. "rent 2 bed Madina 1500", then MORE, a code or ALERT.'),
    unknownCode: (code: string) => t('sms.unknown-code-live', 'Fie: no listing on Fie has the code {code} now. Text a new search, e.g. "rent 2 bed Madina 1500".', { code }),
    /** Codes are short: a few advertised listings may share one. */
    whichCode: (code: string, lines: string[]) => t('sms.which-code', 'Fie: {code} is the code of more than one listing:\n{lines}\nText {code} and its number, e.g. {code} 1.', { code, lines: lines.join('\n') }),
    gone: (code: string) => t('sms.gone', 'Fie: {code} is no longer listed. Text MORE or a new search.', { code }),
    details: (line: string, extra: string, phone: string | undefined) =>
      `${line}\n${extra}\n${phone ? t('sms.details.call', 'Call the lister: {phone}', { phone: formatGhanaPhone(phone) }) : t('sms.details.passed-on', 'The lister does not show a number: we have passed yours on and they will call you.')}`,
    /** A listing's facts in a details reply: '2 bed', '1 bath', '3 months advance'. */
    facts: (f: { bedrooms?: number; bathrooms?: number; advanceMonths?: number }) => [
      f.bedrooms ? t('sms.details.bedrooms', '{count} bed', { count: f.bedrooms }) : '',
      f.bathrooms ? t('sms.details.bathrooms', '{count} bath', { count: f.bathrooms }) : '',
      f.advanceMonths ? t('sms.details.advance', '{count} months advance', { count: f.advanceMonths }) : '',
    ],
    alertSet: (what: string) => t('sms.alert-set', 'Fie: alert set for {what}. We will text you new listings for 90 days. Reply STOP to end.', { what }),
    alertNeedsPlace: t('sms.alert-needs-place', 'Fie: an alert needs a town. Search with one first, e.g. "rent 2 bed Madina 1500", then ALERT.'),
    stopped: t('sms.stopped', 'Fie: you will get no more texts from Fie and your alerts are closed. Text START to search again.'),
    started: t('sms.started', 'Fie: welcome back. Text a search, e.g. "rent 2 bed Madina 1500".'),
    limited: t('sms.limited', 'Fie: you have sent many texts this hour. Please wait an hour before searching again.'),
    /** The answer to a language's name texted alone (TWI, GA…), in that language. */
    languageSet: t('sms.language-set', 'Fie: we will text you in English from now on. Text TWI, GA, EWE or HAUSA to change.'),
  };
}
export type SmsReplies = ReturnType<typeof smsRepliesIn>;

/** The replies in English. */
export const smsReplies: SmsReplies = smsRepliesIn(ENGLISH.t);

/** Trims a phrase for a reply: a search as it was understood ('2-bed rent in Madina up to GHS 1,500/mo'). */
export function describeSmsSearch(s: { acquisition?: string; type?: string; category?: string; bedrooms?: number; maxPrice?: number; placeName?: string }, t: Translate = ENGLISH.t): string {
  const parts = [
    s.bedrooms ? t('sms.search.bedrooms', '{count}-bed', { count: s.bedrooms }) : '',
    // Types keep their English names, as Ghanaians say them in every language (the glossary).
    s.type
      ? (typeLabels[s.type] ?? s.type).toLowerCase()
      : s.category === 'farmland' ? t('sms.search.land', 'land') : s.category === 'commercial' ? t('sms.search.commercial', 'shop or office') : t('sms.search.homes', 'homes'),
    s.acquisition === 'rent' ? t('sms.search.rent', 'to rent') : s.acquisition === 'buy' ? t('sms.search.buy', 'to buy') : s.acquisition === 'short_stay' ? t('sms.search.short-stay', 'short stay') : '',
    s.placeName ? t('sms.search.place', 'in {place}', { place: s.placeName }) : '',
    s.maxPrice ? t('sms.search.max-price', 'up to {price}', { price: `${cedis(s.maxPrice)}${per(s.acquisition ?? '')}` }) : '',
  ];
  return gsm7(parts.filter(Boolean).join(' '));
}
