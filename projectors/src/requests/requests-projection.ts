import type { RequestEvent, RequestMatched, RequestStatus, UserDeleted } from '@fie/domain';
import { LISTING_SEEKERS, REQUEST_MATCHES, requestMatchId, REQUESTS, type ListingSeekersView, type RequestMatchView, type RequestView } from '@fie/read-models';
import type { DocumentStore, WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/**
 * Requests and saved searches, the matches found for them, and per listing how many people want a place
 * like it. A match is decided by the matcher (command-api/src/requests/matcher.ts), which appends
 * RequestMatched once per request and listing; this projection records it once, keyed by the pair, and
 * keeps each listing's count of distinct seekers whose request is still open.
 */
export const requestsProjection: Projection = {
  name: 'requests',
  version: 1,
  handles: ['RequestPosted', 'RequestEdited', 'RequestPaused', 'RequestResumed', 'RequestClosed', 'RequestExpired', 'RequestRenewed', 'RequestExpiryReminded', 'RequestMatched', 'UserDeleted'],
  collections: [REQUESTS, REQUEST_MATCHES, LISTING_SEEKERS],
  indexes: [
    { collection: REQUESTS, fields: ['requesterId', 'postedAt'] },
    { collection: REQUESTS, fields: ['status', 'kind', 'region'] },
    { collection: REQUESTS, fields: ['status', 'expiresAt'] },
    { collection: REQUEST_MATCHES, fields: ['requestId', 'matchedAt'] },
    { collection: REQUEST_MATCHES, fields: ['listingId', 'open'] },
    { collection: REQUEST_MATCHES, fields: ['lister', 'open'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as RequestEvent | RequestMatched | UserDeleted;
    const position = recorded.position;
    const requests = docs.collection<RequestView>(REQUESTS);
    const update = (id: string, set: Partial<RequestView>): WriteOp => ({ op: 'update', collection: REQUESTS, id, patch: { set }, position });

    switch (event.type) {
      case 'RequestPosted': {
        // Posted by someone whose account is gone since: nothing of it is kept.
        if (recorded.erased) return [];
        const d = event.data;
        const doc: RequestView = {
          id: d.requestId, requesterId: d.requesterId, kind: d.kind, status: 'open', criteria: d.criteria, ...(d.additional_info ? { additional_info: d.additional_info } : {}),
          category: d.criteria.category ?? null, region: d.criteria.place?.region ?? null, postedAt: d.postedAt, updatedAt: d.postedAt, expiresAt: d.expiresAt, matches: 0,
        };
        return [{ op: 'upsert', collection: REQUESTS, doc, position }];
      }
      case 'RequestEdited': {
        const d = event.data;
        if (recorded.erased || !(await requests.get(d.requestId))) return [];
        return [{
          op: 'update', collection: REQUESTS, id: d.requestId, position,
          patch: { set: { criteria: d.criteria, category: d.criteria.category ?? null, region: d.criteria.place?.region ?? null, updatedAt: d.editedAt, ...(d.additional_info ? { additional_info: d.additional_info } : {}) }, ...(d.additional_info ? {} : { unset: ['additional_info'] }) },
        }];
      }
      case 'RequestPaused':
        return statusChanged(docs, event.data.requestId, 'paused', event.data.pausedAt, position);
      case 'RequestResumed':
        return statusChanged(docs, event.data.requestId, 'open', event.data.resumedAt, position);
      case 'RequestClosed':
        return statusChanged(docs, event.data.requestId, 'closed', event.data.closedAt, position);
      case 'RequestExpired':
        return statusChanged(docs, event.data.requestId, 'expired', event.data.expiredAt, position);
      case 'RequestRenewed': {
        const current = await requests.get(event.data.requestId);
        if (!current) return [];
        const status = current.status === 'expired' ? 'open' : current.status;
        return statusChanged(docs, current.id, status, event.data.renewedAt, position, { expiresAt: event.data.expiresAt });
      }
      case 'RequestExpiryReminded':
        return (await requests.get(event.data.requestId)) ? [update(event.data.requestId, { remindedFor: event.data.expiresAt })] : [];
      case 'RequestMatched': {
        const d = event.data;
        const request = await requests.get(d.requestId);
        const id = requestMatchId(d.requestId, d.listingId);
        if (!request || (await docs.collection<RequestMatchView>(REQUEST_MATCHES).get(id))) return [];
        const match: RequestMatchView = { id, requestId: d.requestId, listingId: d.listingId, requesterId: d.requesterId, kind: d.kind, matchType: d.matchType, lister: d.lister, matchedAt: d.matchedAt, open: request.status === 'open' };
        return [
          { op: 'upsert', collection: REQUEST_MATCHES, doc: match, position },
          update(d.requestId, { matches: request.matches + 1 }),
          await recount(docs, d.listingId, position, { add: match }),
        ];
      }
      case 'UserDeleted':
        return forgetRequester(docs, event.data.userId, position);
      default:
        return [];
    }
  },
};

/** A request's status, and whether its matches count as seekers. */
async function statusChanged(docs: DocumentStore, requestId: string, status: RequestStatus, at: string, position: number, also: Partial<RequestView> = {}): Promise<WriteOp[]> {
  const current = await docs.collection<RequestView>(REQUESTS).get(requestId);
  if (!current) return [];
  // One write per document per event: a second one at the same position would be taken for a replay.
  const ops: WriteOp[] = [{ op: 'update', collection: REQUESTS, id: requestId, patch: { set: { status, updatedAt: at, ...also } }, position }];
  const open = status === 'open';
  if ((current.status === 'open') === open) return ops;
  const matches = await docs.collection<RequestMatchView>(REQUEST_MATCHES).find({ requestId });
  for (const match of matches) {
    ops.push({ op: 'update', collection: REQUEST_MATCHES, id: match.id, patch: { set: { open } }, position });
    ops.push(await recount(docs, match.listingId, position, { change: { ...match, open } }));
  }
  return ops;
}

/**
 * A listing's seekers: distinct people with an open request matching it. `add` or `change` is a match doc
 * this event writes, which the stored matches do not show yet.
 */
async function recount(docs: DocumentStore, listingId: string, position: number, pending: { add?: RequestMatchView; change?: RequestMatchView; drop?: string[] }): Promise<WriteOp> {
  const stored = await docs.collection<RequestMatchView>(REQUEST_MATCHES).find({ listingId });
  const byId = new Map(stored.map((m) => [m.id, m]));
  for (const m of [pending.add, pending.change]) if (m) byId.set(m.id, m);
  for (const id of pending.drop ?? []) byId.delete(id);
  const seekers = new Set([...byId.values()].filter((m) => m.open).map((m) => m.requesterId)).size;
  const doc: ListingSeekersView = { id: listingId, seekers };
  return { op: 'upsert', collection: LISTING_SEEKERS, doc, position };
}

/** A closed account's requests and matches go, and the listings they matched count one seeker fewer. */
async function forgetRequester(docs: DocumentStore, userId: string, position: number): Promise<WriteOp[]> {
  const theirs = await docs.collection<RequestView>(REQUESTS).find({ requesterId: userId });
  const ops: WriteOp[] = theirs.map((r) => ({ op: 'delete', collection: REQUESTS, id: r.id }));
  const matches = await docs.collection<RequestMatchView>(REQUEST_MATCHES).find({ requesterId: userId });
  const gone = matches.map((m) => m.id);
  ops.push(...gone.map((id): WriteOp => ({ op: 'delete', collection: REQUEST_MATCHES, id })));
  for (const listingId of new Set(matches.map((m) => m.listingId))) ops.push(await recount(docs, listingId, position, { drop: gone }));
  return ops;
}
