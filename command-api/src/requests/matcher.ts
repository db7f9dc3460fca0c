import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
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
  type MatchableListing,
  type RequestEvent,
  type RequestMatched,
  type RequestMatchesFound,
  type RequestState,
  type UserDeleted,
} from '@fie/domain';
import type { Logger } from '@fie/platform';
import { START, WrongExpectedRevisionError, pacer, type DocumentStore, type EventStore, type RecordedEvent, type Subscription } from '@fie/stores';
import { ListingIndex, RequestIndex, type HeldRequest } from './match-index';
import { BUCKETS, MatcherStateStore, bucketOf, pairBucket } from './matcher-state';
import { REACTORS, type ReactorCheckpoint as Checkpoint } from '../shared/reactor-checkpoints';

const MATCHER = 'request-matcher';

/**
 * A listing as the matcher follows it, published or not, so a listing published again is matched again. Only
 * what search shows is matched: not one hidden by staff or reports, archived as stale, or whose lister is
 * suspended; when it comes back (restored, confirmed still available, reinstated), it is matched again.
 * Saved with the state (matcher-state.ts): a change of meaning here bumps its STATE_VERSION.
 */
type Followed = { draft: MatchingDraft; lister: string; status: ListingStatus; deleted: boolean; listedAt: string; hidden: boolean; stale: boolean };
type StandingEvent = { type: 'UserSuspended' | 'UserReinstated'; data: { userId: string } } | { type: 'OrganizationSuspended' | 'OrganizationReinstated'; data: { orgId: string } };

export type MatcherDeps = {
  events: Pick<EventStore, 'append' | 'subscribeToAll' | 'identity'>;
  documents: DocumentStore;
  logger: Logger;
  now: () => Date;
};

/**
 * When the state is saved: after at least `saveEvery` events read since the last save, or a tenth of all the state
 * has folded if that is more (so a restart folds at most about a tenth again), and at least `saveIntervalMs` after it
 * (a save of a million listings rewrites most of some 500 MB). After a fold from the start of the log, the first
 * save goes as soon as the fold has reached the head. Until the matcher has first reached the head, a save waits ten
 * times as long: each is close to a whole one, and at a million listings, with the projections catching up beside
 * it on the same thread, saves made every minute took longer than the fold itself (7 to 9 minutes each, for the
 * state of the first 50,000 events).
 */
