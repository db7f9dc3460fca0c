import type { Acquisition, Category } from '../listings/options';
import type { Criteria, RequestPlace } from '../requests/matching';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { RESULTS_PER_TEXT, shortCodeOf } from './replies';

/**
 * A seeker's conversation with Fie by SMS and USSD (issue 23), one stream per phone number:
 * `sms-session-{key}`, where the key is derived from the number with a secret (command-api/src/channels), so
 * neither stream names nor the events' plain fields hold the number. The number and the texts are personal data,
 * sealed under the session's key (personalDataFields). Every text in and every reply out is an event, so the
 * channel can be counted and a conversation read back.
 *
 * The seeker has no account. What they set up (an alert is a saved search, a request of kind 'search') is owned
 * by the session: its requester id is `sms-{key}`, a pseudonym no person's id can take, so the request matcher,
 * expiry and read models treat it like any other, and nobody can sign in as it. STOP closes those requests and
 * ends every text to the number (the notifier honours it too).
 */
export const smsSessionStream = (key: string) => `sms-session-${key}`;
export const smsRequesterId = (key: string) => `sms-${key}`;
export const isSmsRequester = (requesterId: string) => requesterId.startsWith('sms-');
export const sessionKeyOfRequester = (requesterId: string) => requesterId.slice('sms-'.length);

/** Texts a number may send an hour; the next gets one notice, later ones nothing until the hour has passed. */
export const SMS_TEXTS_PER_HOUR = 20;
/** How many results of a search are kept for MORE and codes: ten texts' worth. */
export const RESULTS_KEPT = 30;
const HOUR_MS = 3_600_000;

export type SmsChannel = 'sms' | 'ussd';
/** A search as understood, its place found in the gazetteer. Prices in cedis (rent a month, sale in all, stay a night). */
export type SmsSearch = { acquisition?: Acquisition; category?: Category; type?: string; bedrooms?: number; maxPrice?: number; place?: RequestPlace };

type Keyed = { sessionKey: string };
/**
 * `language`: the language the text was read in, when it had words of a Ghanaian language the reader knows (Twi
 * 'hye dan Madina'): the phone's language from then on (issue 23). Absent on texts of no such words, and on older events.
 */
export type SmsTextReceived = { type: 'SmsTextReceived'; data: Keyed & { phone: string; text: string; channel: SmsChannel; receivedAt: string; language?: Language } };
/** The phone's language, chosen on the USSD menu (5 Language / Kasa) or by texting a language's name (TWI). */
export type SmsLanguageChosen = { type: 'SmsLanguageChosen'; data: Keyed & { language: Language; channel: SmsChannel; chosenAt: string } };
/** `withinKm`: nothing at the place, so these are the nearest, this far from it (issue 32); absent on older events. */
export type SmsSearchAnswered = { type: 'SmsSearchAnswered'; data: Keyed & { search: SmsSearch; listingIds: string[]; total: number; channel: SmsChannel; answeredAt: string; withinKm?: number } };
export type SmsMoreShown = { type: 'SmsMoreShown'; data: Keyed & { shown: number; at: string } };
/** Details of a listing asked for by its code: an enquiry by SMS, counted in the lister's figures. */
export type SmsListingAsked = {
  type: 'SmsListingAsked';
  data: Keyed & { phone: string; listingId: string; ownerId: string; organizationId: string | null; phoneShown: boolean; channel: SmsChannel; askedAt: string };
};
export type SmsAlertSet = { type: 'SmsAlertSet'; data: Keyed & { requestId: string; channel: SmsChannel; setAt: string } };
export type SmsStopped = { type: 'SmsStopped'; data: Keyed & { stoppedAt: string } };
export type SmsRestarted = { type: 'SmsRestarted'; data: Keyed & { restartedAt: string } };
export type SmsReplySent = { type: 'SmsReplySent'; data: Keyed & { text: string; segments: number; about: SmsReplyAbout; sentAt: string } };
export type SmsLimitReached = { type: 'SmsLimitReached'; data: Keyed & { at: string } };
/** A USSD session that reached an END screen: the path the seeker walked, for counting the channel. */
export type UssdSessionEnded = { type: 'UssdSessionEnded'; data: Keyed & { ussdSessionId: string; path: string; outcome: string; endedAt: string } };

export type SmsReplyAbout = 'results' | 'more' | 'details' | 'alert' | 'stop' | 'start' | 'help' | 'limit' | 'ussd' | 'language';
export type SmsSessionEvent = SmsTextReceived | SmsSearchAnswered | SmsMoreShown | SmsListingAsked | SmsAlertSet | SmsStopped | SmsRestarted | SmsReplySent | SmsLimitReached | UssdSessionEnded | SmsLanguageChosen;
export const smsSessionEventTypes: readonly SmsSessionEvent['type'][] = [
  'SmsTextReceived', 'SmsSearchAnswered', 'SmsMoreShown', 'SmsListingAsked', 'SmsAlertSet', 'SmsStopped', 'SmsRestarted', 'SmsReplySent', 'SmsLimitReached', 'UssdSessionEnded', 'SmsLanguageChosen',
];

