import { describeRequest, longDateIn, monthlyRentShown, paymentPlanLabels, type RequestExpiryReminded, type RequestMatched, type RequestMatchesFound } from '@fie/domain';
import { waitForProjections } from '@fie/platform';
import { currentUsdToGhs, LISTINGS, listingTitle, notificationLink, REQUEST_MATCHES, REQUESTS, type ListingView, type RequestMatchView, type RequestView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';
import type { Speech } from '@fie/domain';
import { foundMail, foundSms, matchDigestMail, matchMail, matchSms, reminderMail, reminderSms, type MatchedProperty } from '../../requests/mail';
import type { NoticeSource } from './source';

const grouped = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });
const requestsPath = '/owner-dashboard?tab=requests';

/** A listing as a match mail shows it, from the listings read model. */
async function matchedProperty(docs: DocumentStore, listingId: string, publicUrl: string): Promise<MatchedProperty | undefined> {
  const view = await docs.collection<ListingView>(LISTINGS).get(listingId);
  if (!view) return undefined;
  // A rent asked by the year, week or day also says its month: the request's budget is per month, as matching compared it.
  const month = monthlyRentShown(view, view.currency === 'USD' ? await currentUsdToGhs(docs) : 1);
  const price = `${view.currency === 'USD' ? 'US$' : 'GH₵'} ${grouped.format(view.price)}${view.payment_plan ? ` ${paymentPlanLabels[view.payment_plan]}` : ''}${month !== undefined ? ` (about GH₵ ${grouped.format(month)} a month)` : ''}`;
  return { title: listingTitle(view), price, where: [view.location_details.town, view.location_details.city].filter(Boolean).join(', '), link: `${publicUrl}/property/${view.id}` };
}

/**
 * A match, to a requester who is away: a mail with the property (at once, or in the morning digest), and a
 * text where they opted in. Each match is its own topic, so each is told once. The week before a request
 * expires, a reminder to renew it.
 */
export const requestNotices: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'RequestMatched' && recorded.type !== 'RequestMatchesFound' && recorded.type !== 'RequestExpiryReminded') return [];
  // What a request matched as it was posted is told once, by RequestMatchesFound.
  if (recorded.type === 'RequestMatched' && (recorded.data as RequestMatched['data']).announce === false) return [];
  // The listing and the request as the read models have them once they have caught up with this event.
  await waitForProjections(deps.documents, recorded.position, ['listings', 'requests'], 2000);
  const d = recorded.data as RequestMatched['data'] | RequestMatchesFound['data'] | RequestExpiryReminded['data'];
  const request = await deps.documents.collection<RequestView>(REQUESTS).get(d.requestId);
  if (!request) return [];
  const party = `user:${d.requesterId}`;
  const search = request.kind === 'search';
  const asked = describeRequest(request.criteria);
  const requestsTarget = notificationLink({ recipient: party, link: `?tab=requests&request=${d.requestId}` });
  const requestsLink = `${deps.publicUrl}${requestsTarget}`;
  if (recorded.type === 'RequestExpiryReminded') {
    const expiresAt = (d as RequestExpiryReminded['data']).expiresAt;
    return [{
      party,
      notice: {
        kind: 'requests',
        topic: `request-reminder-${d.requestId}-${expiresAt}`,
        target: requestsTarget,
        mail: (to, unsubscribe, speech) => reminderMail({ to, asked, search, expiresOn: longDateIn(expiresAt, speech), link: requestsLink, unsubscribe }, speech),
        sms: (speech, short) => reminderSms({ search, expiresOn: longDateIn(expiresAt, speech), link: short ?? requestsLink }, speech),
      },
    }];
  }
  if (recorded.type === 'RequestMatchesFound') {
    const found = d as RequestMatchesFound['data'];
    const properties = (await Promise.all(found.listingIds.map((id) => matchedProperty(deps.documents, id, deps.publicUrl)))).filter((p): p is MatchedProperty => Boolean(p));
    if (!properties.length) return [];
    return [{
      party,
      notice: {
        kind: 'requests',
        topic: `request-found-${found.requestId}-${found.foundAt}`,
        target: requestsTarget,
        mail: (to, unsubscribe, speech) => foundMail({ to, asked, search, count: found.count, more: found.more, properties, requestsLink, unsubscribe }, speech),
        sms: (speech, short) => foundSms({ search, count: found.count, link: short ?? requestsLink }, speech),
      },
    }];
  }
  const match = d as RequestMatched['data'];
  const property = await matchedProperty(deps.documents, match.listingId, deps.publicUrl);
  if (!property) return [];
  return [{
    party,
    notice: {
      kind: 'requests',
      topic: `request-match-${match.requestId}-${match.listingId}`,
      target: `/property/${match.listingId}`,
      mail: (to, unsubscribe, speech) => matchMail({ to, asked, search, property, requestsLink, unsubscribe }, speech),
      sms: (speech, short) => matchSms({ search, title: property.title, link: short ?? property.link }, speech),
    },
  }];
};

/**
 * The morning digest's part for requests: the listings the person's requests matched in the last day, for those
 * who chose one mail a day. Answers nothing when there were none.
 */
export async function requestDigest(userId: string, deps: { documents: DocumentStore; publicUrl: string; now: Date }) {
  const since = new Date(deps.now.getTime() - 86_400_000).toISOString();
  const fresh = await deps.documents.collection<RequestMatchView>(REQUEST_MATCHES).find({ requesterId: userId, matchedAt: { $gt: since } }, { sort: [['matchedAt', 'desc']], limit: 10 });
  const properties = (await Promise.all([...new Set(fresh.map((m) => m.listingId))].map((id) => matchedProperty(deps.documents, id, deps.publicUrl)))).filter((p): p is MatchedProperty => Boolean(p));
  if (!properties.length) return undefined;
  const requestsLink = `${deps.publicUrl}${requestsPath}`;
  return (to: string, unsubscribe: string, speech: Speech) => matchDigestMail({ to, properties, requestsLink, unsubscribe }, speech);
}
