import type { LeaseDoc } from './lease';
import { LEGACY_LEASE, planRound, type RoundInput } from './share-plan';

/** A round of ProjectionShares decided from the leases as read: given leases, when a round, then its plan. */
const NOW = Date.parse('2026-11-27T12:00:00Z');
const TTL = 15_000;
const ME = 'host/100-me';
const projections = [
  { name: 'conversations', cost: 20 },
  { name: 'moderation', cost: 20 },
  { name: 'listings', cost: 15 },
  { name: 'event-log', cost: 12 },
  { name: 'users', cost: 3 },
  { name: 'saves', cost: 4 },
  { name: 'notes', cost: 1 },
];
const lease = (id: string, owner: string, expiresIn = TTL): LeaseDoc => ({ id, owner, token: 1, expiresAt: new Date(NOW + expiresIn).toISOString(), renewedAt: new Date(NOW).toISOString() });
const member = (name: string, expiresIn = TTL) => lease(`member:${name}`, `host/${name}`, expiresIn);
const held = (name: string, owner: string, expiresIn = TTL) => lease(`projection:${name}`, owner, expiresIn);

function round(leases: LeaseDoc[], mine: string[] = [], gone: string[] = []): ReturnType<typeof planRound> {
  const input: RoundInput = {
    projections,
    held: new Set(mine),
    // What this process holds, as the store has it, unless the leases given say otherwise.
    leases: new Map([...mine.map((n) => held(n, ME)), ...leases].map((d) => [d.id, d])),
    owner: ME,
    memberId: 'member:me',
    now: NOW,
    ttlMs: TTL,
    isGone: (owner) => gone.includes(owner),
  };
  return planRound(input);
}
const all = [...projections].sort((a, b) => b.cost - a.cost).map((p) => p.name);

describe('a round of the projection shares', () => {
  test('given no other member, when a process makes its first round, then it takes every projection, costliest first', () => {
    const plan = round([]);
    expect(plan).toMatchObject({ take: all, giveUp: [], lost: [], keep: [], members: 1 });
  });

  test('given a second member and every projection held here, when a round, then the costliest are given up while the load stays at or above half', () => {
    // 75 of work; the target is 37.5. Conversations (20) goes, leaving 55; moderation would leave 35, so it
    // stays; listings (15) goes, leaving 40; event-log, saves and users would each leave too little; notes (1)
    // goes, leaving 39: no projection held could go without falling below the target.
    const plan = round([member('other')], all);
    expect(plan.members).toBe(2);
    expect(plan.giveUp).toEqual(['conversations', 'listings', 'notes']);
    expect(plan.keep.sort()).toEqual(['event-log', 'moderation', 'saves', 'users']);
    expect(plan.take).toEqual([]);
  });

  test('given another member holding the costliest, when a process below its share makes a round, then it takes free ones only, costliest first, until it reaches its share', () => {
    const plan = round([member('other'), held('conversations', 'host/other'), held('moderation', 'host/other')]);
    // Free: listings 15, event-log 12, saves 4, users 3, notes 1 (35 of a 37.5 target): all of them.
    expect(plan.take).toEqual(['listings', 'event-log', 'saves', 'users', 'notes']);
  });

  test('given a projection held here whose lease another process now holds, when a round, then it is lost, not renewed and not taken again', () => {
    const plan = round([held('listings', 'host/thief')], ['listings', 'users']);
    expect(plan.lost).toEqual(['listings']);
    expect(plan.keep).toEqual(['users']);
    expect(plan.take).not.toContain('listings');
  });

  test('given leases that expired or whose holder is gone from this machine, when a round, then those projections are free to take', () => {
    const plan = round([held('conversations', 'host/late', -1), held('moderation', 'host/killed')], [], ['host/killed']);
    expect(plan.take).toEqual(all);
  });

  test('given members gone for more than a lease time, when a round, then they are forgotten and not counted', () => {
    const plan = round([member('old', -2 * TTL), member('late', -1)]);
    expect(plan.forgotten).toEqual(['member:old']);
    expect(plan.members).toBe(1);
  });

  test('given an older version holding the one projectors lease, when a round, then everything held is given up and nothing taken until it stops', () => {
    const older = lease(LEGACY_LEASE, 'host/200-old');
    expect(round([older], ['listings', 'users'])).toMatchObject({ giveUp: ['listings', 'users'], keep: [], take: [], olderVersion: 'host/200-old' });
    expect(round([older])).toMatchObject({ take: [], olderVersion: 'host/200-old' });
    // Once it has stopped (its lease expired, or its process gone), the work is taken up again.
    expect(round([lease(LEGACY_LEASE, 'host/200-old', -1)]).take).toEqual(all);
    expect(round([older], [], ['host/200-old']).take).toEqual(all);
  });
});
