import { describeRequest, ENGLISH, formatGhanaPhone, gsm7, isSmsRequester, languageOfPhone, listingLine, partyKey, sessionKeyOfRequester, type RequestExpiryReminded, type RequestMatched, type SmsListingAsked, type Speech } from '@fie/domain';
import { waitForProjections } from '@fie/platform';
import { accountLanguageOfPhone, LISTINGS, listingTitle, REQUESTS, SMS_SESSIONS, type ListingView, type RequestView, type SmsSessionView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';
import type { MailMessage, RecordedEvent } from '@fie/stores';
import type { NoticeSource } from '../notifications/notices/source';
import { textedListings } from './search';

/** The lister of a listing whose number is not shown hears of a seeker by SMS: their number, to call back. In their language. */
function passedOnMail(m: { to: string; title: string; phone: string; link: string }, { t }: Speech = ENGLISH): MailMessage {
  const text = `${t('mail.channels.passed-on', 'Someone asked about your listing "{title}" by SMS. Your number is not shown on it, so here is theirs: call or text them on {phone}.', { title: m.title, phone: m.phone })}\n\n${t('mail.channels.your-listing', 'Your listing: {link}', { link: m.link })}`;
  return { to: m.to, subject: t('mail.channels.passed-on.subject', 'A seeker asked about {title} by SMS', { title: m.title }), text, html: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n\n/g, '</p><p>')}</p>` };
}

/** The language of a number known by SMS (languageOfPhone): its account's choice, else its session's. */
async function phoneLanguage(documents: DocumentStore, session: SmsSessionView) {
  return languageOfPhone({ account: await accountLanguageOfPhone(documents, session.phone), session });
}

/** A seeker by SMS has no mail address: their notices carry `phone` and the notifier only texts them. */
const noMail = (): MailMessage => {
  throw new Error('A seeker by SMS has no mail address');
};

/**
 * The channel's part of the notifier (issue 23):
 * - an enquiry by SMS or USSD about a listing whose lister does not show their number: the lister gets the seeker's
 *   number (by mail, and by SMS where they chose texts about messages), as the seeker was promised;
 * - a new listing matching an SMS seeker's alert: a text to their number, unless they said STOP (the `phone`
 *   notice goes straight to the number, since the seeker has no account or preferences); the week before the alert
 *   ends (90 days), a reminder. These texts are not events of the session: each follows an event of the log (the
 *   RequestMatched or RequestExpiryReminded of a request owned by `sms-{key}`), which is what to count.
 */
export const channelNotices: NoticeSource = async (recorded, deps) => {
  if (recorded.type === 'SmsListingAsked') {
    const event = (await deps.vault.open(recorded)) as RecordedEvent<SmsListingAsked['data']> & { erased?: boolean };
    const d = event.data;
    if (event.erased || d.phoneShown || !d.phone) return [];
    const view = await deps.documents.collection<ListingView>(LISTINGS).get(d.listingId);
    if (!view) return [];
    const title = listingTitle(view);
    const phone = formatGhanaPhone(d.phone);
    const party = d.organizationId ? partyKey({ kind: 'organization', id: d.organizationId }) : partyKey({ kind: 'user', id: d.ownerId });
    const link = `${deps.publicUrl}/property/${view.id}`;
    return [{
      party,
      notice: {
        kind: 'messages', topic: `sms-enquiry-${d.sessionKey}-${d.listingId}`, always: true,
        mail: (to, _unsubscribe, speech) => passedOnMail({ to, title, phone, link }, speech),
        sms: ({ t }) => gsm7(t('sms.channels.passed-on', 'Fie: a seeker asked about {title} by SMS. Call them on {phone}.', { title, phone })).slice(0, 300),
      },
    }];
  }
  if (recorded.type === 'RequestExpiryReminded') {
    const reminded = recorded.data as RequestExpiryReminded['data'];
    if (!isSmsRequester(reminded.requesterId)) return [];
    const session = await deps.documents.collection<SmsSessionView>(SMS_SESSIONS).get(sessionKeyOfRequester(reminded.requesterId));
    if (!session?.phone || session.stopped) return [];
    const request = await deps.documents.collection<RequestView>(REQUESTS).get(reminded.requestId);
    return [{
      party: `sms:${session.id}`,
      notice: {
        kind: 'requests', topic: `request-reminder-${reminded.requestId}-${reminded.expiresAt}`, always: true, phone: session.phone, language: await phoneLanguage(deps.documents, session),
        mail: noMail,
        sms: ({ t }) => {
          const what = request ? describeRequest(request.criteria, { sms: true }) : t('sms.alert.your-search', 'your search');
          return gsm7(t('sms.alert.reminder', 'Fie: your alert ({what}) ends on {date}. To keep it, text the search again, then ALERT.', { what, date: reminded.expiresAt.slice(0, 10) })).slice(0, 306);
        },
      },
    }];
  }
  if (recorded.type !== 'RequestMatched') return [];
  const match = recorded.data as RequestMatched['data'];
  if (!isSmsRequester(match.requesterId) || !match.announce) return [];
  await waitForProjections(deps.documents, recorded.position, ['listings', 'sms-channel'], 2000);
  const key = sessionKeyOfRequester(match.requesterId);
  const [session, view] = await Promise.all([deps.documents.collection<SmsSessionView>(SMS_SESSIONS).get(key), deps.documents.collection<ListingView>(LISTINGS).get(match.listingId)]);
  if (!session?.phone || session.stopped || !view) return [];
  const [listing] = await textedListings(deps.documents, [view]);
  if (!listing) return [];
  const line = listingLine(listing);
  return [{
    party: `sms:${key}`,
    notice: {
      kind: 'requests', topic: `request-match-${match.requestId}-${match.listingId}`, always: true, phone: session.phone, language: await phoneLanguage(deps.documents, session),
      mail: noMail,
      sms: ({ t }) => gsm7(t('sms.alert.match', 'Fie alert: new {line}\nText {code} for details, STOP to end.', { line, code: line.slice(0, 4) })),
    },
  }];
};
