import { createHash } from 'node:crypto';
import {
  DEFAULT_USD_TO_GHS,
  FOUND_AT_ONCE,
  evolveRequest,
  matchableListingOf,
  matchingDraftOf,
  requestEventTypes,
  requestFoundStream,
  requestMatchStream,
  wantedOf,
  type ExchangeRateSet,
  type MatchingDraft,
  type ListingEvent,
  type ListingStatus,
  type RequestEvent,
  type RequestMatched,
  type RequestMatchesFound,
  type RequestState,
  type UserDeleted,
} from '@fie/domain';
import type { Logger } from '@fie/platform';
import { START, WrongExpectedRevisionError, type DocumentStore, type EventStore, type RecordedEvent, type Subscription } from '@fie/stores';
import { ListingIndex, RequestIndex, type HeldRequest } from './match-index';
import { REACTORS, type ReactorCheckpoint as Checkpoint } from '../shared/reactor-checkpoints';

const MATCHER = 'request-matcher';

/**
 * A listing as the matcher follows it, published or not, so a listing published again is matched again. Only
 * what search shows is matched: not one hidden by staff or reports, archived as stale, or whose lister is
 * suspended; when it comes back (restored, confirmed still available, reinstated), it is matched again.
 */
type Followed = { draft: MatchingDraft; lister: string; status: ListingStatus; deleted: boolean; listedAt: string; hidden: boolean; stale: boolean };
type StandingEvent = { type: 'UserSuspended' | 'UserReinstated'; data: { userId: string } } | { type: 'OrganizationSuspended' | 'OrganizationReinstated'; data: { orgId: string } };

export type MatcherDeps = {
  events: Pick<EventStore, 'append' | 'subscribeToAll'>;
  documents: DocumentStore;
  logger: Logger;
  now: () => Date;
};

