import { distanceKm, fits, type MatchableListing, type RequestKind, type Wanted } from '@fie/domain';

/**
 * The matcher's in-memory indexes, so a decision never scans documents: open requests by category and
 * acquisition, then by price band; published listings by category, acquisition, region and a map cell of
 * 0.1° (about 11 km), then by price band. Prices are comparable prices (a rent's month, a short stay's
 * night: listings/price.ts), as `fits` compares them. A band is a step of 25 % in price (about 115 bands from
 * GH₵ 1 to GH₵ 100 billion), so a price range reads a handful of bands, a place reads the few cells around it,
 * and the exact rules (`fits`) run only on what they hold.
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

const CELL = 0.1;
type Cell = { south: number; west: number; north: number; east: number };
type ListingBucket = { category: string; acquisition: string; region: string; cell: Cell; bands: Bands };

/** How far a point is from a cell (0 inside it): a cell farther than a request reaches holds nothing for it. */
const kmToCell = (p: { lat: number; lon: number }, c: Cell) => distanceKm(p, { lat: Math.min(c.north, Math.max(c.south, p.lat)), lon: Math.min(c.east, Math.max(c.west, p.lon)) });
const outside = (c: Cell, b: Cell) => c.south > b.north || c.north < b.south || c.west > b.east || c.east < b.west;

export class ListingIndex {
  private readonly facts = new Map<string, { facts: MatchableListing; bucket: ListingBucket }>();
  private readonly buckets = new Map<string, ListingBucket>();
  /** The buckets of each category and acquisition, so a request reads only its kind's. */
  private readonly byKind = new Map<string, ListingBucket[]>();

  get size() {
    return this.facts.size;
  }

  get(id: string): MatchableListing | undefined {
    return this.facts.get(id)?.facts;
  }

