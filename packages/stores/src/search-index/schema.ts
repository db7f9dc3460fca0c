import type { BoundingBox, FieldType, GeoPoint, IndexMapping, SearchDoc, SearchQuery } from './port';

/** The port's haversineKm radius, which is also Elasticsearch's arc radius. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * The rules both search index adapters share, so the embedded one and Elasticsearch accept and refuse the
 * same names, documents and queries with the same errors. `id` is always there as an implicit keyword field
 * (filter, sort and paging tie-break on it); a mapping may declare it, but only as keyword.
 */

// Elasticsearch index names must be lowercase and may not start with `-`, `_` or `+`; we keep to a safe subset.
// A generation of an index is its name, '@' and the generation: listings@v6g2.
const INDEX_NAME = /^[a-z][a-z0-9_-]{0,99}(@[a-z0-9]{1,20})?$/;
// Field names are spliced into SQL as column names, so they are checked, never escaped. No dots: the port's
// documents are flat, and a dotted name means an object path to Elasticsearch.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const TYPES: readonly FieldType[] = ['keyword', 'keyword[]', 'text', 'number', 'date', 'boolean', 'geo_point'];

/** A query or document names a field the index's mapping does not have. */
export class UnknownFieldError extends Error {
  readonly code = 'UnknownField';
  constructor(readonly index: string, readonly field: string) {
    super(`Search index ${index} has no field "${field}" in its mapping`);
    this.name = 'UnknownFieldError';
  }
}

/** A query, document or mapping the index cannot accept: a wrong value, or a field of the wrong type for the use. */
export class InvalidSearchError extends Error {
  readonly code = 'InvalidSearch';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSearchError';
  }
}

/** search, get or bulk on an index that ensureIndex never created. */
export class UnknownIndexError extends Error {
  readonly code = 'UnknownIndex';
  constructor(readonly index: string) {
    super(`Search index ${index} does not exist: call ensureIndex first`);
    this.name = 'UnknownIndexError';
  }
}

export function assertIndexName(index: string): void {
  if (!INDEX_NAME.test(index)) throw new InvalidSearchError(`Invalid search index name: ${index} (lowercase letters, digits, _ and -, and @generation)`);
}

/** The mapping with `id` made explicit, in a canonical key order so two equal mappings compare equal as JSON. */
export function normalizeMapping(mapping: IndexMapping): IndexMapping {
  const out: IndexMapping = { id: 'keyword' };
  // SQLite's column names ignore case, Elasticsearch's do not: two fields that differ only in case would collide.
  const folded = new Set<string>();
  for (const field of Object.keys(mapping).sort()) {
    if (field !== 'id' && folded.has(field.toLowerCase())) throw new InvalidSearchError(`Fields ${field} and another differ only in case; rename one`);
    folded.add(field.toLowerCase());
    const type = mapping[field]!;
    if (!FIELD_NAME.test(field)) throw new InvalidSearchError(`Invalid field name in mapping: ${field} (a letter, then letters, digits or _)`);
    if (!TYPES.includes(type)) throw new InvalidSearchError(`Field ${field} has an unknown type: ${String(type)}`);
    if (field === 'id' && type !== 'keyword') throw new InvalidSearchError('Field id is the document id and can only be mapped as keyword');
    out[field] = type;
  }
  return out;
}

/** What a field may be used for; anything else is refused in both adapters, as Elasticsearch would refuse it or answer nonsense. */
export type FieldUse = 'term' | 'range' | 'exists' | 'sort' | 'text' | 'geo' | 'terms-agg' | 'range-agg' | 'stats';
const ALLOWED: Record<FieldUse, readonly FieldType[]> = {
  term: ['keyword', 'keyword[]', 'number', 'date', 'boolean'],
  range: ['keyword', 'number', 'date'],
  exists: TYPES,
  // keyword[] is not sortable: Elasticsearch would pick the min or max value of the array, a surprise in a listing.
  sort: ['keyword', 'number', 'date', 'boolean'],
  text: ['text'],
  geo: ['geo_point'],
  'terms-agg': ['keyword', 'keyword[]', 'number', 'boolean'],
  'range-agg': ['number'],
  stats: ['number', 'date'],
};

