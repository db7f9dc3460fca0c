import type { GeoPoint, IndexMapping, SearchDoc } from '../port';
import { docValues } from '../schema';
import { StoredDocs } from './stored-docs';
import { TextColumn } from './text-column';

/**
 * One index held in memory as columns, one typed array per mapped field, so a search is a tight loop over
 * numbers rather than a walk over objects (see columnar-search-index.ts for why, and for how it is kept on disk).
 *
 * Each document has a slot. A slot is never reused: an upsert marks the old slot dead and appends a new one,
 * so the text postings stay append-only and sorted, and a dead slot is skipped by its `alive` flag. When dead
 * slots outnumber live ones the caller rebuilds the columns from the live documents (`wasteful`).
 */
export class Dictionary {
  /** Made on first use: a snapshot's dictionary of a million ids is read without a million inserts at the start. */
  private codes?: Map<string, number>;
  constructor(readonly values: string[] = []) {}
  code(value: string): number {
    const codes = this.lookup();
    let code = codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }
  /** The value's code, or -1 when no document ever had it. */
  find(value: string): number {
    return this.lookup().get(value) ?? -1;
  }
  private lookup(): Map<string, number> {
    if (!this.codes) {
      this.codes = new Map();
      for (let i = 0; i < this.values.length; i++) this.codes.set(this.values[i]!, i);
    }
    return this.codes;
  }
}

/**
 * Columns hold a dictionary code plus one (0 is a missing value), in the narrowest array that fits the
 * dictionary: a category or a region takes a byte a document, so a filter or a facet over thousands of
 * matches reads a quarter of the memory an Int32Array would. The array widens when the dictionary grows.
 */
export type Codes = Uint8Array | Uint16Array | Int32Array;
export type KeywordColumn = { kind: 'keyword'; dict: Dictionary; codes: Codes };
/** number, date (epoch ms) and boolean (0/1); NaN is a missing value. */
export type NumberColumn = { kind: 'number'; values: Float64Array };
/**
 * keyword[]: each document's codes plus one, as in KeywordColumn, one run after another in `flat`: slot s's
 * are flat[from[s]] to flat[to[s] - 1], none when the two are equal. One array for all, rather than one per
 * document: a million small typed arrays cost 0.6 s to make at a start, and their headers more than their codes.
 */
export type ListColumn = { kind: 'list'; dict: Dictionary; from: Int32Array; to: Int32Array; flat: Int32Array; used: number };
/**
 * A geo_point field: degrees, the point on the unit sphere (x, y, z), so a distance test is a chord length
 * without trigonometry (haversine's h is a quarter of the squared chord), and the grid for map views.
 */
export type GeoColumn = { kind: 'geo'; lat: Float64Array; lon: Float64Array; x: Float64Array; y: Float64Array; z: Float64Array; grid: Grid };
export type Column = KeywordColumn | NumberColumn | ListColumn | GeoColumn | TextColumn;

const INITIAL_CAPACITY = 1024;

export class Columns {
  ids: string[] = [];
  /** Each slot's document, kept as JSON until a hit needs it (see stored-docs.ts). */
  stored = new StoredDocs();
  alive = new Uint8Array(INITIAL_CAPACITY);
  readonly slotOf = new Map<string, number>();
  readonly columns = new Map<string, Column>();
  /** Slots used, dead ones included. */
  size = 0;
  live = 0;
  /** Upserts and removals so far: what was computed from the columns holds while this stays the same. */
  changes = 0;
  /** The length of every per-slot array. */
  capacity = INITIAL_CAPACITY;

  /** The field that orders slots on the map (see inMapOrder). */
  private readonly mapField: string | undefined;

  constructor(readonly index: string, readonly mapping: IndexMapping) {
    this.mapField = Object.keys(mapping).find((f) => mapping[f] === 'geo_point');
    for (const [field, type] of Object.entries(mapping)) {
      if (type === 'keyword') this.columns.set(field, { kind: 'keyword', dict: new Dictionary(), codes: new Uint8Array(INITIAL_CAPACITY) });
      else if (type === 'number' || type === 'date' || type === 'boolean') this.columns.set(field, { kind: 'number', values: new Float64Array(INITIAL_CAPACITY).fill(NaN) });
      else if (type === 'keyword[]') {
        this.columns.set(field, { kind: 'list', dict: new Dictionary(), from: new Int32Array(INITIAL_CAPACITY), to: new Int32Array(INITIAL_CAPACITY), flat: new Int32Array(INITIAL_CAPACITY), used: 0 });
      }
      else if (type === 'geo_point') {
        const nan = () => new Float64Array(INITIAL_CAPACITY).fill(NaN);
        this.columns.set(field, { kind: 'geo', lat: nan(), lon: nan(), x: nan(), y: nan(), z: nan(), grid: new Grid() });
      }
      else if (type === 'text') this.columns.set(field, new TextColumn(INITIAL_CAPACITY));
    }
  }

