import { fits, monthlyPrice, periodsPerMonth, type MatchableListing, type PaymentPlan, type RequestKind, type Wanted } from '@fie/domain';

/**
 * The matcher's in-memory indexes, so a decision never scans documents: open requests by category and
 * acquisition, then by price band; published listings by category, acquisition, region and payment plan,
 * then by price band. A band is a step of 25 % in price (about 115 bands from GH₵ 1 to GH₵ 100 billion), so a
 * price range reads a handful of bands and the exact rules (`fits`) run only on what they hold.
 */
const RATIO = 1.25;
const LOG_RATIO = Math.log(RATIO);
export const bandOf = (price: number) => (price < 1 ? 0 : Math.floor(Math.log(price) / LOG_RATIO) + 1);
/** A request whose price range spans more bands than this is simply checked against every listing of its kind. */
const WIDE_BANDS = 24;

/** Ids filed under bands; an id may sit in several (a request's range covers a few). */
class Bands {
  private readonly bands = new Map<number, Set<string>>();
  private low = Infinity;
  private high = -Infinity;

  add(id: string, from: number, to = from) {
    for (let b = from; b <= to; b++) {
      let ids = this.bands.get(b);
      if (!ids) this.bands.set(b, (ids = new Set()));
      ids.add(id);
    }
    this.low = Math.min(this.low, from);
    this.high = Math.max(this.high, to);
  }

  delete(id: string, from: number, to = from) {
    for (let b = from; b <= to; b++) {
      const ids = this.bands.get(b);
      if (ids?.delete(id) && ids.size === 0) this.bands.delete(b);
    }
  }

  at(band: number): ReadonlySet<string> {
    return this.bands.get(band) ?? EMPTY;
  }

  *between(from: number, to: number): Generator<string> {
    const last = Math.min(this.high, to);
    for (let b = Math.max(this.low, from); b <= last; b++) {
      const ids = this.bands.get(b);
      if (ids) yield* ids;
    }
  }
}
const EMPTY: ReadonlySet<string> = new Set();

type ListingBucket = { category: string; acquisition: string; region: string; plan: PaymentPlan | ''; bands: Bands };

export class ListingIndex {
  private readonly facts = new Map<string, { facts: MatchableListing; bucket: ListingBucket }>();
  private readonly buckets = new Map<string, ListingBucket>();

  get size() {
    return this.facts.size;
  }

  get(id: string): MatchableListing | undefined {
    return this.facts.get(id)?.facts;
  }

  put(facts: MatchableListing) {
    this.remove(facts.id);
    const plan = facts.payment_plan ?? '';
    const key = `${facts.category}|${facts.acquisition}|${facts.region}|${plan}`;
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { category: facts.category, acquisition: facts.acquisition, region: facts.region, plan, bands: new Bands() }));
    bucket.bands.add(facts.id, bandOf(facts.priceGhs));
    this.facts.set(facts.id, { facts, bucket });
  }

  remove(id: string) {
    const held = this.facts.get(id);
    if (!held) return;
    held.bucket.bands.delete(id, bandOf(held.facts.priceGhs));
    this.facts.delete(id);
  }

  /** The listings that give what is wanted. */
  *matching(w: Wanted): Generator<MatchableListing> {
    for (const bucket of this.buckets.values()) {
      if ((w.category && bucket.category !== w.category) || (w.acquisition && bucket.acquisition !== w.acquisition) || (w.region && bucket.region !== w.region)) continue;
      // A range per month reads each plan's bucket at that plan's price: GH₵ 4,500 a month is GH₵ 54,000 a year.
      const perPeriod = w.price?.perMonth && bucket.plan ? periodsPerMonth[bucket.plan] : 1;
      // One band more on each side: the exact rules decide at the edges.
      const from = w.price ? bandOf(w.price.min / perPeriod) - 1 : -Infinity;
      const to = w.price && w.price.max !== Infinity ? bandOf(w.price.max / perPeriod) + 1 : Infinity;
      for (const id of bucket.bands.between(from, to)) {
        const facts = this.facts.get(id)?.facts;
        if (facts && fits(w, facts)) yield facts;
      }
    }
  }
}

/** An open request as the matcher holds it. */
export type HeldRequest = { requestId: string; requesterId: string; kind: RequestKind; wanted: Wanted };
type RequestBucket = { perMonth: Bands; listed: Bands; wide: Set<string> };
type Filed = { held: HeldRequest; key: string; where: 'wide' | { perMonth: boolean; from: number; to: number } };

export class RequestIndex {
  private readonly filed = new Map<string, Filed>();
  private readonly buckets = new Map<string, RequestBucket>();

  get size() {
    return this.filed.size;
  }

  has(requestId: string) {
    return this.filed.has(requestId);
  }

  put(held: HeldRequest) {
    this.remove(held.requestId);
    const { wanted: w } = held;
    const key = `${w.category ?? '*'}|${w.acquisition ?? '*'}`;
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { perMonth: new Bands(), listed: new Bands(), wide: new Set() }));
    let where: Filed['where'] = 'wide';
    if (w.price && w.price.max !== Infinity) {
      const from = bandOf(w.price.min) - 1;
      const to = bandOf(w.price.max) + 1;
      if (to - from <= WIDE_BANDS) where = { perMonth: w.price.perMonth, from, to };
    }
    if (where === 'wide') bucket.wide.add(held.requestId);
    else (where.perMonth ? bucket.perMonth : bucket.listed).add(held.requestId, where.from, where.to);
    this.filed.set(held.requestId, { held, key, where });
  }

  remove(requestId: string) {
    const filed = this.filed.get(requestId);
    if (!filed) return;
    const bucket = this.buckets.get(filed.key)!;
    if (filed.where === 'wide') bucket.wide.delete(requestId);
    else (filed.where.perMonth ? bucket.perMonth : bucket.listed).delete(requestId, filed.where.from, filed.where.to);
    this.filed.delete(requestId);
  }

  removeWhere(test: (held: HeldRequest) => boolean) {
    for (const { held } of [...this.filed.values()]) if (test(held)) this.remove(held.requestId);
  }

  /** The open requests this listing gives what they want. */
  *matching(facts: MatchableListing): Generator<HeldRequest> {
    const perMonth = bandOf(monthlyPrice(facts.priceGhs, facts.payment_plan));
    const listed = bandOf(facts.priceGhs);
    for (const key of [`${facts.category}|${facts.acquisition}`, `${facts.category}|*`, `*|${facts.acquisition}`, '*|*']) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      for (const ids of [bucket.wide, bucket.perMonth.at(perMonth), bucket.listed.at(listed)]) {
        for (const id of ids) {
          const held = this.filed.get(id)?.held;
          if (held && fits(held.wanted, facts)) yield held;
        }
      }
    }
  }
}
