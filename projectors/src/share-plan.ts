import type { LeaseDoc } from './lease';

export const MEMBER = 'member:';
export const PROJECTION = 'projection:';
/**
 * The one lease of the versions before ProjectionShares: its holder projects every projection (and, in the
 * all-in-one process, runs the reactors). A newer process meeting it alive during a rolling upgrade leaves all
 * the work to it until it stops, rather than project beside it.
 */
export const LEGACY_LEASE = 'projectors';

/** What a round knows: the projections and their costs, what this process held before it, every lease as read. */
export type RoundInput = {
  projections: { name: string; cost: number }[];
  held: ReadonlySet<string>;
  leases: ReadonlyMap<string, LeaseDoc>;
  owner: string;
  memberId: string;
  now: number;
  ttlMs: number;
  /** lease.ts's holderIsGone: a holder on this machine whose process has ended. */
  isGone: (owner: string) => boolean;
};

/**
 * What a round does, by projection name: `lost` were taken by another since the last round (stop them at once),
 * `keep` are renewed, `giveUp` are handed back, `take` are tried for; `forgotten` are members' lease ids to
 * delete; `members` counts the live processes sharing the work, and `olderVersion` names the holder of the
 * legacy lease when one is alive.
 */
export type RoundPlan = { lost: string[]; keep: string[]; giveUp: string[]; take: string[]; forgotten: string[]; members: number; olderVersion?: string };

/**
 * One round of ProjectionShares (shares.ts), decided without touching the store. The target is the whole work
 * over the live members; above it, the costliest projections held are given up while the load stays at or above
 * it; below it, free projections are taken, costliest first, until it is reached. Giving up only at or above the
 * target and taking only below it is what makes the shares settle.
 */
export function planRound(input: RoundInput): RoundPlan {
  const { projections, held, leases, owner, memberId, now, ttlMs, isGone } = input;
  const alive = (doc: LeaseDoc | undefined) => !!doc && Date.parse(doc.expiresAt) > now && !isGone(doc.owner);
  const leaseOf = (name: string) => leases.get(`${PROJECTION}${name}`);
  const costliestFirst = (names: string[]) => projections.filter((p) => names.includes(p.name)).sort((a, b) => b.cost - a.cost);
  const holding = projections.filter((p) => held.has(p.name)).map((p) => p.name);

  const lost = holding.filter((name) => leaseOf(name)?.owner !== owner);
  const members = new Set([...leases.values()].filter((d) => d.id.startsWith(MEMBER) && alive(d)).map((d) => d.id));
  members.add(memberId);
  const forgotten = [...leases.values()].filter((d) => d.id.startsWith(MEMBER) && Date.parse(d.expiresAt) < now - ttlMs).map((d) => d.id);
  const legacy = leases.get(LEGACY_LEASE);
  const olderVersion = alive(legacy) && legacy!.owner !== owner ? legacy!.owner : undefined;

  const total = projections.reduce((sum, p) => sum + p.cost, 0);
  const target = olderVersion ? 0 : total / members.size;
  let load = costliestFirst(holding.filter((n) => !lost.includes(n))).reduce((sum, p) => sum + p.cost, 0);
  const giveUp: string[] = [];
  for (const p of costliestFirst(holding.filter((n) => !lost.includes(n)))) {
    // An older version projects everything: hand it all back (the target is 0, and nothing is kept).
    if (!olderVersion && load - p.cost < target) continue;
    giveUp.push(p.name);
    load -= p.cost;
  }
  const take: string[] = [];
  for (const p of costliestFirst(projections.map((q) => q.name))) {
    if (load >= target) break;
    if (held.has(p.name) || alive(leaseOf(p.name))) continue;
    take.push(p.name);
    load += p.cost;
  }
  const keep = holding.filter((n) => !lost.includes(n) && !giveUp.includes(n));
  return { lost, keep, giveUp, take, forgotten, members: members.size, ...(olderVersion ? { olderVersion } : {}) };
}