  /** A document, parsed from its JSON, which is what the index keeps of it. */
  upsert(doc: Readonly<SearchDoc>, json: string): void {
    const values = docValues(this.mapping, doc);
    this.remove(values.id);
    if (this.size === this.capacity) this.grow();
    this.changes++;
    const slot = this.size++;
    this.ids[slot] = values.id;
    this.stored.set(slot, json);
    this.alive[slot] = 1;
    this.slotOf.set(values.id, slot);
    this.live++;
    for (const [field, column] of this.columns) {
      switch (column.kind) {
        case 'keyword': {
          const v = field === 'id' ? values.id : values.scalars[field];
          if (v !== undefined) setCode(column, slot, column.dict.code(String(v)) + 1);
          break;
        }
        case 'number': {
          const v = values.scalars[field];
          if (v !== undefined) column.values[slot] = typeof v === 'number' ? v : Date.parse(v);
          break;
        }
        case 'list': {
          const list = values.keywords[field] ?? [];
          if (column.used + list.length > column.flat.length) {
            const flat = new Int32Array(Math.max(column.flat.length * 2, column.used + list.length));
            flat.set(column.flat.subarray(0, column.used));
            column.flat = flat;
          }
          column.from[slot] = column.used;
          for (const v of list) column.flat[column.used++] = column.dict.code(v) + 1;
          column.to[slot] = column.used;
          break;
        }
        case 'geo': {
          const p: GeoPoint | undefined = values.points[field];
          if (p) {
            column.lat[slot] = p.lat;
            column.lon[slot] = p.lon;
            [column.x[slot], column.y[slot], column.z[slot]] = unitVector(p.lat, p.lon);
            column.grid.add(slot, p.lat, p.lon);
          }
          break;
        }
        default: {
          const text = values.texts[field];
          if (text !== undefined) column.add(slot, text);
        }
      }
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.changes++;
    this.alive[slot] = 0;
    this.stored.drop(slot);
    this.live--;
    for (const column of this.columns.values()) if (column instanceof TextColumn) column.remove(slot);
  }

  /** Dead slots outnumber live ones: time to rebuild from the live documents. */
  get wasteful(): boolean {
    return this.size - this.live > Math.max(1024, this.live);
  }

  /** A live slot's document (parsed on first use), or undefined for a dead one. */
  doc(slot: number): Readonly<SearchDoc> | undefined {
    return this.alive[slot] === 1 ? this.stored.get(slot) : undefined;
  }

  /**
   * Items sorted by their document's grid cell on the first geo_point field (others, deletions, last). Slots
   * given in this order put a map view's matches side by side in every column: reading them is then a walk
   * through memory, not a jump per match, which at 100,000 listings halves the time of a city search.
   */
  inMapOrder<T>(items: T[], docOf: (item: T) => Readonly<SearchDoc> | undefined): T[] {
    const keys = new Map(items.map((d) => [d, this.mapKey(docOf(d))]));
    return [...items].sort((a, b) => keys.get(a)! - keys.get(b)!);
  }

  /** A document's place in map order: its grid cell on the first geo_point field; Infinity without one. */
  mapKey(doc: Readonly<SearchDoc> | undefined): number {
    const p = (this.mapField && doc?.[this.mapField]) as { lat?: unknown; lon?: unknown } | undefined;
    return p && typeof p.lat === 'number' && typeof p.lon === 'number' ? Grid.key(p.lat, p.lon) : Infinity;
  }


  /** Every live document's JSON, in slot order. */
  liveJson(): string[] {
    const out: string[] = [];
    for (let slot = 0; slot < this.size; slot++) if (this.alive[slot]) out.push(this.stored.json(slot)!);
    return out;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <A extends Int32Array | Float64Array | Uint8Array | Uint16Array>(old: A, fill: number): A => {
      const next = new (old.constructor as new (n: number) => A)(capacity);
      next.fill(fill);
      (next as Float64Array).set(old);
      return next;
    };
    this.alive = grown(this.alive, 0);
    for (const column of this.columns.values()) {
      if (column.kind === 'keyword') column.codes = grown(column.codes, 0);
      else if (column.kind === 'list') {
        column.from = grown(column.from, 0);
        column.to = grown(column.to, 0);
      } else if (column.kind === 'number') column.values = grown(column.values, NaN);
      else if (column.kind === 'geo') {
        column.lat = grown(column.lat, NaN);
        column.lon = grown(column.lon, NaN);
        column.x = grown(column.x, NaN);
        column.y = grown(column.y, NaN);
        column.z = grown(column.z, NaN);
      } else if (column instanceof TextColumn) column.grow(capacity);
    }
    this.capacity = capacity;
  }
}

const RAD = Math.PI / 180;

export function unitVector(lat: number, lon: number): [number, number, number] {
  const cosLat = Math.cos(lat * RAD);
  return [cosLat * Math.cos(lon * RAD), cosLat * Math.sin(lon * RAD), Math.sin(lat * RAD)];
}

/** A grid cell: its slots with their points beside them, so a box test reads memory in order. */
class Cell {
  slots = new Int32Array(4);
  lat = new Float64Array(4);
  lon = new Float64Array(4);
  n = 0;
  push(slot: number, lat: number, lon: number) {
    if (this.n === this.slots.length) {
      const size = this.n * 2;
      const slots = new Int32Array(size);
      slots.set(this.slots);
      this.slots = slots;
      const la = new Float64Array(size);
      la.set(this.lat);
      this.lat = la;
      const lo = new Float64Array(size);
      lo.set(this.lon);
      this.lon = lo;
    }
    this.slots[this.n] = slot;
    this.lat[this.n] = lat;
    this.lon[this.n++] = lon;
  }
}

/**
 * A geo_point field's points bucketed in cells of CELL degrees (about 5.5 km at the equator), so a map
 * view reads the cells it covers instead of testing every point: cells wholly inside the box are taken
 * without a test, the cells on its edge test their points. Dead slots stay in their cell until the
 * columns are rebuilt; searches skip them.
 */
export class Grid {
  static readonly CELL = 0.05;
  private static readonly COLUMNS = Math.ceil(360 / Grid.CELL) + 1;
  readonly cells = new Map<number, Cell>();

