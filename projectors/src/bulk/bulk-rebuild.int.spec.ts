import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { validateListing, type ListingDraft } from '@fie/domain';
import { createLogger, mulberry32, PersonalDataVault } from '@fie/platform';
import { LISTINGS_INDEX } from '@fie/read-models';
import { SqliteDocumentStore, SqliteEventStore, SqliteSearchIndex, type NewEvent } from '@fie/stores';
import { allProjections } from '../all-projections';
import { replay } from '../replay';
import { ProjectionRunner } from '../runtime';
import type { RebuildProgress } from './bulk-rebuild';

/**
 * A rebuild from position 0 is a bulk load (issue 34): folded in memory, each document written once. It must
 * leave exactly what live projection leaves, event after event in batches: checked over generated histories
 * of people, organizations, listings (created, edited, moved, reported, moderated, deleted), conversations,
 * blocks, saves, notifications, verifications, the dollar rate and contact messages, many seeds, with the fold
 * freezing every document it holds (a projection that changed what it read would fail), documents left
 * untouched for a batch or three held as JSON text, and some runs with a memory bound so small that the fold
 * flushes again and again.
 */
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-bulk-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const TOWNS: [string, string, string, number, number][] = [
  ['East Legon', 'Accra', 'greater_accra', -0.1617, 5.6353],
  ['Osu', 'Accra', 'greater_accra', -0.1825, 5.556],
  ['Adum', 'Kumasi', 'ashanti', -1.6244, 6.6885],
  ['Tamale', 'Tamale', 'northern', -0.8393, 9.4008],
];