export function fieldType(index: string, mapping: IndexMapping, field: string, use: FieldUse): FieldType {
  const type = Object.prototype.hasOwnProperty.call(mapping, field) ? mapping[field] : undefined;
  if (!type) throw new UnknownFieldError(index, field);
  if (!ALLOWED[use].includes(type)) {
    throw new InvalidSearchError(`Field ${field} is ${type} and cannot be used for ${use} (only ${ALLOWED[use].join(', ')})`);
  }
  return type;
}

/** A value as the column of its type holds it: keyword/date as text (dates as UTC ISO), number, boolean as 1/0. */
export function coerceValue(field: string, type: FieldType, value: unknown): string | number {
  switch (type) {
    case 'keyword':
    case 'keyword[]':
    case 'text':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      break;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      break;
    }
    case 'date': {
      // Normalised to one ISO form, so text order is time order in SQLite; Elasticsearch parses either form.
      // A time without an offset is UTC, as Elasticsearch reads it (JavaScript would take the machine's zone).
      const text = typeof value === 'string' && /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value}Z` : value;
      const ms = typeof text === 'number' ? text : typeof text === 'string' ? Date.parse(text) : NaN;
      if (Number.isFinite(ms)) return new Date(ms).toISOString();
      break;
    }
    case 'boolean':
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false') return 0;
      break;
    case 'geo_point':
      break;
  }
  throw new InvalidSearchError(`Field ${field} is ${type}; ${JSON.stringify(value)} is not a valid value`);
}

export function coerceGeo(field: string, value: unknown): GeoPoint {
  const p = value as Partial<GeoPoint> | null;
  if (p && typeof p === 'object' && typeof p.lat === 'number' && typeof p.lon === 'number' && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180) {
    return { lat: p.lat, lon: p.lon };
  }
  throw new InvalidSearchError(`Field ${field} is geo_point and needs {lat, lon} in degrees; got ${JSON.stringify(value)}`);
}

/** A document's mapped values, checked and typed; a missing or null field is absent. Unmapped fields are kept in the stored document only. */
export type DocValues = {
  id: string;
  scalars: Record<string, string | number>;
  keywords: Record<string, string[]>;
  texts: Record<string, string>;
  points: Record<string, GeoPoint>;
};

export function docValues(mapping: IndexMapping, doc: SearchDoc): DocValues {
  if (!doc || typeof doc.id !== 'string' || doc.id === '' || doc.id.length > 512) {
    throw new InvalidSearchError(`A search document needs a string id of 1 to 512 characters; got ${JSON.stringify(doc?.id)}`);
  }
  const out: DocValues = { id: doc.id, scalars: {}, keywords: {}, texts: {}, points: {} };
  for (const [field, type] of Object.entries(mapping)) {
    if (field === 'id') continue;
    const value = doc[field];
    if (value === undefined || value === null) continue;
    if (type === 'geo_point') out.points[field] = coerceGeo(field, value);
    else if (type === 'keyword[]') {
      // A lone value is a one-element array, as in Elasticsearch, where every field may hold several values.
      const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined);
      if (values.length) out.keywords[field] = [...new Set(values.map((v) => coerceValue(field, type, v) as string))];
    } else if (Array.isArray(value)) {
      throw new InvalidSearchError(`Field ${field} is ${type} and holds one value; map it as keyword[] for a list`);
    } else if (type === 'text') out.texts[field] = coerceValue(field, type, value) as string;
    else out.scalars[field] = coerceValue(field, type, value);
  }
  return out;
}

/** Equal mappings as canonical JSON (key order does not matter). */
export function sameMapping(a: IndexMapping, b: IndexMapping): boolean {
  return JSON.stringify(normalizeMapping(a)) === JSON.stringify(normalizeMapping(b));
}

/**
 * The words of a full-text query: runs of letters, digits and combining marks, lowercased. Both adapters get
 * the same words; each engine then folds diacritics itself (FTS5 unicode61, Elasticsearch asciifolding).
 */
export function textWords(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Elasticsearch refuses from + size beyond index.max_result_window (10,000 by default); the embedded adapter refuses it too, so no caller comes to depend on deep pages. */
export const MAX_RESULT_WINDOW = 10_000;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_TERMS_SIZE = 10;

export function pageOf(from: number | undefined, size: number | undefined): { from: number; size: number } {
  const f = from ?? 0;
  const s = size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(f) || f < 0 || !Number.isInteger(s) || s < 0) throw new InvalidSearchError(`from and size must be whole numbers ≥ 0; got from ${f}, size ${s}`);
  if (f + s > MAX_RESULT_WINDOW) throw new InvalidSearchError(`from + size must not exceed ${MAX_RESULT_WINDOW} (Elasticsearch's max_result_window); narrow the query instead of paging deeper`);
  return { from: f, size: s };
}

/** A bounding box as given, checked: north ≥ south; west > east means it crosses the antimeridian. */
export function checkBox(box: BoundingBox): BoundingBox {
  const { north, south, east, west } = box;
  const ok = [north, south, east, west].every((v) => typeof v === 'number' && Number.isFinite(v));
  if (!ok || Math.abs(north) > 90 || Math.abs(south) > 90 || Math.abs(east) > 180 || Math.abs(west) > 180 || north < south) {
    throw new InvalidSearchError(`Invalid bounding box ${JSON.stringify(box)}: degrees, north ≥ south`);
  }
  return box;
}

export function checkCircle(circle: GeoPoint & { km: number }): GeoPoint & { km: number } {
  coerceGeo('distance', circle);
  if (typeof circle.km !== 'number' || !(circle.km > 0)) throw new InvalidSearchError(`A distance query needs km > 0; got ${JSON.stringify(circle.km)}`);
  return circle;
}

/** A range aggregation's ranges: a key each, numeric bounds (from included, to excluded, as in Elasticsearch). */
export function checkRanges(name: string, ranges: { key: string; from?: number; to?: number }[]): void {
  if (!Array.isArray(ranges) || ranges.length === 0) throw new InvalidSearchError(`range aggregation ${name} needs at least one range`);
  for (const r of ranges) {
    const bad = (v: unknown) => v !== undefined && !(typeof v === 'number' && Number.isFinite(v));
    if (typeof r.key !== 'string' || bad(r.from) || bad(r.to)) throw new InvalidSearchError(`range aggregation ${name}: each range needs a key and numeric from/to; got ${JSON.stringify(r)}`);
  }
}

/** Where distances on hits are measured from: the distance filter's centre, else the first distance sort's origin. */
export function distanceOrigin(query: SearchQuery): { field: string; lat: number; lon: number } | undefined {
  if (query.geo?.distance) return { field: query.geo.field, lat: query.geo.distance.lat, lon: query.geo.distance.lon };
  for (const s of query.sort ?? []) if ('distanceFrom' in s) return s.distanceFrom;
  return undefined;
}

/** The smallest lat/lon box around a circle (Matuschek's bounds), used as the R*Tree prefilter of a distance query. */
export function boxAround(center: GeoPoint, km: number): BoundingBox {
  const r = km / EARTH_RADIUS_KM; // angular radius
  const deg = 180 / Math.PI;
  const south = center.lat - r * deg;
  const north = center.lat + r * deg;
  if (south <= -90 || north >= 90) return { south: Math.max(south, -90), north: Math.min(north, 90), west: -180, east: 180 };
  const x = Math.sin(r) / Math.cos(center.lat / deg);
  if (x >= 1) return { south, north, west: -180, east: 180 };
  const dLon = Math.asin(x) * deg;
  const wrap = (lon: number) => (lon < -180 ? lon + 360 : lon > 180 ? lon - 360 : lon);
  return { south, north, west: wrap(center.lon - dLon), east: wrap(center.lon + dLon) };
}
