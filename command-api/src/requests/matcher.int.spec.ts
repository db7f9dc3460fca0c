import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore, START, type SubscribeOptions } from '@fie/stores';
import type { Criteria, ListingDraft } from '@fie/domain';
import { RequestMatcher, type MatcherOptions } from './matcher';
import { MATCHER_STATE, STATE_VERSION } from './matcher-state';

const logger = createLogger('silent');
const now = () => new Date('2026-11-23T10:00:00Z');
let dir: string;
let events: SqliteEventStore;
let documents: SqliteDocumentStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-matcher-'));
  events = new SqliteEventStore(join(dir, 'events.db'));
  documents = new SqliteDocumentStore(join(dir, 'documents.db'));
});
afterEach(async () => {
  await events.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const eastLegon = { id: 'greater_accra:east-legon', name: 'East Legon', kind: 'neighbourhood' as const, region: 'greater_accra', lat: 5.636, lon: -0.161, label: 'East Legon, Accra, Greater Accra' };
const criteria: Criteria = { category: 'residential', acquisition: 'rent', type: 'house', min_price: 4000, max_price: 5000, currency: 'GHS', bedrooms: 3, place: eastLegon, matchType: 'similar' };
const house = (price: number, currency: 'GHS' | 'USD' = 'GHS'): ListingDraft => ({
  category: 'residential', type: 'house', acquisition: 'rent', price, currency, payment_plan: 'MONTHLY', description: 'x', bedrooms: 3, bathrooms: 2, amenities: [], tags: [], images: [],
  utilities: {}, rules: { smoking: false, pets: false, parties: false, noise: false }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', region: 'greater_accra' },
});
const post = (requestId: string, requesterId = 'ama') =>
  events.append(`request-${requestId}`, [{ type: 'RequestPosted', data: { requestId, requesterId, kind: 'request', criteria, postedAt: now().toISOString(), expiresAt: '2027-02-21T10:00:00Z' } }]);
const list = (listingId: string, price: number, ownerId = 'kwame', currency: 'GHS' | 'USD' = 'GHS') =>
  events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId, organizationId: null, listing: house(price, currency), createdBy: ownerId, createdAt: now().toISOString() } }]);
const recorded = async (type: string) => (await events.readAll()).filter((e) => e.type === type);

async function settled(matcher: RequestMatcher) {
  // The matcher follows the log asynchronously: wait until it has read to the head.
  const head = await events.headPosition();
  for (let i = 0; i < 400 && matcher.readPosition < head; i++) await new Promise((r) => setTimeout(r, 10));
  await matcher.stop();
}