function draft(random: () => number, title: string): ListingDraft {
  const [town, city, region, lon, lat] = TOWNS[Math.floor(random() * TOWNS.length)]!;
  const result = validateListing(
    {
      type: 'house', acquisition: random() < 0.7 ? 'rent' : 'buy', payment_plan: 'MONTHLY', price: 500 + Math.floor(random() * 20) * 250, currency: random() < 0.2 ? 'USD' : 'GHS', title,
      description: 'Three-bedroom house with a boys quarters', bedrooms: 1 + Math.floor(random() * 4), bathrooms: 1, images: ['i1', 'i2', 'i3'], utilities: { water: 'gwcl', electricity: 'ecg' },
      location: { type: 'Point', coordinates: [lon + (random() - 0.5) * 0.02, lat + (random() - 0.5) * 0.02] }, location_details: { town, city, region },
    },
    'residential',
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** A history that only ever refers to what exists: `size` steps drawn with `seed`. */
export function history(seed: number, size: number): [string, NewEvent[]][] {
  const random = mulberry32(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 7), 8, i % 60)).toISOString();
  const out: [string, NewEvent[]][] = [];
  const users: string[] = [];
  const listings: { id: string; owner: string; org: string | null }[] = [];
  const orgs: string[] = [];
  const messages: { conversationId: string; messageId: string; from: string; to: string }[] = [];
  const user = (id: string) => ({ kind: 'user' as const, id });
  for (let i = 0; i < size; i++) {
    const r = random();
    const when = at(i);
    if (users.length < 3 || r < 0.12) {
      const userId = `u${users.length}`;
      users.push(userId);
      out.push([`user-${userId}`, [
        { type: 'UserSignedUp', data: { userId, firstName: pick(['Ama', 'Kofi', 'Efua']), lastName: 'Mensah', email: `${userId}@example.com`, phone: pick(['+233244000001', '+233244000002', `+2332440${i}`]), userType: 'owner', passwordHash: 'h', signedUpAt: when } },
        { type: 'UserConfirmed', data: { userId, confirmedAt: when } },
      ]]);
    } else if (r < 0.16) {
      const userId = pick(users);
      out.push([`user-${userId}`, [{ type: 'UserProfileUpdated', data: { userId, firstName: 'Yaw', lastName: 'Boateng', phone: pick(['+233244000001', '+233244000003']), updatedAt: when } }]]);
    } else if (r < 0.18) {
      const userId = pick(users);
      const type = random() < 0.5 ? 'UserSuspended' : 'UserReinstated';
      out.push([`user-${userId}`, [{ type, data: { userId, staffId: 's1', reason: 'test', [type === 'UserSuspended' ? 'suspendedAt' : 'reinstatedAt']: when } }]]);
    } else if (r < 0.2) {
      const orgId = `o${orgs.length}`;
      orgs.push(orgId);
      const member = pick(users);
      out.push([`organization-${orgId}`, [
        { type: 'OrganizationRegistered', data: { orgId, name: `Homes ${orgId}`, email: `${orgId}@example.com`, phone: '+233302212345', address: 'Osu, Accra', urlName: `homes-${orgId}`, documents: [], registeredAt: when, completionKeyHash: 'k', keyExpiresAt: when } },
        { type: 'OrganizationRegistrationCompleted', data: { orgId, passwordHash: 'h', completedAt: when } },
        { type: 'MemberJoined', data: { orgId, userId: member, permissions: ['manage_listings'], organizationName: `Homes ${orgId}`, urlName: `homes-${orgId}`, joinedAt: when } },
      ]]);
    } else if (listings.length < 2 || r < 0.36) {
      const listingId = `l${listings.length}`;
      const owner = pick(users);
      const org = orgs.length && random() < 0.3 ? pick(orgs) : null;
      listings.push({ id: listingId, owner, org });
      out.push([`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId: owner, organizationId: org, listing: draft(random, `House ${listingId}`), createdBy: owner, createdAt: when } }]]);
    } else if (r < 0.44) {
      const l = pick(listings);
      out.push([`listing-${l.id}`, [{ type: 'ListingUpdated', data: { listingId: l.id, listing: draft(random, `House ${l.id} again`), updatedBy: l.owner, updatedAt: when } }]]);
    } else if (r < 0.48) {
      const l = pick(listings);
      out.push([`listing-${l.id}`, [{ type: 'ListingStatusChanged', data: { listingId: l.id, status: pick(['hidden', 'published', 'let', 'sold']), changedBy: l.owner, changedAt: when } }]]);
    } else if (r < 0.5) {
      const l = pick(listings);
      const facts = { ownerId: l.owner, organizationId: l.org, title: `House ${l.id}` };
      out.push([`listing-${l.id}`, [
        random() < 0.5
          ? { type: 'ListingReported', data: { listingId: l.id, reportId: `r${i}`, reporterId: pick(users), reason: 'scam', reportedAt: when, ...facts } }
          : { type: 'ListingModerated', data: { listingId: l.id, decision: pick(['hide', 'approve', 'restore', 'remove']), reason: 'test', staffId: 's1', decidedAt: when, ...facts } },
      ]]);
    } else if (r < 0.52) {
      const l = pick(listings);
      out.push([`listing-${l.id}`, [{ type: 'ListingDeleted', data: { listingId: l.id, deletedBy: l.owner, deletedAt: when } }]]);
    } else if (r < 0.7 || messages.length < 2) {
      const [from, to] = [pick(users), pick(users)];
      if (from === to) continue;
      const conversationId = [`u${from}`, `u${to}`].sort().join('_');
      const messageId = `m${i}`;
      messages.push({ conversationId, messageId, from, to });
      out.push([`conversation-${conversationId}`, [{ type: 'MessageSent', data: { conversationId, messageId, from: user(from), to: user(to), authorId: from, propertyId: listings.length ? pick(listings).id : undefined, text: 'Is it still available?', first: false, sentAt: when } }]]);
    } else if (r < 0.78) {
      const m = pick(messages);
      const reader = random() < 0.5 ? m.to : m.from;
      out.push([`conversation-${m.conversationId}`, [{ type: 'MessagesRead', data: { conversationId: m.conversationId, reader: user(reader), readBy: reader, upTo: m.messageId, count: 1, readAt: when } }]]);
    } else if (r < 0.8) {
      const [a, b] = [pick(users), pick(users)];
      if (a === b) continue;
      out.push([`block-${a}`, [random() < 0.6 ? { type: 'PartyBlocked', data: { blocker: user(a), blocked: user(b), blockedBy: a, blockedAt: when } } : { type: 'PartyUnblocked', data: { blocker: user(a), blocked: user(b), unblockedBy: a, unblockedAt: when } }]]);
    } else if (r < 0.88) {
      const userId = pick(users);
      const l = pick(listings);
      out.push([`saves-${userId}`, [random() < 0.7 ? { type: 'PropertySaved', data: { userId, listingId: l.id, savedAt: when } } : { type: 'PropertyUnsaved', data: { userId, listingId: l.id, unsavedAt: when } }]]);
    } else if (r < 0.91) {
      const userId = pick(users);
      out.push([`notifications-${userId}`, [{ type: 'NotificationsRead', data: { recipient: user(userId), readBy: userId, ids: 'all', readAt: when } }]]);
    } else if (r < 0.93) {
      const userId = pick(users);
      out.push([`verification-${userId}`, [{ type: 'VerificationApproved', data: { userId, kind: 'identity', staffId: 's1', reason: 'ok', expiresAt: '2027-06-01T00:00:00.000Z', decidedAt: when } }]]);
    } else if (r < 0.95) {
      out.push(['settings-exchange-rate', [{ type: 'ExchangeRateSet', data: { usdToGhs: 14 + Math.floor(random() * 4), setBy: 's1', setAt: when } }]]);
    } else {
      out.push([`contact-c${i}`, [{ type: 'ContactMessageReceived', data: { messageId: `c${i}`, name: 'Kofi', email: 'k@example.com', subject: '', message: 'Hello there, team', receivedAt: when } }]]);
    }
  }
  return out;
}

/** Every read model the projections own, sorted by id, and the listings' search documents. */
async function models(docs: SqliteDocumentStore, search: SqliteSearchIndex, listingIds: string[]) {
  const out: Record<string, unknown> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  out.search = await Promise.all(listingIds.map((id) => search.get(LISTINGS_INDEX, id)));
  return out;
}

test('a bulk rebuild leaves every read model and search document exactly as live projection does, over many generated histories', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 30, max: 110 }), fc.integer({ min: 1, max: 40 }), fc.boolean(), fc.integer({ min: 1, max: 3 }), async (seed, size, batchSize, tiny, coolEvery) => {
      const at = join(dir, `run-${run++}`);
      const events = new SqliteEventStore(`${at}-events.db`);
      const live = new SqliteDocumentStore(`${at}-live.db`);
      const liveSearch = new SqliteSearchIndex(`${at}-live-search.db`);
      const rebuilt = new SqliteDocumentStore(`${at}-rebuilt.db`);
      const rebuiltSearch = new SqliteSearchIndex(`${at}-rebuilt-search.db`);
      try {
        for (const [stream, list] of history(seed, size)) await events.append(stream, list);
        const head = await events.headPosition();
        // Live: batch after batch, each projection's writes through PendingWrites and the store.
        const runner = new ProjectionRunner(events, live, allProjections, logger, new PersonalDataVault(live), liveSearch, { batchSize });
        await runner.runUntil(head);
        expect(runner.status().filter((s) => s.error)).toEqual([]);
        // Rebuilt: one bulk load, its fold frozen; sometimes with a bound small enough to flush every few events.
        let flushes = 0;
        let heldMost = 0;
        const onProgress = (p: RebuildProgress) => {
          flushes = Math.max(flushes, ...p.projections.map((s) => s.flushes));
          heldMost = Math.max(heldMost, ...p.projections.map((s) => s.held ?? 0));
        };
        // Documents untouched for `coolEvery` batches are held as JSON text: read back, found and loaded from it.
        // Cooling from the first batch (coolFrom 0), or, as a rebuild does by default, once the fold nears its bound
        // (then what is read and written is noted only from that batch on).
        const coolFrom = tiny && coolEvery === 3 ? 0.5 : 0;
        const bound = tiny ? { documents: 40, bytes: 2 ** 30, coolEvery, coolFrom } : { documents: 1e9, bytes: 2 ** 40, coolEvery, coolFrom };
        await replay(events, rebuilt, allProjections, logger, live, rebuiltSearch, { rebuild: { freeze: true, batchSize: 16, bound, onProgress } });
        if (tiny && head > 60) expect(flushes).toBeGreaterThan(0);
        // The memory bound holds: after every step the fold holds no more than it allows.
        if (tiny) expect(heldMost).toBeLessThanOrEqual(40);
        const listingIds = Array.from({ length: size }, (_, i) => `l${i}`);
        expect(await models(rebuilt, rebuiltSearch, listingIds)).toEqual(await models(live, liveSearch, listingIds));
      } finally {
        await Promise.all([events.close(), live.close(), liveSearch.close(), rebuilt.close(), rebuiltSearch.close()]);
      }
    }),
    // The first history it found live projection wrong on (two queries of one handler folding one document at once).
    { numRuns: 8, examples: [[1, 47, 4, false, 1], [3, 107, 1, true, 1]] },
  );
}, 300_000);
