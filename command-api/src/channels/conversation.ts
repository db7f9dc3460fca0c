import { createHmac } from 'node:crypto';
import {
  admitText,
  alertCriteria,
  closeRequest,
  describeSmsSearch,
  evolveRequest,
  evolveSmsSession,
  fitReply,
  languageOfPhone,
  languageOfSmsText,
  listingLine,
  listingOfCode,
  nextPage,
  postRequest,
  readSmsText,
  shortCodeOf,
  requestStream,
  RESULTS_PER_TEXT,
  smsRepliesIn,
  smsRequesterId,
  smsSessionStream,
  typeLabels,
  type RequestEvent,
  type RequestState,
  type SmsChannel,
  type SmsReplyAbout,
  type SmsSearch,
  type SmsSessionEvent,
  type SmsSessionState,
  type Speech,
} from '@fie/domain';
import { accountLanguageOfPhone, LISTING_PAGES, LISTINGS, REQUEST_MATCHES, revealablePhone, type ListingPageView, type ListingView, type RequestMatchView } from '@fie/read-models';
import { smsSegments, WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { newId } from '../shared/idempotency';
import { decideOnStream } from '../shared/own-stream';
import { appendEvents, loadState } from '../shared/streams';
import { speechFor } from '../shared/speech';
import { placeOfWords, searchNearest, textedListings } from './search';

/**
 * A seeker's session key: their number under a keyed hash (CODE_SECRET), so the stream's name, the alert's
 * requester id and the STOP list never show the number, and nobody without the secret can tell whose it is.
 */
export function sessionKeyOf(secret: string, e164: string): string {
  return createHmac('sha256', secret).update(`sms-session|${e164}`).digest('hex').slice(0, 24);
}

export type ChannelDeps = CommandDeps & { search: NonNullable<CommandDeps['search']> };
type Reply = { text: string; about: SmsReplyAbout };

export const loadSession = (deps: CommandDeps, key: string) => loadState<SmsSessionState, SmsSessionEvent>(deps, smsSessionStream(key), evolveSmsSession);

/** The words Fie speaks to a phone (languageOfPhone): its account's choice, else what the session last chose or wrote in. */
export async function phoneSpeech(deps: CommandDeps, phone: string, session: SmsSessionState | undefined): Promise<Speech> {
  return speechFor(languageOfPhone({ account: await accountLanguageOfPhone(deps.documents, phone), session }));
}

/** Closes the session's alerts (requests it owns), each on its own stream: STOP ends them all. */
async function closeAlerts(deps: CommandDeps, key: string, requestIds: string[]) {
  const now = deps.now();
  for (const requestId of requestIds) {
    await decideOnStream<RequestState, RequestEvent>(deps, requestStream(requestId), evolveRequest, (s) => (s && s.status !== 'closed' ? closeRequest(s, smsRequesterId(key), { now }) : []));
  }
}

/** Posts an alert for a search: a saved search owned by the session (see sms-session.ts for why). */
export async function setAlert(deps: CommandDeps, key: string, search: SmsSearch, channel: SmsChannel): Promise<SmsSessionEvent[] | undefined> {
  const criteria = alertCriteria(search);
  if (!criteria) return undefined;
  const requestId = newId();
  const now = deps.now();
  await appendEvents(deps, requestStream(requestId), postRequest(undefined, { criteria }, { requestId, requesterId: smsRequesterId(key), kind: 'search', now }), 'no_stream');
  return [{ type: 'SmsAlertSet', data: { sessionKey: key, requestId, channel, setAt: now.toISOString() } }];
}

/** The lines of some listings, as a text shows them. */
export async function linesOf(deps: CommandDeps, ids: string[]): Promise<string[]> {
  const views = await Promise.all(ids.map((id) => deps.documents.collection<ListingView>(LISTINGS).get(id)));
  return (await textedListings(deps.documents, views)).map(listingLine);
}

/** A listing an alert of this session matched (and texted), named by its code: the newest first. */
async function alertedListingOfCode(deps: CommandDeps, key: string, code: string): Promise<string | undefined> {
  const matched = await deps.documents.collection<RequestMatchView>(REQUEST_MATCHES).find({ requesterId: smsRequesterId(key) }, { sort: [['matchedAt', 'desc']], limit: 200 });
  return matched.find((m) => shortCodeOf(m.listingId) === code)?.listingId;
}

/**
 * The advertised listings a code names (LISTING_PAGES keeps each listing's code while it is in search), in a steady
 * order: a code is short, so a few listings may share one, and 'F7K2 2' picks the second of them.
 */
async function liveListingsOfCode(deps: CommandDeps, code: string): Promise<string[]> {
  const pages = await deps.documents.collection<ListingPageView>(LISTING_PAGES).find({ smsCode: code, listed: true }, { sort: [['id', 'asc']], limit: 20 });
  return pages.map((page) => page.id);
}

/** A listing's details by its code, and the event that counts the enquiry (and passes the seeker's number on). */
async function details(deps: CommandDeps, key: string, phone: string, listingId: string, code: string, channel: SmsChannel, speech: Speech): Promise<{ reply: Reply; events: SmsSessionEvent[] }> {
  const smsReplies = smsRepliesIn(speech.t);
  const found = await revealablePhone(deps.documents, listingId);
  if (!found) return { reply: { text: smsReplies.gone(code), about: 'details' }, events: [] };
  const { view, phone: listerPhone } = found;
  const [line] = await linesOf(deps, [listingId]);
  const facts = [
    ...smsReplies.facts({ bedrooms: view.bedrooms, bathrooms: view.bathrooms, ...(view.acquisition === 'rent' && view.rent_advance_months ? { advanceMonths: view.rent_advance_months } : {}) }),
    [view.location_details.town, view.location_details.city].filter(Boolean).join(', '),
  ].filter(Boolean);
  const extra = `${typeLabels[view.type] ?? view.type}: ${facts.join('. ')}`;
  const event: SmsSessionEvent = {
    type: 'SmsListingAsked',
    data: { sessionKey: key, phone, listingId, ownerId: view.ownerId, organizationId: view.organizationId, phoneShown: Boolean(listerPhone), channel, askedAt: deps.now().toISOString() },
  };
  return { reply: { text: smsReplies.details(line ?? code, extra, listerPhone), about: 'details' }, events: [event] };
}

/** What a text asks, answered in the phone's language: the reply and the events that record it. */
async function decide(deps: ChannelDeps, key: string, phone: string, state: SmsSessionState | undefined, text: string, speech: Speech): Promise<{ reply?: Reply; events: SmsSessionEvent[] }> {
  const now = deps.now();
  const at = now.toISOString();
  const command = readSmsText(text);
  const { t } = speech;
  const smsReplies = smsRepliesIn(t);
  if (state?.stopped && command.kind !== 'start') return { events: [] };
  switch (command.kind) {
    case 'language':
      // Said in the language chosen, which is the phone's from now on.
      return {
        reply: { text: smsRepliesIn(speechFor(command.language).t).languageSet, about: 'language' },
        events: [{ type: 'SmsLanguageChosen', data: { sessionKey: key, language: command.language, channel: 'sms', chosenAt: at } }],
      };
    case 'help':
      return { reply: { text: smsReplies.help, about: 'help' }, events: [] };
    case 'stop':
      await closeAlerts(deps, key, state?.alerts ?? []);
      return { reply: { text: smsReplies.stopped, about: 'stop' }, events: [{ type: 'SmsStopped', data: { sessionKey: key, stoppedAt: at } }] };
    case 'start':
      return { reply: { text: smsReplies.started, about: 'start' }, events: state?.stopped ? [{ type: 'SmsRestarted', data: { sessionKey: key, restartedAt: at } }] : [] };
    case 'more': {
      const page = nextPage(state);
      if (page === 'no-search') return { reply: { text: smsReplies.noSearch, about: 'more' }, events: [] };
      if (page === 'no-more') return { reply: { text: smsReplies.noMore, about: 'more' }, events: [] };
      const lines = await linesOf(deps, page.ids);
      const hasMore = page.shown < state!.last!.listingIds.length;
      return { reply: { text: smsReplies.results(lines, state!.last!.total, hasMore), about: 'more' }, events: [{ type: 'SmsMoreShown', data: { sessionKey: key, shown: page.shown, at } }] };
    }
    case 'code': {
      // A code from the last results, or from a listing an alert texted: the one this phone was shown.
      const shown = command.pick ? undefined : (listingOfCode(state, command.code) ?? (await alertedListingOfCode(deps, key, command.code)));
      if (shown) return details(deps, key, phone, shown, command.code, 'sms', speech);
      // Otherwise any advertised listing with the code (issue 32): yesterday's text, a friend's, a search replaced since.
      const live = await liveListingsOfCode(deps, command.code);
      const listingId = command.pick ? live[command.pick - 1] : live.length === 1 ? live[0] : undefined;
      if (listingId) return details(deps, key, phone, listingId, command.code, 'sms', speech);
      if (live.length > 1 && !command.pick) {
        const lines = await linesOf(deps, live.slice(0, RESULTS_PER_TEXT));
        return { reply: { text: smsReplies.whichCode(command.code, lines.map((line, i) => `${i + 1} ${line.slice(command.code.length + 1)}`)), about: 'details' }, events: [] };
      }
      return { reply: { text: smsReplies.unknownCode(command.code), about: 'details' }, events: [] };
    }
    case 'alert': {
      if (!state?.last) return { reply: { text: smsReplies.noSearch, about: 'alert' }, events: [] };
      const set = await setAlert(deps, key, state.last.search, 'sms');
      if (!set) return { reply: { text: smsReplies.alertNeedsPlace, about: 'alert' }, events: [] };
      return { reply: { text: smsReplies.alertSet(describeSmsSearch({ ...state.last.search, placeName: state.last.search.place?.name }, t)), about: 'alert' }, events: set };
    }
    case 'search': {
      const { place: placeWords, ...words } = command.words;
      const place = placeWords ? placeOfWords(placeWords) : undefined;
      // Words Fie does not know and no place either: an example helps more than a search of all Ghana.
      if (placeWords && !place) {
        const knownNothingElse = !words.acquisition && !words.category && !words.bedrooms && !words.maxPrice;
        return { reply: { text: knownNothingElse ? smsReplies.help : smsReplies.unknownPlace(placeWords), about: 'help' }, events: [] };
      }
      const search: SmsSearch = { ...words, ...(place ? { place } : {}) };
      // Nothing at the place: the nearest, and how far (issue 32); ALERT then keeps the search for the place itself.
      const { ids, total, withinKm } = await searchNearest(deps, search, now);
      const answered: SmsSessionEvent = { type: 'SmsSearchAnswered', data: { sessionKey: key, search, listingIds: ids, total, channel: 'sms', answeredAt: at, ...(withinKm ? { withinKm } : {}) } };
      const what = describeSmsSearch({ ...search, placeName: place?.name }, t);
      if (!ids.length) return { reply: { text: smsReplies.none(what), about: 'results' }, events: [answered] };
      const lines = await linesOf(deps, ids.slice(0, RESULTS_PER_TEXT));
      const hasMore = ids.length > RESULTS_PER_TEXT;
      return { reply: { text: withinKm ? smsReplies.nearest(what, total, withinKm, lines, hasMore) : smsReplies.results(lines, total, hasMore), about: 'results' }, events: [answered] };
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const replyEvent = (key: string, reply: Reply, at: string): SmsSessionEvent => {
  const text = fitReply(reply.text);
  return { type: 'SmsReplySent', data: { sessionKey: key, text, segments: smsSegments(text), about: reply.about, sentAt: at } };
};

/** Texts being answered in this process, per session: the next text of a number waits for the one before. */
const answering = new Map<string, Promise<void>>();

/**
 * One text from a seeker, answered: read, decided, recorded on the session's stream (the text, what it caused and
 * the reply), then the reply sent through the SMS port. Recorded before it is sent, so a reply is sent at most
 * once. Texts of one number are answered one after the other in this process, so ALERT or STOP sent twice in a
 * row never decides twice on the same state. Caveat: two command-api instances answering the same number at the
 * same moment still conflict on the stream's revision; the later is decided again on the newer state, and an
 * alert it had already posted stays (an alert that matches like another, closed with the rest by STOP).
 */
export async function answerText(deps: ChannelDeps, phone: string, text: string): Promise<void> {
  const key = sessionKeyOf(deps.secrets.codeSecret, phone);
  const before = answering.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => answerInTurn(deps, phone, text));
  const tail = mine.catch(() => undefined);
  answering.set(key, tail);
  void tail.then(() => {
    if (answering.get(key) === tail) answering.delete(key);
  });
  return mine;
}

async function answerInTurn(deps: ChannelDeps, phone: string, text: string, attempt = 1): Promise<void> {
  const key = sessionKeyOf(deps.secrets.codeSecret, phone);
  const { state, revision } = await loadSession(deps, key);
  const now = deps.now();
  const at = now.toISOString();
  const admitted = admitText(state, now);
  if (admitted === 'silent') return;
  // A text with words of a Ghanaian language is that language's: the phone's from now on (issue 23).
  const language = languageOfSmsText(text);
  const received: SmsSessionEvent = { type: 'SmsTextReceived', data: { sessionKey: key, phone, text: text.slice(0, 480), channel: 'sms', receivedAt: at, ...(language ? { language } : {}) } };
  const speech = await phoneSpeech(deps, phone, evolveSmsSession(state, received));
  const { reply, events } =
    admitted === 'notice'
      ? { reply: { text: smsRepliesIn(speech.t).limited, about: 'limit' as const }, events: [{ type: 'SmsLimitReached', data: { sessionKey: key, at } } as SmsSessionEvent] }
      : await decide(deps, key, phone, state, text, speech);
  const all = [received, ...events, ...(reply ? [replyEvent(key, reply, at)] : [])];
  try {
    await appendEvents(deps, smsSessionStream(key), all, revision);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError && attempt < 3) return answerInTurn(deps, phone, text, attempt + 1);
    throw error;
  }
  const sent = all.at(-1)!;
  if (sent.type === 'SmsReplySent') await deps.sms?.send({ to: phone, text: sent.data.text });
}