describe('the request matcher', () => {
  test('given an open request, when a matching house is listed, then one RequestMatched is appended, announced, naming who lists it', async () => {
    await post('r1');
    const matcher = new RequestMatcher({ events, documents, logger, now });
    await matcher.start();
    await list('l1', 4500);
    await list('l2', 9000);
    await list('l3', 4500, 'ama');
    await settled(matcher);
    const matched = await recorded('RequestMatched');
    // l2 is too dear; l3 is Ama's own listing.
    expect(matched.map((e) => e.data)).toEqual([{ requestId: 'r1', requesterId: 'ama', listingId: 'l1', kind: 'request', matchType: 'similar', lister: 'user:kwame', announce: true, matchedAt: now().toISOString() }]);
    expect(matched[0]!.streamId).toBe('request-match-r1-l1');
  });

  test('given listings already there, when a request is posted, then its matches are recorded quietly and told in one RequestMatchesFound', async () => {
    await list('l1', 4500);
    await list('l2', 4800);
    const matcher = new RequestMatcher({ events, documents, logger, now });
    await matcher.start();
    await post('r1');
    await settled(matcher);
    expect((await recorded('RequestMatched')).map((e) => [e.data as { listingId: string; announce: boolean }].map((d) => `${d.listingId}:${d.announce}`)[0])).toEqual(['l1:false', 'l2:false']);
    expect((await recorded('RequestMatchesFound')).map((e) => e.data)).toEqual([{ requestId: 'r1', requesterId: 'ama', kind: 'request', count: 2, more: false, listingIds: ['l1', 'l2'], foundAt: now().toISOString() }]);
  });

  test('of very many listings already there, the newest 200 are recorded, and the notice says there were more', async () => {
    for (let i = 0; i < 230; i++) {
      await events.append(`listing-l${i}`, [{ type: 'ListingCreated', data: { listingId: `l${i}`, ownerId: 'kwame', organizationId: null, listing: house(4500), createdBy: 'kwame', createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString() } }]);
    }
    const matcher = new RequestMatcher({ events, documents, logger, now });
    await matcher.start();
    await post('r1');
    await settled(matcher);
    const matched = (await recorded('RequestMatched')).map((e) => (e.data as { listingId: string }).listingId);
    expect(matched).toHaveLength(200);
    expect(matched).toContain('l229');
    expect(matched).not.toContain('l0');
    expect((await recorded('RequestMatchesFound'))[0]!.data).toMatchObject({ count: 200, more: true, listingIds: ['l229', 'l228', 'l227', 'l226', 'l225'] });
  });

  test('a matcher that starts again from an older checkpoint (a crash before it was saved) decides again and records nothing twice', async () => {
    await post('r1');
    const first = new RequestMatcher({ events, documents, logger, now });
    await first.start();
    await list('l1', 4500);
    await settled(first);
    expect(await recorded('RequestMatched')).toHaveLength(1);
    // Lost its checkpoint: it decides everything again from the start of the log.
    await documents.collection('_reactors').delete('request-matcher');
    const again = new RequestMatcher({ events, documents, logger, now });
    await again.start();
    await list('l2', 4600);
    await settled(again);
    expect((await recorded('RequestMatched')).map((e) => (e.data as { listingId: string }).listingId)).toEqual(['l1', 'l2']);
  });

  test('a paused request matches nothing until it is resumed, and then what it missed is found', async () => {
    await post('r1');
    await events.append('request-r1', [{ type: 'RequestPaused', data: { requestId: 'r1', requesterId: 'ama', pausedAt: now().toISOString() } }]);
    const matcher = new RequestMatcher({ events, documents, logger, now });
    await matcher.start();
    await list('l1', 4500);
    await new Promise((r) => setTimeout(r, 100));
    expect(await recorded('RequestMatched')).toHaveLength(0);
    await events.append('request-r1', [{ type: 'RequestResumed', data: { requestId: 'r1', requesterId: 'ama', resumedAt: now().toISOString() } }]);
    await settled(matcher);
    expect((await recorded('RequestMatched')).map((e) => (e.data as { listingId: string }).listingId)).toEqual(['l1']);
  });

  test('a listing hidden, archived as stale or whose lister is suspended matches no request; back in search (restored, confirmed, reinstated), it is matched', async () => {
    const at = now().toISOString();
    const lister = { ownerId: 'kwame', organizationId: null, title: 'House', listerName: 'Kwame' };
    await list('hidden', 4500);
    await list('stale', 4600);
    await list('suspended', 4700);
    await events.append('listing-hidden', [{ type: 'ListingModerated', data: { listingId: 'hidden', decision: 'hide', reason: 'Asked for a deposit', staffId: 's1', decidedAt: at, ...lister } }]);
    await events.append('listing-stale', [{ type: 'ListingArchivedAsStale', data: { listingId: 'stale', ...lister, archivedAt: at } }]);
    await events.append('user-standing-kwame', [{ type: 'UserSuspended', data: { userId: 'kwame', staffId: 's1', reason: 'Fake listings', suspendedAt: at } }]);
    const matcher = new RequestMatcher({ events, documents, logger, now });
    await matcher.start();
    await post('r1');
    const head = await events.headPosition();
    for (let i = 0; i < 400 && matcher.readPosition < head; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await recorded('RequestMatched')).toEqual([]);

    await events.append('user-standing-kwame', [{ type: 'UserReinstated', data: { userId: 'kwame', staffId: 's1', reason: 'Cleared', reinstatedAt: at } }]);
    await events.append('listing-stale', [{ type: 'ListingConfirmed', data: { listingId: 'stale', confirmedBy: 'kwame', via: 'link', confirmedAt: at } }]);
    await events.append('listing-hidden', [{ type: 'ListingModerated', data: { listingId: 'hidden', decision: 'restore', reason: 'Checked', staffId: 's1', decidedAt: at, ...lister } }]);
    await settled(matcher);
    // Reinstating Kwame brings back 'suspended' (the others were still out then); each is then told once.
    expect((await recorded('RequestMatched')).map((e) => (e.data as { listingId: string; announce: boolean }).listingId)).toEqual(['suspended', 'stale', 'hidden']);
  });
});