  put(facts: MatchableListing) {
    this.remove(facts.id);
    const row = Math.floor(facts.lat / CELL);
    const column = Math.floor(facts.lon / CELL);
    const key = `${facts.category}|${facts.acquisition}|${facts.region}|${row}|${column}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      const cell = { south: row * CELL, north: (row + 1) * CELL, west: column * CELL, east: (column + 1) * CELL };
      this.buckets.set(key, (bucket = { category: facts.category, acquisition: facts.acquisition, region: facts.region, cell, bands: new Bands() }));
      const kind = `${facts.category}|${facts.acquisition}`;
      this.byKind.set(kind, [...(this.byKind.get(kind) ?? []), bucket]);
    }
    bucket.bands.add(facts.id, bandOf(facts.comparablePriceGhs));
    this.facts.set(facts.id, { facts, bucket });
  }

  clear() {
    this.facts.clear();
    this.buckets.clear();
    this.byKind.clear();
  }

  remove(id: string) {
    const held = this.facts.get(id);
    if (!held) return;
    held.bucket.bands.delete(id, bandOf(held.facts.comparablePriceGhs));
    this.facts.delete(id);
  }

  /** The listings that give what is wanted. */
  *matching(w: Wanted): Generator<MatchableListing> {
    const buckets = w.category && w.acquisition ? (this.byKind.get(`${w.category}|${w.acquisition}`) ?? []) : this.buckets.values();
    for (const bucket of buckets) {
      if ((w.category && bucket.category !== w.category) || (w.acquisition && bucket.acquisition !== w.acquisition) || (w.region && bucket.region !== w.region)) continue;
      if ((w.near && kmToCell(w.near, bucket.cell) > w.near.km) || (w.bounds && outside(bucket.cell, w.bounds))) continue;
      // One band more on each side: the exact rules decide at the edges.
      const from = w.price ? bandOf(w.price.min) - 1 : -Infinity;
      const to = w.price && w.price.max !== Infinity ? bandOf(w.price.max) + 1 : Infinity;
      for (const id of bucket.bands.between(from, to)) {
        const facts = this.facts.get(id)?.facts;
        if (facts && fits(w, facts)) yield facts;
      }
    }
  }
}

/** An open request as the matcher holds it. */
export type HeldRequest = { requestId: string; requesterId: string; kind: RequestKind; wanted: Wanted };
type RequestBucket = { bands: Bands; wide: Set<string> };
type Filed = { held: HeldRequest; keys: string[]; where: 'wide' | { from: number; to: number } };

/** Requests are filed by the map cells (0.25°, about 28 km) their place reaches; a listing reads its own cell. */
const REQUEST_CELL = 0.25;
/** A map area wider than this many cells (a whole region's view) is filed as 'anywhere' instead. */
const MAX_CELLS = 64;
const cellOf = (lat: number, lon: number) => `c${Math.floor(lat / REQUEST_CELL)}|${Math.floor(lon / REQUEST_CELL)}`;
const KM_PER_DEGREE = 111;

/** Where a request can match: anywhere ('*'), in one region, or in the cells its place or map area reaches. */
function placesOf(w: Wanted): string[] {
  const box = w.near
    ? { south: w.near.lat - w.near.km / KM_PER_DEGREE, north: w.near.lat + w.near.km / KM_PER_DEGREE, west: w.near.lon - w.near.km / (KM_PER_DEGREE * Math.cos((w.near.lat * Math.PI) / 180)), east: w.near.lon + w.near.km / (KM_PER_DEGREE * Math.cos((w.near.lat * Math.PI) / 180)) }
    : w.bounds;
  if (box) {
    const rows = [Math.floor(box.south / REQUEST_CELL), Math.floor(box.north / REQUEST_CELL)] as const;
    const columns = [Math.floor(box.west / REQUEST_CELL), Math.floor(box.east / REQUEST_CELL)] as const;
    if ((rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1) <= MAX_CELLS) {
      const cells: string[] = [];
      for (let r = rows[0]; r <= rows[1]; r++) for (let c = columns[0]; c <= columns[1]; c++) cells.push(`c${r}|${c}`);
      return cells;
    }
  }
  return [w.region ? `r${w.region}` : '*'];
}

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
    let where: Filed['where'] = 'wide';
    if (w.price && w.price.max !== Infinity) {
      const from = bandOf(w.price.min) - 1;
      const to = bandOf(w.price.max) + 1;
      if (to - from <= WIDE_BANDS) where = { from, to };
    }
    const keys = placesOf(w).map((place) => `${w.category ?? '*'}|${w.acquisition ?? '*'}|${place}`);
    for (const key of keys) {
      let bucket = this.buckets.get(key);
      if (!bucket) this.buckets.set(key, (bucket = { bands: new Bands(), wide: new Set() }));
      if (where === 'wide') bucket.wide.add(held.requestId);
      else bucket.bands.add(held.requestId, where.from, where.to);
    }
    this.filed.set(held.requestId, { held, keys, where });
  }

  remove(requestId: string) {
    const filed = this.filed.get(requestId);
    if (!filed) return;
    for (const key of filed.keys) {
      const bucket = this.buckets.get(key)!;
      if (filed.where === 'wide') bucket.wide.delete(requestId);
      else bucket.bands.delete(requestId, filed.where.from, filed.where.to);
    }
    this.filed.delete(requestId);
  }

  clear() {
    this.filed.clear();
    this.buckets.clear();
  }

  removeWhere(test: (held: HeldRequest) => boolean) {
    for (const { held } of [...this.filed.values()]) if (test(held)) this.remove(held.requestId);
  }

  /** The open requests this listing gives what they want. */
  *matching(facts: MatchableListing): Generator<HeldRequest> {
    const band = bandOf(facts.comparablePriceGhs);
    const places = ['*', `r${facts.region}`, cellOf(facts.lat, facts.lon)];
    for (const kinds of [`${facts.category}|${facts.acquisition}`, `${facts.category}|*`, `*|${facts.acquisition}`, '*|*']) {
      for (const place of places) {
        const bucket = this.buckets.get(`${kinds}|${place}`);
        if (!bucket) continue;
        for (const ids of [bucket.wide, bucket.bands.at(band)]) {
          for (const id of ids) {
            const held = this.filed.get(id)?.held;
            if (held && fits(held.wanted, facts)) yield held;
          }
        }
      }
    }
  }
}
