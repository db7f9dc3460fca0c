import { typeLabels, type Acquisition } from '../listings/options';
import { formatGhanaPhone } from '../shared/phone';

/**
 * What Fie texts back (issue 23). Every reply fits two GSM-7 segments (306 characters) so a search costs Fie
 * at most two SMS: cedis are written 'GHS' (₵ would make the whole text UCS-2, 70 characters a part), and
 * Twi's ɛ and ɔ never appear in a reply.
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

/** Keeps a text to GSM-7 (a place named with ɛ or an accent would make the whole reply UCS-2). */
export function gsm7(text: string): string {
  return text
    .replace(/[ɛƐ]/g, (c) => (c === 'ɛ' ? 'e' : 'E'))
    .replace(/[ɔƆ]/g, (c) => (c === 'ɔ' ? 'o' : 'O'))
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

export const smsReplies = {
  help: `Fie: text what you want and where, e.g. "${EXAMPLE}", "chamber and hall Kasoa" or "buy land Aburi". Reply STOP to end texts.`,
  unknownPlace: (place: string) => `Fie: we do not know the place "${place}". Text the town or area, e.g. "${EXAMPLE}".`,
  results: (lines: string[], total: number, hasMore: boolean) =>
    `Fie: ${total} found.\n${lines.join('\n')}\nText a code for details${hasMore ? ', MORE for more' : ''}, ALERT for new ones.`,
  none: (what: string) => `Fie: nothing listed yet for ${what}. Text ALERT to be texted when one is, or try a nearby town.`,
  noMore: 'Fie: no more results. Text a new search, e.g. "' + EXAMPLE + '".',
  noSearch: `Fie: search first, e.g. "${EXAMPLE}", then MORE, a code or ALERT.`,
  unknownCode: (code: string) => `Fie: ${code} is not in your last results. Text a code from them, or a new search.`,
  gone: (code: string) => `Fie: ${code} is no longer listed. Text MORE or a new search.`,
  details: (line: string, extra: string, phone: string | undefined) =>
    `${line}\n${extra}\n${phone ? `Call the lister: ${formatGhanaPhone(phone)}` : 'The lister does not show a number: we have passed yours on and they will call you.'}`,
  alertSet: (what: string) => `Fie: alert set for ${what}. We will text you new listings for 90 days. Reply STOP to end.`,
  alertNeedsPlace: `Fie: an alert needs a town. Search with one first, e.g. "${EXAMPLE}", then ALERT.`,
  stopped: 'Fie: you will get no more texts from Fie and your alerts are closed. Text START to search again.',
  started: `Fie: welcome back. Text a search, e.g. "${EXAMPLE}".`,
  limited: 'Fie: you have sent many texts this hour. Please wait an hour before searching again.',
} as const;

/** Trims a phrase for a reply: a search as it was understood ('2-bed rent in Madina up to GHS 1,500/mo'). */
export function describeSmsSearch(s: { acquisition?: string; type?: string; category?: string; bedrooms?: number; maxPrice?: number; placeName?: string }): string {
  const parts = [
    s.bedrooms ? `${s.bedrooms}-bed` : '',
    s.type ? (typeLabels[s.type] ?? s.type).toLowerCase() : s.category === 'farmland' ? 'land' : s.category === 'commercial' ? 'shop or office' : 'homes',
    s.acquisition === 'rent' ? 'to rent' : s.acquisition === 'buy' ? 'to buy' : s.acquisition === 'short_stay' ? 'short stay' : '',
    s.placeName ? `in ${s.placeName}` : '',
    s.maxPrice ? `up to ${cedis(s.maxPrice)}${per(s.acquisition ?? '')}` : '',
  ];
  return gsm7(parts.filter(Boolean).join(' '));
}
