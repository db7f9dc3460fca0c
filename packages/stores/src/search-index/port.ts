/**
 * The search index port, with Elasticsearch's semantics: typed fields declared in a mapping, filters that
 * must all match (term, terms, range, exists, not), full-text relevance, geo_point with bounding box and
 * distance, sorting (by fields, by distance, by relevance), from/size paging, and aggregations (terms,
 * range, stats) computed over every match, not just the page. Writes are visible to the next search
 * (the embedded adapter is immediate; the Elasticsearch adapter refreshes on write, see its caveat).
 */
export type FieldType = 'keyword' | 'keyword[]' | 'text' | 'number' | 'date' | 'boolean' | 'geo_point';
export type IndexMapping = Record<string, FieldType>;

export type GeoPoint = { lat: number; lon: number };
/** A document to index: an id and fields as the mapping declares (geo_point as {lat, lon}; date as ISO text). */
export type SearchDoc = { id: string } & Record<string, unknown>;

export type Clause =
  | { term: { field: string; value: string | number | boolean } }
  | { terms: { field: string; values: (string | number | boolean)[] } }
  | { range: { field: string; gte?: number | string; gt?: number | string; lte?: number | string; lt?: number | string } }
  | { exists: { field: string } }
  | { not: Clause }
  | { any: Clause[] };

export type BoundingBox = { north: number; south: number; east: number; west: number };

export type SearchQuery = {
  filter?: Clause[];
  /** Full text over text fields (all words must appear, prefix match on the last one, as people type). */
  text?: { query: string; fields: string[] };
  geo?: { field: string; bbox?: BoundingBox; distance?: GeoPoint & { km: number } };
  sort?: SortClause[];
  from?: number;
  size?: number;
  aggregations?: Record<string, Aggregation>;
};

export type SortClause =
  | { field: string; order: 'asc' | 'desc' }
  | { distanceFrom: GeoPoint & { field: string }; order: 'asc' | 'desc' }
  | { relevance: true }
  /**
   * A tier, not an order by the value: documents whose `field` is before `value` sort after the rest, each
   * part then in the following clauses' order (a stale listing below fresh ones). A missing value is not before.
   */
  | { sinkBefore: { field: string; value: number | string } };

export type Aggregation =
  | { terms: { field: string; size?: number } }
  | { range: { field: string; ranges: { key: string; from?: number; to?: number }[] } }
  | { stats: { field: string } };

export type AggregationResult =
  | { buckets: { key: string; count: number }[] }
  | { min: number | null; max: number | null; avg: number | null; count: number };

export type SearchHit<T extends SearchDoc = SearchDoc> = { id: string; doc: T; score?: number; distanceKm?: number };
export type SearchResult<T extends SearchDoc = SearchDoc> = { total: number; hits: SearchHit<T>[]; aggregations: Record<string, AggregationResult> };

/**
 * A write to one document. `position` is the log position of the event that made it: an adapter refuses a
 * write older than the document's last one (a projector that lost its lease and writes late cannot undo its
 * successor's work), as the document store's position guard does for read models. Equal positions apply, so
 * a replayed event repeats harmlessly.
 */
export type IndexOp = { op: 'upsert'; doc: SearchDoc; position?: number } | { op: 'delete'; id: string; position?: number };

/**
 * Aliases: a name that stands for one index (Elasticsearch's aliases; a table of them in the embedded
 * adapters). Every call that takes an index takes an alias and works on the index it names then, so a
 * projection's rebuild fills `listings@v6g2` beside the live index and moves the alias `listings` to it
 * in one step.
 */
export interface SearchIndex {
  /**
   * Create the index if missing; a changed mapping rebuilds it empty. Answers 'created' when the index is
   * new or was rebuilt empty, so whoever feeds it (the projection runtime) knows to refill it from the start.
   */
  ensureIndex(index: string, mapping: IndexMapping): Promise<'kept' | 'created'>;
  bulk(index: string, ops: IndexOp[]): Promise<void>;
  /**
   * A rebuild's bulk load into an index of a generation being built, which nothing searches yet: the same
   * operations as `bulk`, in key order, in as few requests as the engine takes well (Elasticsearch: refresh
   * off and no replicas while it loads, both back and one refresh at the end). Not atomic as a whole.
   */
  load(index: string, ops: IndexOp[]): Promise<void>;
  get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null>;
  search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>>;
  count(index: string, filter?: Clause[]): Promise<number>;
  clear(index: string): Promise<void>;
  /**
   * Points `alias` at `index` (which must exist), taking it from any other index, in one step: this process
   * sees it at once, others at their next call. An index named like the alias (from before aliases) is
   * deleted in the same step, as the alias takes its name.
   */
  setAlias(alias: string, index: string): Promise<void>;
  /** The index an alias names now, or the name itself when it is not an alias. */
  resolveAlias(name: string): Promise<string>;
  /** Deletes an index (a retired generation); one an alias names is refused. Quiet when there is none. */
  dropIndex(index: string): Promise<void>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** Great-circle distance, for adapters and tests. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