describe("the request matcher's saved state", () => {
  /** Saves its state after each event, where the defaults wait for 10,000 events and a minute. */
  const saveOften: MatcherOptions = { saveEvery: 1, saveIntervalMs: 0 };
  const at = now().toISOString();
  const standing = (type: 'UserSuspended' | 'UserReinstated', userId: string) =>
    events.append(`user-standing-${userId}`, [{ type, data: { userId, staffId: 's1', reason: 'x', ...(type === 'UserSuspended' ? { suspendedAt: at } : { reinstatedAt: at }) } }]);
  const savedAt = async () => ((await documents.collection(MATCHER_STATE).get('meta')) as { position: number } | null)?.position;
  const setCheckpoint = (position: number) => documents.collection('_reactors').upsert({ id: 'request-matcher', position });
  const decisions = async () =>
    (await events.readAll()).filter((e) => e.type === 'RequestMatched' || e.type === 'RequestMatchesFound').map((e) => JSON.stringify([e.type, e.data])).sort();

  /** A matcher whose reads of the log are watched: where it asked to start, each position it was handed, what it logged. */
  function watchedMatcher(options: MatcherOptions) {
    const seen = { after: [] as number[], positions: [] as number[], logged: [] as string[] };
    const watched = {
      append: events.append.bind(events),
      identity: events.identity.bind(events),
      subscribeToAll: (subscribe: SubscribeOptions) => {
        seen.after.push(subscribe.after);
        return events.subscribeToAll({ ...subscribe, onEvent: (event) => (seen.positions.push(event.position), subscribe.onEvent(event)) });
      },
    };
    const log = { ...logger, info: (message: string) => void seen.logged.push(message) };
    return { matcher: new RequestMatcher({ events: watched, documents, logger: log, now }, options), seen };
  }

  /**
   * A first matcher decides on a log (an open request, listings in cedis and in dollars, a suspended lister, a paused
   * request), then stops; more events come while none runs; a second one starts. Answers the decisions on the log
   * and how the second one read it.
   */
  async function restartedOn(options: MatcherOptions) {
    await post('r1');
    await list('l1', 4500);
    await events.append('exchange-rate', [{ type: 'ExchangeRateSet', data: { usdToGhs: 15, setBy: 's1', setAt: at } }]);
    await list('usd', 300, 'kwame', 'USD');
    await standing('UserSuspended', 'kofi');
    await list('kofi1', 4700, 'kofi');
    await post('r3', 'esi');
    await events.append('request-r3', [{ type: 'RequestPaused', data: { requestId: 'r3', requesterId: 'esi', pausedAt: at } }]);
    const first = new RequestMatcher({ events, documents, logger, now }, options);
    await first.start();
    await settled(first);
    const saved = (await savedAt()) ?? START;

    // While no matcher runs (a crash before its checkpoint): a listing, a request, a lister reinstated, a request resumed.
    await list('l5', 4600);
    await post('r2', 'yaw');
    await standing('UserReinstated', 'kofi');
    await events.append('request-r3', [{ type: 'RequestResumed', data: { requestId: 'r3', requesterId: 'esi', resumedAt: at } }]);
    const second = watchedMatcher(options);
    await second.matcher.start();
    await settled(second.matcher);
    return { decisions: await decisions(), saved, seen: second.seen };
  }

  test('given a saved state, a restarted matcher reads the log only after it, and decides as one that folded the whole log', async () => {
    const restarted = await restartedOn(saveOften);
    expect(restarted.saved).toBeGreaterThan(START);
    expect(restarted.seen.after).toEqual([restarted.saved]);
    expect(Math.min(...restarted.seen.positions)).toBeGreaterThan(restarted.saved);
    expect(restarted.seen.logged).toContainEqual(expect.stringMatching(new RegExp(`^request matcher: state loaded at position ${restarted.saved} \\(3 listings, 2 requests\\)$`)));
    // What came while it was down is decided: the new listing told to r1, r2's finds, Kofi's listing once he is back.
    expect(restarted.decisions).toContain(JSON.stringify(['RequestMatched', { requestId: 'r1', requesterId: 'ama', listingId: 'l5', kind: 'request', matchType: 'similar', lister: 'user:kwame', announce: true, matchedAt: at }]));
    expect(restarted.decisions).toContain(JSON.stringify(['RequestMatchesFound', { requestId: 'r2', requesterId: 'yaw', kind: 'request', count: 3, more: false, listingIds: ['l1', 'l5', 'usd'], foundAt: at }]));

    // The same log, each matcher folding it from the start (it never saves).
    await events.close();
    await documents.close();
    events = new SqliteEventStore(join(dir, 'folded-events.db'));
    documents = new SqliteDocumentStore(join(dir, 'folded-documents.db'));
    const folded = await restartedOn({ saveEvery: Infinity });
    expect(folded.seen.after).toEqual([START]);
    expect(restarted.decisions).toEqual(folded.decisions);
  });

  test('having folded the log from the start, the matcher saves its state once it reaches the head, not at the next event', async () => {
    await post('r1');
    await list('l1', 4500);
    await list('l2', 4600);
    const head = await events.headPosition();
    // A save due after every event, but not within a minute of the last one while behind the head.
    const matcher = new RequestMatcher({ events, documents, logger, now }, { saveEvery: 1, saveIntervalMs: 60_000 });
    await matcher.start();
    for (let i = 0; i < 400 && (await savedAt()) !== head; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await savedAt()).toBe(head);
    await matcher.stop();
  });

  test('given a state saved past its checkpoint (the checkpoint lost), the matcher folds the log, and what came after the checkpoint is decided', async () => {
    await post('r1');
    const requested = await events.headPosition();
    await list('l1', 4500);
    // A first matcher that had decided all of this folds it without deciding, and saves its state at the head.
    await setCheckpoint(await events.headPosition());
    const first = new RequestMatcher({ events, documents, logger, now }, saveOften);
    await first.start();
    await settled(first);
    expect(await savedAt()).toBe(await events.headPosition());
    expect(await recorded('RequestMatched')).toEqual([]);

    await setCheckpoint(requested);
    const { matcher, seen } = watchedMatcher(saveOften);
    await matcher.start();
    await settled(matcher);
    expect(seen.after).toEqual([START]);
    expect(seen.logged).toContainEqual(expect.stringContaining('is past the checkpoint'));
    expect((await recorded('RequestMatched')).map((e) => (e.data as { listingId: string }).listingId)).toEqual(['l1']);
  });

  test('given a state of another version, the matcher folds the log from the start, and decides as before', async () => {
    await post('r1');
    const first = new RequestMatcher({ events, documents, logger, now }, saveOften);
    await first.start();
    await list('l1', 4500);
    await settled(first);
    const meta = await documents.collection(MATCHER_STATE).get('meta');
    await documents.collection(MATCHER_STATE).upsert({ ...meta!, version: STATE_VERSION - 1 });

    await list('l2', 4600);
    const { matcher, seen } = watchedMatcher(saveOften);
    await matcher.start();
    await settled(matcher);
    expect(seen.after).toEqual([START]);
    expect(seen.logged).toContainEqual(`request matcher: folding the log from the start (no saved state to use: saved as version ${STATE_VERSION - 1}, this is version ${STATE_VERSION})`);
    expect((await recorded('RequestMatched')).map((e) => (e.data as { listingId: string }).listingId)).toEqual(['l1', 'l2']);
    // And it saves its own in its place.
    expect((await documents.collection(MATCHER_STATE).get('meta'))?.version).toBe(STATE_VERSION);
  });
});
