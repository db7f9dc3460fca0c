import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore } from '@fie/stores';
import type { Criteria, ListingDraft } from '@fie/domain';
import { RequestMatcher } from './matcher';

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
const house = (price: number): ListingDraft => ({
  category: 'residential', type: 'house', acquisition: 'rent', price, currency: 'GHS', payment_plan: 'MONTHLY', description: 'x', bedrooms: 3, bathrooms: 2, amenities: [], tags: [], images: [],
  utilities: {}, rules: { smoking: false, pets: false, parties: false, noise: false }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', region: 'greater_accra' },
});
const post = (requestId: string, requesterId = 'ama') =>
  events.append(`request-${requestId}`, [{ type: 'RequestPosted', data: { requestId, requesterId, kind: 'request', criteria, postedAt: now().toISOString(), expiresAt: '2027-02-21T10:00:00Z' } }]);
const list = (listingId: string, price: number, ownerId = 'kwame') =>
  events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId, organizationId: null, listing: house(price), createdBy: ownerId, createdAt: now().toISOString() } }]);
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