  static row(lat: number) {
    return Math.floor((lat + 90) / Grid.CELL);
  }
  static column(lon: number) {
    return Math.floor((lon + 180) / Grid.CELL);
  }

  static key(lat: number, lon: number) {
    return Grid.row(lat) * Grid.COLUMNS + Grid.column(lon);
  }

  add(slot: number, lat: number, lon: number) {
    const key = Grid.key(lat, lon);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Cell()));
    cell.push(slot, lat, lon);
  }

  /**
   * Writes the live slots whose point lies in the box into `out` from `at` on, and returns the new end
   * (west ≤ east: a box across the antimeridian is two calls).
   */
  collect(south: number, north: number, west: number, east: number, alive: Uint8Array, out: Int32Array, at: number): number {
    const [r0, r1, c0, c1] = [Grid.row(south), Grid.row(north), Grid.column(west), Grid.column(east)];
    let n = at;
    const copy = (cell: Cell | undefined, r: number, c: number) => {
      if (!cell) return;
      const { slots, lat, lon } = cell;
      // Rows and columns strictly inside the box's own are wholly inside it.
      if (r > r0 && r < r1 && c > c0 && c < c1) {
        for (let i = 0; i < cell.n; i++) if (alive[slots[i]!] === 1) out[n++] = slots[i]!;
        return;
      }
      for (let i = 0; i < cell.n; i++) {
        const a = lat[i]!;
        const o = lon[i]!;
        if (a >= south && a <= north && o >= west && o <= east && alive[slots[i]!] === 1) out[n++] = slots[i]!;
      }
    };
    // A box wider than the occupied cells (a whole-country or world view) walks the cells that exist instead.
    if ((r1 - r0 + 1) * (c1 - c0 + 1) > this.cells.size) {
      for (const [key, cell] of this.cells) {
        const r = Math.floor(key / Grid.COLUMNS);
        const c = key - r * Grid.COLUMNS;
        if (r >= r0 && r <= r1 && c >= c0 && c <= c1) copy(cell, r, c);
      }
    } else {
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) copy(this.cells.get(r * Grid.COLUMNS + c), r, c);
    }
    return n;
  }
}

function setCode(column: KeywordColumn, slot: number, stored: number): void {
  const limit = column.codes instanceof Uint8Array ? 0xff : column.codes instanceof Uint16Array ? 0xffff : 0x7fffffff;
  if (stored > limit) {
    const wider = stored > 0xffff ? new Int32Array(column.codes.length) : new Uint16Array(column.codes.length);
    wider.set(column.codes);
    column.codes = wider;
  }
  column.codes[slot] = stored;
}
