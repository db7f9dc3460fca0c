import {
  describeRequest,
  describeSmsSearch,
  evolveSmsSession,
  fitScreen,
  RESULTS_PER_TEXT,
  smsRepliesIn,
  smsRequesterId,
  smsSessionStream,
  ussdAlertsScreen,
  ussdResultsScreen,
  ussdStep,
  ussdTexts,
  type SmsSearch,
  type SmsSessionEvent,
  type Translate,
  type UssdSearch,
} from '@fie/domain';
import { REQUESTS, type RequestView } from '@fie/read-models';
import { appendEvents } from '../shared/streams';
import { linesOf, loadSession, phoneSpeech, replyEvent, sessionKeyOf, setAlert, type ChannelDeps } from './conversation';
import { placeOfId, searchNearest, ussdCatalogue } from './search';

export type UssdCallback = { sessionId: string; serviceCode?: string; phoneNumber: string; text: string };

/** The END screens, in the phone's language; each is made GSM-7 and kept within a screen when shown. */
const endTextsIn = (t: Translate) => ({
  texted: t('sms.ussd.texted', "We have texted you the details. Text a code back for the lister's number."),
  stopped: t('sms.ussd.stopped', 'You asked Fie to stop texting you. Text START to Fie first.'),
  nothingToText: t('sms.ussd.nothing-to-text', 'Nothing to text yet. Dial again to set an alert.'),
  alertSet: (place: string) => t('sms.ussd.alert-set', 'Alert set for {place}. We will text you new listings. Text STOP to end.', { place }),
  alertFailed: t('sms.ussd.alert-failed', 'Sorry, we could not set that alert. Please dial again.'),
  /** Said in the language just chosen. */
  languageSet: t('sms.ussd.language-set', 'Fie will speak English to you from now on, here and by SMS. Dial again to search.'),
});

const smsSearchOf = (s: UssdSearch): SmsSearch => {
  const place = placeOfId(s.placeId);
  return {
    acquisition: s.acquisition,
    ...(s.category ? { category: s.category } : {}),
    ...(s.type ? { type: s.type } : {}),
    ...(s.bedrooms ? { bedrooms: s.bedrooms } : {}),
    ...(s.maxPrice ? { maxPrice: s.maxPrice } : {}),
    ...(place ? { place } : {}),
  };
};

/**
 * One USSD request, answered with its screen ('CON …' or 'END …'). The screen follows from the path alone (see the
 * domain's ussd.ts) and the phone's language (languageOfPhone, issue 23); only the last answers write: texting the
 * matches (the session's search, so their codes work by SMS after), setting an alert, or choosing the language
 * (SmsLanguageChosen, for this phone's screens and texts from then on), each recorded with how the session ended.
 */
export async function answerUssd(deps: ChannelDeps, phone: string, callback: UssdCallback): Promise<string> {
  const key = sessionKeyOf(deps.secrets.codeSecret, phone);
  const session = await loadSession(deps, key);
  const { t } = await phoneSpeech(deps, phone, session.state);
  const endTexts = endTextsIn(t);
  const step = ussdStep(callback.text, ussdCatalogue, t);
  if (step.kind === 'con') return `CON ${step.text}`;
  const at = deps.now().toISOString();
  const ended = (outcome: string): SmsSessionEvent => ({ type: 'UssdSessionEnded', data: { sessionKey: key, ussdSessionId: callback.sessionId.slice(0, 100), path: callback.text.slice(0, 200), outcome, endedAt: at } });
  const end = async (text: string, outcome: string, events: SmsSessionEvent[] = [], revision?: Awaited<ReturnType<typeof loadSession>>['revision']) => {
    await appendEvents(deps, smsSessionStream(key), [...events, ended(outcome)], revision ?? 'any');
    return `END ${fitScreen(text)}`;
  };
  if (step.kind === 'language') {
    const chosen: SmsSessionEvent = { type: 'SmsLanguageChosen', data: { sessionKey: key, language: step.language, channel: 'ussd', chosenAt: at } };
    // The answer is in the language chosen, as every screen and text will be (unless the account chooses again).
    const after = await phoneSpeech(deps, phone, evolveSmsSession(session.state, chosen));
    return end(endTextsIn(after.t).languageSet, 'language', [chosen]);
  }
  if (step.kind === 'alerts') {
    // A screen like the others (Back, Home), not the end of the session.
    const open = await deps.documents.collection<RequestView>(REQUESTS).find({ requesterId: smsRequesterId(key), status: 'open' }, { sort: [['postedAt', 'desc']], limit: 3 });
    return `CON ${ussdAlertsScreen(open.map((r, i) => `${i + 1} ${describeRequest(r.criteria, { sms: true })}`), t, step.hint)}`;
  }
  const search = smsSearchOf(step.search);
  // Nothing at the town: the nearest, widening step by step, with how far (issue 32); an alert stays for the town.
  const { ids, total, withinKm } = await searchNearest(deps, search, deps.now());
  const nearest = withinKm ? { count: total, km: withinKm } : undefined;
  if (step.then === 'show') return `CON ${ussdResultsScreen(await linesOf(deps, ids.slice(0, RESULTS_PER_TEXT)), t, { hint: step.hint, nearest })}`;
  const { state, revision } = await loadSession(deps, key);
  if (state?.stopped) return end(endTexts.stopped, 'stopped');
  if (step.then === 'alert') {
    const set = await setAlert(deps, key, search, 'ussd');
    if (!set) return end(endTexts.alertFailed, 'alert-failed');
    return end(endTexts.alertSet(step.search.placeName), 'alert', set, revision);
  }
  if (!ids.length) return end(endTexts.nothingToText, 'nothing-to-text');
  // Texted as an SMS search's answer, so MORE and the codes work by SMS afterwards.
  const lines = await linesOf(deps, ids.slice(0, RESULTS_PER_TEXT));
  const replies = smsRepliesIn(t);
  const text = withinKm ? replies.nearest(describeSmsSearch({ ...search, placeName: step.search.placeName }, t), total, withinKm, lines, ids.length > RESULTS_PER_TEXT) : replies.results(lines, total, ids.length > RESULTS_PER_TEXT);
  const reply = replyEvent(key, { text, about: 'ussd' }, at);
  const answered: SmsSessionEvent = { type: 'SmsSearchAnswered', data: { sessionKey: key, search, listingIds: ids, total, channel: 'ussd', answeredAt: at, ...(withinKm ? { withinKm } : {}) } };
  const screen = await end(endTexts.texted, 'texted', [answered, reply], revision);
  if (reply.type === 'SmsReplySent') await deps.sms?.send({ to: phone, text: reply.data.text });
  return screen;
}

export { ussdTexts };