/** One event id per decision, the same on every attempt: a retried append is recognised as the same event. */
export function eventIdOf(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Decides matches between requests and listings, and records each as a RequestMatched event.
 *
 * Why an event and a reactor, not a projection: a match must reach three places (the matches read model,
 * the requester's in-app notification, the mail and SMS of the notifier), and a projection may write only
 * the collections it owns and must never cause effects. So the match is decided once, here, and appended
 * to the log; the requests projection records it (keyed by request and listing), the notifications
 * projection's notice maker turns it into the in-app alert, and the notifier's notice source mails or texts
 * it, each following the log at its own pace. The pair's stream is appended only if it does not exist yet,
 * with an event id derived from the pair, so whatever restarts or runs twice, a match is recorded and alerted
 * once.
 *
 * It keeps its own state in memory (open requests, published listings, the dollar rate), rebuilt from the
 * event log at each start, and decides only for events after its checkpoint. A new or changed listing is
 * checked against the open requests, and each match is told on its own; a new, changed, resumed or renewed
 * request is checked against the listings, and what it finds is told together (one RequestMatchesFound, not a
 * notice for each of perhaps hundreds of listings the person is about to see on their request anyway).
 * Indexes by category, acquisition, region and price band keep each decision to a few milliseconds with
 * tens of thousands of either (bench/matching.mjs).
 */
export class RequestMatcher {
  readonly listings = new ListingIndex();
  readonly requests = new RequestIndex();
  private readonly followed = new Map<string, Followed>();
  private readonly states = new Map<string, RequestState>();
  private readonly matched = new Set<string>();
  /** Listers (party keys) whose listings have left search for a suspension. */
  private readonly suspended = new Set<string>();
  private usdToGhs = DEFAULT_USD_TO_GHS;
  private subscription?: Subscription;
  /** Decisions are taken for events after this position; earlier ones only rebuild the state. */
  private decideAfter = START;
  private saved = START;
  /** How far the matcher has read the log (its checkpoint is saved less often). */
  readPosition = START;
  private readonly checkpoints;

  constructor(private readonly deps: MatcherDeps) {
    this.checkpoints = deps.documents.collection<Checkpoint>(REACTORS);
  }

  async start() {
    this.decideAfter = (await this.checkpoints.get(MATCHER))?.position ?? START;
    this.saved = this.decideAfter;
    this.subscription = this.deps.events.subscribeToAll({
      after: START,
      // Small batches: folding the log at start runs on the thread that answers HTTP, which answers between
      // batches (a search waited some 550 ms behind batches of 5,000 at a million listings, about 50 ms now).
      batchSize: 500,
      onEvent: async (event) => {
        let decided = 0;
        try {
          decided = await this.handle(event, event.position > this.decideAfter);
        } catch (error) {
          // A store that refused one append must not stop the matching of everything after it.
          this.deps.logger.error('could not record a match', { event: event.type, error: error instanceof Error ? error.message : String(error) });
        }
        this.readPosition = event.position;
        if (event.position <= this.decideAfter) return;
        // Most events match nothing: their checkpoint is not worth a write each.
        if (decided || event.position - this.saved > 1000) await this.save(event.position);
      },
      onError: (error) => this.deps.logger.error('request matcher stopped', { error: String(error) }),
    });
  }

  async stop() {
    await this.subscription?.stop();
  }

  private async save(position: number) {
    await this.checkpoints.upsert({ id: MATCHER, position });
    this.saved = position;
  }

  /** Follows one event; when `decide`, appends the matches it causes. Answers whether it appended any. */
  async handle(recorded: RecordedEvent, decide: boolean): Promise<number> {
    const event = { type: recorded.type, data: recorded.data } as ListingEvent | RequestEvent | RequestMatched | ExchangeRateSet | UserDeleted | StandingEvent;
    switch (event.type) {
      case 'ListingCreated': {
        const d = event.data;
        this.followed.set(d.listingId, { draft: matchingDraftOf(d.listing), lister: d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`, status: 'published', deleted: false, listedAt: d.createdAt, hidden: false, stale: false });
        return this.listingChanged(d.listingId, decide);
      }
      case 'ListingUpdated':
        return this.follow(event.data.listingId, { draft: matchingDraftOf(event.data.listing) }, decide);
      // A status change is also its lister's word that it is current (as for search).
      case 'ListingStatusChanged':
        return this.follow(event.data.listingId, { status: event.data.status, stale: false }, decide);
      case 'ListingArchivedAsStale':
        return this.follow(event.data.listingId, { stale: true }, false);
      case 'ListingConfirmed':
        return this.follow(event.data.listingId, { stale: false }, decide);
      case 'ListingHiddenByReports':
        return this.follow(event.data.listingId, { hidden: true }, false);
      case 'ListingModerated': {
        const { decision } = event.data;
        if (decision === 'remove') return this.follow(event.data.listingId, { deleted: true }, false);
        if (decision === 'hide') return this.follow(event.data.listingId, { hidden: true }, false);
        return this.follow(event.data.listingId, { hidden: false }, decide);
      }
      case 'UserSuspended':
      case 'OrganizationSuspended':
      case 'UserReinstated':
      case 'OrganizationReinstated':
        return this.standingChanged(event, decide);
      case 'ListingDeleted':
        return this.follow(event.data.listingId, { deleted: true }, false);
      case 'ExchangeRateSet':
        this.rateChanged(event.data.usdToGhs);
        return 0;
      case 'RequestMatched':
        this.matched.add(`${event.data.requestId}|${event.data.listingId}`);
        return 0;
      case 'UserDeleted':
        this.requests.removeWhere((held) => held.requesterId === event.data.userId);
        for (const [id, state] of this.states) if (state.requesterId === event.data.userId) this.states.delete(id);
        return 0;
      default:
        if (!requestEventTypes.includes(event.type)) return 0;
        return this.requestChanged(event as RequestEvent, decide, recorded.position);
    }
  }

  /** A suspended lister's listings leave the index; reinstated, they come back and are matched again. */
  private async standingChanged(event: StandingEvent, decide: boolean): Promise<number> {
    const lister = 'orgId' in event.data ? `organization:${event.data.orgId}` : `user:${event.data.userId}`;
    if (event.type.endsWith('Suspended')) this.suspended.add(lister);
    else this.suspended.delete(lister);
    let appended = 0;
    for (const [listingId, followed] of this.followed) if (followed.lister === lister) appended += await this.listingChanged(listingId, decide);
    return appended;
  }

  private follow(listingId: string, change: Partial<Followed>, decide: boolean) {
    const current = this.followed.get(listingId);
    if (!current) return 0;
    this.followed.set(listingId, { ...current, ...change });
    return this.listingChanged(listingId, decide);
  }

  /** A listing on show is (re)indexed and checked against the open requests; any other leaves the index. */
  private async listingChanged(listingId: string, decide: boolean): Promise<number> {
    const followed = this.followed.get(listingId)!;
    if (followed.deleted || followed.status !== 'published' || followed.hidden || followed.stale || this.suspended.has(followed.lister)) {
      this.listings.remove(listingId);
      return 0;
    }
    const facts = matchableListingOf(listingId, followed.draft, followed.lister, this.usdToGhs, followed.listedAt);
    this.listings.put(facts);
    if (!decide) return 0;
    let appended = 0;
    const at = this.deps.now().toISOString();
    for (const held of [...this.requests.matching(facts)]) appended += await this.record(held, facts.id, facts.lister, true, at);
    return appended;
  }

  private async requestChanged(event: RequestEvent, decide: boolean, position: number): Promise<number> {
    const before = this.states.get(event.data.requestId);
    const state = evolveRequest(before, event);
    if (!state) return 0;
    this.states.set(state.requestId, state);
    if (state.status !== 'open') {
      this.requests.remove(state.requestId);
      return 0;
    }
    const held: HeldRequest = { requestId: state.requestId, requesterId: state.requesterId, kind: state.kind, wanted: wantedOf(state.criteria, this.usdToGhs) };
    this.requests.put(held);
    // Reminders and renewals of an open request change nothing it would match.
    const looksAgain = event.type === 'RequestPosted' || event.type === 'RequestEdited' || before?.status !== 'open';
    if (!decide || !looksAgain) return 0;
    // Told together: one notice for all the listings that already match, not one each; the newest first.
    const found = [...this.listings.matching(held.wanted)].filter((facts) => this.isNew(held, facts.id, facts.lister));
    const told = found.length > FOUND_AT_ONCE ? found.sort((a, b) => (b.listedAt ?? '').localeCompare(a.listedAt ?? '')).slice(0, FOUND_AT_ONCE) : found;
    const at = this.deps.now().toISOString();
    let appended = 0;
    for (const facts of told) appended += await this.record(held, facts.id, facts.lister, false, at);
    if (told.length === 0) return appended;
    const summary: RequestMatchesFound = {
      type: 'RequestMatchesFound',
      data: { requestId: held.requestId, requesterId: held.requesterId, kind: held.kind, count: told.length, more: found.length > told.length, listingIds: told.slice(0, 5).map((f) => f.id), foundAt: at },
    };
    return appended + (await this.appendOnce(requestFoundStream(held.requestId, position), summary, `request-found|${held.requestId}|${position}`));
  }

  /** Dollar prices and ranges compare in cedis at the new rate from now on. */
  private rateChanged(usdToGhs: number) {
    this.usdToGhs = usdToGhs;
    for (const [listingId, followed] of this.followed) {
      if (followed.draft.currency === 'USD' && this.listings.get(listingId)) this.listings.put(matchableListingOf(listingId, followed.draft, followed.lister, usdToGhs, followed.listedAt));
    }
    for (const state of this.states.values()) {
      if (state.status === 'open' && state.criteria.currency === 'USD') {
        this.requests.put({ requestId: state.requestId, requesterId: state.requesterId, kind: state.kind, wanted: wantedOf(state.criteria, usdToGhs) });
      }
    }
  }

  /** Not matched before, and not the requester's own listing. */
  private isNew(held: HeldRequest, listingId: string, lister: string) {
    return !this.matched.has(`${held.requestId}|${listingId}`) && lister !== `user:${held.requesterId}`;
  }

  /** Appends the match unless it is known, or the requester lists the property themselves. */
  private async record(held: HeldRequest, listingId: string, lister: string, announce = true, at = this.deps.now().toISOString()): Promise<number> {
    if (!this.isNew(held, listingId, lister)) return 0;
    const pair = `${held.requestId}|${listingId}`;
    this.matched.add(pair);
    const state = this.states.get(held.requestId)!;
    const event: RequestMatched = {
      type: 'RequestMatched',
      data: { requestId: held.requestId, requesterId: held.requesterId, listingId, kind: held.kind, matchType: state.criteria.matchType, lister, announce, matchedAt: at },
    };
    try {
      return await this.appendOnce(requestMatchStream(held.requestId, listingId), event, `request-match|${held.requestId}|${listingId}`);
    } catch (error) {
      this.matched.delete(pair);
      throw error;
    }
  }

  /** Appends to a stream of its own only if it does not exist yet: a decision taken again records nothing more. */
  private async appendOnce(stream: string, event: RequestMatched | RequestMatchesFound, key: string): Promise<number> {
    try {
      await this.deps.events.append(stream, [{ id: eventIdOf(key), ...event }], { expectedRevision: 'no_stream' });
      return 1;
    } catch (error) {
      // Recorded before (a restart decides again from its checkpoint): nothing more to do.
      if (error instanceof WrongExpectedRevisionError) return 0;
      throw error;
    }
  }
}
