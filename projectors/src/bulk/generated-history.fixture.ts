import { validateListing, type ListingDraft } from '@fie/domain';
import { mulberry32 } from '@fie/platform';
import { LISTINGS_INDEX } from '@fie/read-models';
import type { DocumentStore, NewEvent, SearchIndex } from '@fie/stores';
import { allProjections } from '../all-projections';

/**
 * Generated histories of the whole marketplace for the rebuild's tests (bulk-rebuild.int.spec.ts,
 * bulk-threads.int.spec.ts): people, organizations, listings (created, edited, moved, reported, moderated,
 * deleted), conversations, blocks, saves, notifications, verifications, the dollar rate and contact messages;
 * and what the tests compare after them (`models`).
 */
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
export async function models(docs: DocumentStore, search: SearchIndex, listingIds: string[]) {
  const out: Record<string, unknown> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  out.search = await Promise.all(listingIds.map((id) => search.get(LISTINGS_INDEX, id)));
  return out;
}