export type MatcherOptions = { saveEvery?: number; saveIntervalMs?: number };
const SAVE_EVERY_EVENTS = 10_000;
const SAVE_INTERVAL_MS = 60_000;
const BEHIND_INTERVALS = 10;

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
 * It keeps its own state in memory (open requests, published listings, the dollar rate), saved now and then with
 * its checkpoint (matcher-state.ts) and loaded at start, when it reads the log only after it (with no state to
 * load, it folds the whole log), and decides only for events after its checkpoint. A new or changed listing is
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
  private readonly options: Required<MatcherOptions>;
  private readonly stateStore: MatcherStateStore<Followed, RequestState>;
  /** The buckets of the state changed since it was last saved. */
  private readonly dirty = new Set<number>();
  /** How many events the state has folded since the start of the log, and how many since it was last saved. */
  private folded = 0;
  private unsaved = 0;
  private lastSaveAt = 0;
  /** Folded from the start of the log and not saved yet: saved as soon as the fold reaches the head. */
  private foldedFromStart = true;
  private caughtUp = false;
  private stopping = false;
  private starting?: Promise<void>;
  private saving?: Promise<void>;

  constructor(private readonly deps: MatcherDeps, options: MatcherOptions = {}) {
    this.checkpoints = deps.documents.collection<Checkpoint>(REACTORS);
    this.options = { saveEvery: options.saveEvery ?? SAVE_EVERY_EVENTS, saveIntervalMs: options.saveIntervalMs ?? SAVE_INTERVAL_MS };
    this.stateStore = new MatcherStateStore(deps.documents, () => deps.events.identity());
  }

  async start() {
    this.decideAfter = (await this.checkpoints.get(MATCHER))?.position ?? START;
    this.saved = this.decideAfter;
    // Loading the state takes seconds at a million listings: the process goes on starting, and answering, meanwhile
    // (as it did while the matcher folded the log).
    this.starting = this.restore()
      .then((after) => {
        if (!this.stopping) this.readLogAfter(after);
      })
      .catch((error) => this.deps.logger.error('request matcher stopped', { error: String(error) }));
  }

  /** Stops without saving the state: a restart folds what came after the last save (a tenth of it at most). */
  async stop() {
    // A load or a save under way gives up at its next bucket.
    this.stopping = true;
    await this.starting;
    await this.subscription?.stop();
    await this.saving;
  }

  /** Reads the log after this position, deciding for the events after the checkpoint. */
  private readLogAfter(after: number) {
    this.readPosition = after;
    this.lastSaveAt = performance.now();
    this.subscription = this.deps.events.subscribeToAll({
      after,
      // Small batches: folding the log at start runs on the thread that answers HTTP, which answers between
      // batches (a search waited some 550 ms behind batches of 5,000 at a million listings, about 50 ms now).
      batchSize: 500,
      onEvent: async (event) => {
        // A save begun at the head (onCaughtUp) ends before the state changes again.
        if (this.saving) await this.saving;
        let decided = 0;
        try {
          decided = await this.handle(event, event.position > this.decideAfter);
        } catch (error) {
          // A store that refused one append must not stop the matching of everything after it.
          this.deps.logger.error('could not record a match', { event: event.type, error: error instanceof Error ? error.message : String(error) });
        }
        this.readPosition = event.position;
        this.folded++;
        this.unsaved++;
        // Most events match nothing: their checkpoint is not worth a write each.
        if (event.position > this.decideAfter && (decided || event.position - this.saved > 1000)) await this.save(event.position);
        // Here, between two events, nothing changes the state while it is written.
        if (this.stateSaveDue()) await this.saveStateNow(event.position);
      },
      onCaughtUp: () => {
        this.caughtUp = true;
        // At the head after a fold from the start: saved now, not at the next event, which may come only when
        // someone acts (at a million listings the save then held their first requests).
        if (!this.saving && this.stateSaveDue()) void this.saveStateNow(this.readPosition);
      },
      onError: (error) => this.deps.logger.error('request matcher stopped', { error: String(error) }),
    });
  }

  private async save(position: number) {
    await this.checkpoints.upsert({ id: MATCHER, position });
    this.saved = position;
  }

  /**
   * Loads the saved state, and answers the position to read the log after: the state's, or START to fold the whole
   * log when there is none to use.
   */
  private async restore(): Promise<number> {
    const { logger } = this.deps;
    const loaded = await this.stateStore.load(() => this.stopping);
    if (this.stopping) return START;
    const fold = (why: string) => {
      logger.info(`request matcher: folding the log from the start (${why})`);
      return START;
    };
    if (!loaded.state) return fold(`no saved state to use: ${loaded.why}`);
    const { state } = loaded;
    // Saved past the checkpoint (the checkpoint was lost, or restored from an older copy): the events in between
    // must still be decided, and decisions are only taken for events read after the state.
    if (state.position > this.decideAfter) {
      this.stateStore.forget();
      return fold(`the saved state, at position ${state.position}, is past the checkpoint at ${this.decideAfter}`);
    }
    try {
      this.usdToGhs = state.usdToGhs;
      for (const lister of state.suspended) this.suspended.add(lister);
      // As the fold leaves them: each listing indexed at the last rate and standing, each open request held.
      const pace = pacer();
      for (const body of state.buckets) {
        for (const [listingId, followed] of body.listings) {
          this.followed.set(listingId, followed);
          this.index(listingId, followed);
        }
        for (const [requestId, request] of body.requests) {
          this.states.set(requestId, request);
          if (request.status === 'open') this.requests.put(this.held(request));
        }
        for (const pair of body.matched) this.matched.add(pair);
        await pace();
        if (this.stopping) return START;
      }
    } catch (error) {
      this.forgetAll();
      this.stateStore.forget();
      logger.warn('request matcher: could not restore its saved state', { error: error instanceof Error ? error.message : String(error) });
      return fold('the saved state could not be restored');
    }
    this.folded = state.events;
    this.foldedFromStart = false;
    logger.info(`request matcher: state loaded at position ${state.position} (${this.followed.size} listings, ${this.states.size} requests)`);
    return state.position;
  }

  private forgetAll() {
    this.followed.clear();
    this.states.clear();
    this.matched.clear();
    this.suspended.clear();
    this.usdToGhs = DEFAULT_USD_TO_GHS;
    this.listings.clear();
    this.requests.clear();
  }

  private stateSaveDue(): boolean {
    if (this.unsaved < Math.max(this.options.saveEvery, this.folded / 10)) return false;
    if (this.foldedFromStart && this.caughtUp) return true;
    return performance.now() - this.lastSaveAt >= this.options.saveIntervalMs * (this.caughtUp ? 1 : BEHIND_INTERVALS);
  }

  private saveStateNow(position: number): Promise<void> {
    const saving = this.saveState(position).finally(() => {
      if (this.saving === saving) this.saving = undefined;
    });
    this.saving = saving;
    return saving;
  }

  /** Saves the state at this position; a failure is told and matching goes on (a restart folds more of the log). */
  private async saveState(position: number): Promise<void> {
    const started = performance.now();
    this.unsaved = 0;
    this.foldedFromStart = false;
    try {
      // Never past the checkpoint: a restart decides only after the checkpoint, and reads only after the state.
      if (position > this.saved) await this.save(position);
      const changed = new Set(this.dirty);
      const state = { position, events: this.folded, usdToGhs: this.usdToGhs, suspended: this.suspended, listings: this.followed, requests: this.states, matched: this.matched };
      if (!(await this.stateStore.save(state, changed, () => this.stopping))) return;
      this.dirty.clear();
      this.deps.logger.info(`request matcher: state saved at position ${position} (${changed.size} of ${BUCKETS} buckets changed, ${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      this.deps.logger.warn('request matcher: could not save its state; matching goes on, and a restart folds more of the log', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      this.lastSaveAt = performance.now();
    }
  }

  /** Follows one event; when `decide`, appends the matches it causes. Answers whether it appended any. */
  async handle(recorded: RecordedEvent, decide: boolean): Promise<number> {
    const event = { type: recorded.type, data: recorded.data } as ListingEvent | RequestEvent | RequestMatched | ExchangeRateSet | UserDeleted | StandingEvent;
    switch (event.type) {
      case 'ListingCreated': {
        const d = event.data;
        this.follows(d.listingId, { draft: matchingDraftOf(d.listing), lister: d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`, status: 'published', deleted: false, listedAt: d.createdAt, hidden: false, stale: false });
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
        this.matches(`${event.data.requestId}|${event.data.listingId}`);
        return 0;
      case 'UserDeleted':
        this.requests.removeWhere((held) => held.requesterId === event.data.userId);
        for (const [id, state] of this.states) if (state.requesterId === event.data.userId) this.forgetRequest(id);
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
    this.follows(listingId, { ...current, ...change });
    return this.listingChanged(listingId, decide);
  }

  // The state changes only through these, so that a save knows which of its buckets changed.
  private follows(listingId: string, followed: Followed) {
    this.followed.set(listingId, followed);
    this.dirty.add(bucketOf(listingId));
  }

  private holds(state: RequestState) {
    this.states.set(state.requestId, state);
    this.dirty.add(bucketOf(state.requestId));
  }

  private forgetRequest(requestId: string) {
    this.states.delete(requestId);
    this.dirty.add(bucketOf(requestId));
  }

  private matches(pair: string) {
    this.matched.add(pair);
    this.dirty.add(pairBucket(pair));
  }

  private unmatches(pair: string) {
    this.matched.delete(pair);
    this.dirty.add(pairBucket(pair));
  }

  /** A listing on show is (re)indexed; any other leaves the index. Answers its facts when it is on show. */
  private index(listingId: string, followed = this.followed.get(listingId)!): MatchableListing | undefined {
    if (followed.deleted || followed.status !== 'published' || followed.hidden || followed.stale || this.suspended.has(followed.lister)) {
      this.listings.remove(listingId);
      return undefined;
    }
    const facts = matchableListingOf(listingId, followed.draft, followed.lister, this.usdToGhs, followed.listedAt);
    this.listings.put(facts);
    return facts;
  }

  /** A listing on show is (re)indexed and checked against the open requests. */
  private async listingChanged(listingId: string, decide: boolean): Promise<number> {
    const facts = this.index(listingId);
    if (!facts || !decide) return 0;
    let appended = 0;
    const at = this.deps.now().toISOString();
    for (const held of [...this.requests.matching(facts)]) appended += await this.record(held, facts.id, facts.lister, true, at);
    return appended;
  }

  private async requestChanged(event: RequestEvent, decide: boolean, position: number): Promise<number> {
    const before = this.states.get(event.data.requestId);
    const state = evolveRequest(before, event);
    if (!state) return 0;
    this.holds(state);
    if (state.status !== 'open') {
      this.requests.remove(state.requestId);
      return 0;
    }
    const held = this.held(state);
    this.requests.put(held);
    // Reminders and renewals of an open request change nothing it would match.
    const looksAgain = event.type === 'RequestPosted' || event.type === 'RequestEdited' || before?.status !== 'open';
    if (!decide || !looksAgain) return 0;
    // Told together: one notice for all the listings that already match, not one each; the newest first (then by
    // id, so that what is told does not hang on the order of the index, which a restored state builds otherwise).
    const found = [...this.listings.matching(held.wanted)].filter((facts) => this.isNew(held, facts.id, facts.lister));
    const told = found.sort(newestFirst).slice(0, FOUND_AT_ONCE);
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

  private held(state: RequestState): HeldRequest {
    return { requestId: state.requestId, requesterId: state.requesterId, kind: state.kind, wanted: wantedOf(state.criteria, this.usdToGhs) };
  }

  /** Dollar prices and ranges compare in cedis at the new rate from now on. */
  private rateChanged(usdToGhs: number) {
    this.usdToGhs = usdToGhs;
    for (const [listingId, followed] of this.followed) {
      if (followed.draft.currency === 'USD' && this.listings.get(listingId)) this.listings.put(matchableListingOf(listingId, followed.draft, followed.lister, usdToGhs, followed.listedAt));
    }
    for (const state of this.states.values()) if (state.status === 'open' && state.criteria.currency === 'USD') this.requests.put(this.held(state));
  }

  /** Not matched before, and not the requester's own listing. */
  private isNew(held: HeldRequest, listingId: string, lister: string) {
    return !this.matched.has(`${held.requestId}|${listingId}`) && lister !== `user:${held.requesterId}`;
  }

  /** Appends the match unless it is known, or the requester lists the property themselves. */
  private async record(held: HeldRequest, listingId: string, lister: string, announce = true, at = this.deps.now().toISOString()): Promise<number> {
    if (!this.isNew(held, listingId, lister)) return 0;
    const pair = `${held.requestId}|${listingId}`;
    this.matches(pair);
    const state = this.states.get(held.requestId)!;
    const event: RequestMatched = {
      type: 'RequestMatched',
      data: { requestId: held.requestId, requesterId: held.requesterId, listingId, kind: held.kind, matchType: state.criteria.matchType, lister, announce, matchedAt: at },
    };
    try {
      return await this.appendOnce(requestMatchStream(held.requestId, listingId), event, `request-match|${held.requestId}|${listingId}`);
    } catch (error) {
      this.unmatches(pair);
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

/** Times are ISO strings, compared as they are (faster than localeCompare, and the same order). */
const newestFirst = (a: MatchableListing, b: MatchableListing) => compare(b.listedAt ?? '', a.listedAt ?? '') || compare(a.id, b.id);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
