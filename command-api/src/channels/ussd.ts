import {
  describeRequest,
  fitReply,
  RESULTS_PER_TEXT,
  smsReplies,
  smsRequesterId,
  smsSessionStream,
  ussdResultsScreen,
  ussdStep,
  ussdTexts,
  type SmsSearch,
  type SmsSessionEvent,
  type UssdSearch,
} from '@fie/domain';
import { REQUESTS, type RequestView } from '@fie/read-models';
import { appendEvents } from '../shared/streams';
import { linesOf, loadSession, replyEvent, sessionKeyOf, setAlert, type ChannelDeps } from './conversation';
import { placeOfId, searchListings, ussdCatalogue } from './search';

export type UssdCallback = { sessionId: string; serviceCode?: string; phoneNumber: string; text: string };

const endTexts = {
  texted: 'We have texted you the details. Text a code back for the lister\'s number.',
  stopped: 'You asked Fie to stop texting you. Text START to Fie first.',
  nothingToText: 'Nothing to text yet. Dial again to set an alert.',
  alertSet: (what: string) => `Alert set for ${what}. We will text you new listings. Text STOP to end.`,
  alertFailed: 'Sorry, we could not set that alert. Please dial again.',
  noAlerts: 'You have no alerts. Dial again and choose Rent, Buy or Short stay to set one.',
} as const;

const smsSearchOf = (s: UssdSearch): SmsSearch => {
  const place = placeOfId(s.placeId);
  return { acquisition: s.acquisition, ...(s.bedrooms ? { bedrooms: s.bedrooms } : {}), ...(s.maxPrice ? { maxPrice: s.maxPrice } : {}), ...(place ? { place } : {}) };
};

/**
 * One USSD request, answered with its screen ('CON …' or 'END …'). The screen follows from the path alone (see the
 * domain's ussd.ts); only the last answers write: texting the matches (the session's search, so their codes work by
 * SMS after) or setting an alert, each recorded with how the session ended.
 */
export async function answerUssd(deps: ChannelDeps, phone: string, callback: UssdCallback): Promise<string> {
  const step = ussdStep(callback.text, ussdCatalogue);
  if (step.kind === 'con') return `CON ${step.text}`;
  const key = sessionKeyOf(deps.secrets.codeSecret, phone);
  const at = deps.now().toISOString();
  const ended = (outcome: string): SmsSessionEvent => ({ type: 'UssdSessionEnded', data: { sessionKey: key, ussdSessionId: callback.sessionId.slice(0, 100), path: callback.text.slice(0, 200), outcome, endedAt: at } });
  const end = async (text: string, outcome: string, events: SmsSessionEvent[] = [], revision?: Awaited<ReturnType<typeof loadSession>>['revision']) => {
    await appendEvents(deps, smsSessionStream(key), [...events, ended(outcome)], revision ?? 'any');
    return `END ${text}`;
  };
  if (step.kind === 'end') return end(step.text, step.outcome);
  if (step.kind === 'alerts') {
    const open = await deps.documents.collection<RequestView>(REQUESTS).find({ requesterId: smsRequesterId(key), status: 'open' }, { sort: [['postedAt', 'desc']], limit: 3 });
    if (!open.length) return end(endTexts.noAlerts, 'alerts');
    return end(fitReply(`Your alerts:\n${open.map((r, i) => `${i + 1} ${describeRequest(r.criteria, { sms: true })}`).join('\n')}\nText STOP to end them.`).slice(0, 178), 'alerts');
  }
  const search = smsSearchOf(step.search);
  const { ids, total } = await searchListings(deps, search, deps.now());
  if (step.then === 'show') return `CON ${ussdResultsScreen(await linesOf(deps, ids.slice(0, RESULTS_PER_TEXT)))}`;
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
  const reply = replyEvent(key, { text: smsReplies.results(lines, total, ids.length > RESULTS_PER_TEXT), about: 'ussd' }, at);
  const answered: SmsSessionEvent = { type: 'SmsSearchAnswered', data: { sessionKey: key, search, listingIds: ids, total, channel: 'ussd', answeredAt: at } };
  const screen = await end(endTexts.texted, 'texted', [answered, reply], revision);
  if (reply.type === 'SmsReplySent') await deps.sms?.send({ to: phone, text: reply.data.text });
  return screen;
}

export { ussdTexts };
