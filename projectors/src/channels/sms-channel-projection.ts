import type { SmsSessionEvent } from '@fie/domain';
import { LISTING_SMS_ENQUIRIES, SMS_SESSIONS, smsEnquiriesId, type ListingSmsEnquiriesView, type SmsSessionView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/**
 * The SMS and USSD channel (issue 23): each seeker's number, whether they said STOP and the language it last chose or
 * wrote in (sms_sessions), and the
 * listings' enquiries by SMS per day (listing_sms_enquiries). It reads the number opened, as the notifier texts it;
 * each write carries its event's position, so a replayed event counts once.
 */
export const smsChannelProjection: Projection = {
  name: 'sms-channel',
  version: 2,
  handles: ['SmsTextReceived', 'SmsLanguageChosen', 'SmsSearchAnswered', 'SmsStopped', 'SmsRestarted', 'SmsListingAsked'],
  collections: [SMS_SESSIONS, LISTING_SMS_ENQUIRIES],
  indexes: [{ collection: LISTING_SMS_ENQUIRIES, fields: ['listingId', 'day'] }],
  async project(recorded, docs): Promise<WriteOp[]> {
    const event = { type: recorded.type, data: recorded.data } as SmsSessionEvent;
    const sessions = docs.collection<SmsSessionView>(SMS_SESSIONS);
    const position = recorded.position;
    switch (event.type) {
      case 'SmsTextReceived': {
        const { sessionKey: id, phone, receivedAt, language } = event.data;
        const current = await sessions.get(id);
        const spoken = language ? { language } : {};
        if (!current) return [{ op: 'upsert', collection: SMS_SESSIONS, doc: { id, phone: recorded.erased ? '' : phone, stopped: false, texts: 1, searches: 0, firstAt: receivedAt, lastAt: receivedAt, ...spoken }, position }];
        return [{ op: 'update', collection: SMS_SESSIONS, id, patch: { set: { lastAt: receivedAt, ...(recorded.erased ? {} : { phone }), ...spoken }, inc: { texts: 1 } }, position }];
      }
      case 'SmsLanguageChosen': {
        // A number that only dialled the USSD menu has no session yet: its choice waits in one without a number.
        const { sessionKey: id, language, chosenAt } = event.data;
        if (await sessions.get(id)) return [{ op: 'update', collection: SMS_SESSIONS, id, patch: { set: { language, languageChosenAt: chosenAt } }, position }];
        return [{ op: 'upsert', collection: SMS_SESSIONS, doc: { id, phone: '', stopped: false, texts: 0, searches: 0, firstAt: chosenAt, lastAt: chosenAt, language, languageChosenAt: chosenAt }, position }];
      }
      case 'SmsSearchAnswered':
        return (await sessions.get(event.data.sessionKey)) ? [{ op: 'update', collection: SMS_SESSIONS, id: event.data.sessionKey, patch: { inc: { searches: 1 } }, position }] : [];
      case 'SmsStopped':
      case 'SmsRestarted':
        return (await sessions.get(event.data.sessionKey)) ? [{ op: 'update', collection: SMS_SESSIONS, id: event.data.sessionKey, patch: { set: { stopped: event.type === 'SmsStopped' } }, position }] : [];
      case 'SmsListingAsked': {
        const { listingId, askedAt } = event.data;
        const day = askedAt.slice(0, 10);
        const id = smsEnquiriesId(listingId, day);
        return (await docs.collection<ListingSmsEnquiriesView>(LISTING_SMS_ENQUIRIES).get(id))
          ? [{ op: 'update', collection: LISTING_SMS_ENQUIRIES, id, patch: { inc: { count: 1 } }, position }]
          : [{ op: 'upsert', collection: LISTING_SMS_ENQUIRIES, doc: { id, listingId, day, count: 1 }, position }];
      }
      default:
        return [];
    }
  },
};