export type SmsSessionState = {
  sessionKey: string;
  stopped: boolean;
  /** When the texts of the last hour came (at most SMS_TEXTS_PER_HOUR + 1 kept). */
  recent: string[];
  limitNoticeAt?: string;
  last?: { search: SmsSearch; listingIds: string[]; total: number; shown: number };
  /** Alerts set and not closed by STOP. */
  alerts: string[];
  /** The language the phone last chose or wrote in (see languageOfPhone), and when it last chose one. */
  language?: Language;
  languageChosenAt?: string;
};

export function evolveSmsSession(state: SmsSessionState | undefined, event: SmsSessionEvent): SmsSessionState {
  const s: SmsSessionState = state ?? { sessionKey: event.data.sessionKey, stopped: false, recent: [], alerts: [] };
  switch (event.type) {
    case 'SmsTextReceived': {
      const spoken = event.data.language ? { ...s, language: event.data.language } : s;
      return event.data.channel === 'sms' ? { ...spoken, recent: [...s.recent, event.data.receivedAt].slice(-(SMS_TEXTS_PER_HOUR + 1)) } : spoken;
    }
    case 'SmsLanguageChosen':
      return { ...s, language: event.data.language, languageChosenAt: event.data.chosenAt };
    case 'SmsSearchAnswered':
      return { ...s, last: { search: event.data.search, listingIds: event.data.listingIds, total: event.data.total, shown: Math.min(RESULTS_PER_TEXT, event.data.listingIds.length) } };
    case 'SmsMoreShown':
      return s.last ? { ...s, last: { ...s.last, shown: event.data.shown } } : s;
    case 'SmsAlertSet':
      return { ...s, alerts: [...s.alerts, event.data.requestId] };
    case 'SmsStopped':
      return { ...s, stopped: true, alerts: [] };
    case 'SmsRestarted':
      return { ...s, stopped: false };
    case 'SmsLimitReached':
      return { ...s, limitNoticeAt: event.data.at };
    case 'SmsListingAsked':
    case 'SmsReplySent':
    case 'UssdSessionEnded':
      return s;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * The language Fie speaks to a phone (issue 23), by SMS and USSD and in the texts the notifier sends it:
 * 1. the language of the account the phone belongs to, when its person chose one, unless the phone chose another
 *    since (on the USSD menu, or by texting a language's name);
 * 2. else the language the phone last chose or wrote in (a text with Twi words makes it Twi);
 * 3. else English.
 * English words in a text never change it: Fie's own replies teach English keywords (MORE, ALERT) in every language.
 */
export function languageOfPhone(facts: {
  account?: { language?: Language; languageChosenAt?: string };
  session?: { language?: Language; languageChosenAt?: string };
}): Language {
  const { account, session } = facts;
  if (account?.language && !(session?.languageChosenAt && account.languageChosenAt && session.languageChosenAt > account.languageChosenAt)) return account.language;
  return session?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Whether a text is answered: a number may send SMS_TEXTS_PER_HOUR texts an hour. The next one gets one notice
 * (`notice`), and later ones within the hour nothing at all (`silent`), so nobody runs up Fie's SMS bill.
 */
export function admitText(state: SmsSessionState | undefined, now: Date): 'answer' | 'notice' | 'silent' {
  const since = now.getTime() - HOUR_MS;
  const lastHour = (state?.recent ?? []).filter((at) => Date.parse(at) > since).length;
  if (lastHour < SMS_TEXTS_PER_HOUR) return 'answer';
  return state?.limitNoticeAt && Date.parse(state.limitNoticeAt) > since ? 'silent' : 'notice';
}

/** The next page of the last search's results: the ids to text and how many will then have been shown. */
export function nextPage(state: SmsSessionState | undefined): { ids: string[]; shown: number } | 'no-search' | 'no-more' {
  const last = state?.last;
  if (!last) return 'no-search';
  const ids = last.listingIds.slice(last.shown, last.shown + RESULTS_PER_TEXT);
  return ids.length ? { ids, shown: last.shown + ids.length } : 'no-more';
}

/** A code read against the results the sender was shown (codes are short, so only those are meant). */
export function listingOfCode(state: SmsSessionState | undefined, code: string): string | undefined {
  const last = state?.last;
  if (!last) return undefined;
  return last.listingIds.slice(0, Math.max(last.shown, RESULTS_PER_TEXT)).find((id) => shortCodeOf(id) === code);
}

/** An alert for the last search: a saved search's criteria (it needs the place, or it would match all of Ghana). */
export function alertCriteria(search: SmsSearch): Criteria | undefined {
  if (!search.place) return undefined;
  return {
    ...(search.category ? { category: search.category } : {}),
    ...(search.acquisition ? { acquisition: search.acquisition } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.maxPrice ? { max_price: search.maxPrice } : {}),
    currency: 'GHS',
    ...(search.bedrooms ? { bedrooms: search.bedrooms } : {}),
    place: search.place,
    matchType: 'search',
  };
}
