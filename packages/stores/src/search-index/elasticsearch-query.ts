import type { estypes } from '@elastic/elasticsearch';
import { haversineKm, type Aggregation, type AggregationResult, type Clause, type FieldType, type IndexMapping, type SearchDoc, type SearchHit, type SearchQuery, type SortClause } from './port';
import { checkBox, checkCircle, checkRanges, coerceGeo, coerceValue, DEFAULT_TERMS_SIZE, distanceOrigin, fieldType, InvalidSearchError, pageOf, textWords } from './schema';

/**
 * The port's mapping and queries in Elasticsearch's terms, and its answers back in the port's. Every field
 * and value goes through the same checks as in the embedded adapter (schema.ts), so both refuse the same
 * queries with the same errors before anything is sent.
 */
type Query = estypes.QueryDslQueryContainer;

/** Analysis shared by every text field: words lowercased and folded to ASCII (é → e), as FTS5's unicode61 does. */
export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  // One shard: listings fit one easily, and terms counts and bm25 statistics are then exact, not per-shard estimates.
  number_of_shards: 1,
  analysis: { analyzer: { fie_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } } },
};

export function esMapping(mapping: IndexMapping): estypes.MappingTypeMapping {
  const properties: Record<string, estypes.MappingProperty> = {};
  for (const [field, type] of Object.entries(mapping)) properties[field] = esProperty(type);
  // dynamic false: fields outside the mapping stay in _source (returned by get and in hits) but are not indexed,
  // as in the embedded adapter. The port's mapping is kept in _meta, so ensureIndex can tell when it changed.
  return { dynamic: false, _meta: { fie_mapping: mapping }, properties };
}

function esProperty(type: FieldType): estypes.MappingProperty {
  switch (type) {
    case 'keyword':
    case 'keyword[]':
      return { type: 'keyword' };
    case 'text':
      // index_prefixes keeps the prefix query on the last, half-typed word cheap (it becomes a term lookup).
      return { type: 'text', analyzer: 'fie_text', index_prefixes: { min_chars: 1, max_chars: 10 } };
    case 'number':
      return { type: 'double' };
    case 'date':
      return { type: 'date' };
    case 'boolean':
      return { type: 'boolean' };
    case 'geo_point':
      return { type: 'geo_point' };
  }
}

/** A value as Elasticsearch wants it in a query: the embedded adapter's column value, with booleans as booleans. */
function esValue(field: string, type: FieldType, value: unknown): string | number | boolean {
  const v = coerceValue(field, type, value);
  return type === 'boolean' ? v === 1 : v;
}

export function esClause(index: string, mapping: IndexMapping, clause: Clause): Query {
  if ('not' in clause) return { bool: { must_not: [esClause(index, mapping, clause.not)] } };
  if ('any' in clause) {
    if (clause.any.length === 0) return { match_none: {} };
    return { bool: { should: clause.any.map((c) => esClause(index, mapping, c)), minimum_should_match: 1 } };
  }
  if ('term' in clause) {
    const { field, value } = clause.term;
    const type = fieldType(index, mapping, field, 'term');
    return { term: { [field]: esValue(field, type, value) } };
  }
  if ('terms' in clause) {
    const { field, values } = clause.terms;
    const type = fieldType(index, mapping, field, 'term');
    if (!Array.isArray(values)) throw new InvalidSearchError(`terms on ${field} needs an array of values`);
    if (values.length === 0) return { match_none: {} };
    return { terms: { [field]: values.map((v) => esValue(field, type, v)) as estypes.FieldValue[] } };
  }
  if ('range' in clause) {
    const { field, ...bounds } = clause.range;
    const type = fieldType(index, mapping, field, 'range');
    const range: Record<string, string | number> = {};
    for (const key of ['gte', 'gt', 'lte', 'lt'] as const) {
      if (bounds[key] !== undefined) range[key] = coerceValue(field, type, bounds[key]);
    }
    // A range without bounds matches every document with a value, as in the embedded adapter.
    if (Object.keys(range).length === 0) return { exists: { field } };
    return { range: { [field]: range } };
  }
  if ('exists' in clause) {
    fieldType(index, mapping, clause.exists.field, 'exists');
    return { exists: { field: clause.exists.field } };
  }
  throw new InvalidSearchError(`Unknown clause: ${JSON.stringify(clause)}`);
}

export function esQuery(index: string, mapping: IndexMapping, filter: Clause[], query: SearchQuery = {}): Query {
  const filters = filter.map((c) => esClause(index, mapping, c));
  if (query.geo) {
    const { field, bbox, distance } = query.geo;
    fieldType(index, mapping, field, 'geo');
    if (bbox) {
      const { north, south, east, west } = checkBox(bbox);
      filters.push({ geo_bounding_box: { [field]: { top_left: { lat: north, lon: west }, bottom_right: { lat: south, lon: east } } } });
    }
    if (distance) {
      const { lat, lon, km } = checkCircle(distance);
      filters.push({ geo_distance: { distance: `${km}km`, distance_type: 'arc', [field]: { lat, lon } } });
    }
  }
  const must = query.text ? textQuery(index, mapping, query.text) : [];
  if (filters.length === 0 && must.length === 0) return { match_all: {} };
  return { bool: { filter: filters, must } };
}

/**
 * Every word must appear in one of the fields (not necessarily the same one), the last word as a prefix:
 * one multi_match per word, the last one bool_prefix (match_bool_prefix on each field). A single
 * match_bool_prefix with operator and would want every word in the same field, and a search for
 * "villa east legon" should find a villa whose title says "villa" and whose description says "East Legon".
 */
function textQuery(index: string, mapping: IndexMapping, text: NonNullable<SearchQuery['text']>): Query[] {
  if (!Array.isArray(text.fields) || text.fields.length === 0) throw new InvalidSearchError('A text query needs at least one text field');
  for (const field of text.fields) fieldType(index, mapping, field, 'text');
  const words = textWords(text.query ?? '');
  const word = (query: string, type: estypes.QueryDslTextQueryType): Query => ({ multi_match: { query, fields: text.fields, type, operator: 'and' } });
  return words.map((w, i) => {
    if (i < words.length - 1) return word(w, 'best_fields');
    // A prefix query scores every match the same, so "pool" alone would rank nothing. The whole word as a
    // scored match beside it lets a complete last word count for relevance, as it does in FTS5's bm25.
    return { bool: { should: [word(w, 'best_fields'), word(w, 'bool_prefix')], minimum_should_match: 1 } };
  });
}

function esSort(index: string, mapping: IndexMapping, sort: SortClause[]): estypes.SortCombinations[] {
  const out: estypes.SortCombinations[] = [];
  for (const s of sort) {
    if ('relevance' in s) out.push({ _score: { order: 'desc' } });
    else if ('sinkBefore' in s) {
      const { field, value } = s.sinkBefore;
      const type = fieldType(index, mapping, field, 'range');
      if (type === 'keyword') throw new InvalidSearchError(`sinkBefore needs a number or date field; ${field} is a keyword`);
      const v = coerceValue(field, type, value);
      const cut = typeof v === 'number' ? v : Date.parse(v);
      const read = type === 'date' ? "doc[params.f].value.toInstant().toEpochMilli()" : 'doc[params.f].value';
      out.push({ _script: { type: 'number', order: 'asc', script: { source: `doc[params.f].size() != 0 && ${read} < params.v ? 1 : 0`, params: { f: field, v: cut } } } });
    } else if ('distanceFrom' in s) {
      const { field, lat, lon } = s.distanceFrom;
      fieldType(index, mapping, field, 'geo');
      out.push({ _geo_distance: { [field]: { lat, lon }, order: s.order, unit: 'km', distance_type: 'arc' } });
    } else {
      fieldType(index, mapping, s.field, 'sort');
      out.push({ [s.field]: { order: s.order, missing: '_last' } });
    }
  }
  // The id breaks every tie, so pages are stable (the embedded adapter does the same).
  out.push({ id: { order: 'asc' } });
  return out;
}

function esAggregations(index: string, mapping: IndexMapping, aggs: Record<string, Aggregation>): Record<string, estypes.AggregationsAggregationContainer> {
  const out: Record<string, estypes.AggregationsAggregationContainer> = {};
  // Our names may hold characters Elasticsearch refuses in aggregation names ([, ], >): a0, a1… on the wire.
  Object.entries(aggs).forEach(([name, agg], i) => {
    if ('terms' in agg) {
      const { field, size = DEFAULT_TERMS_SIZE } = agg.terms;
      fieldType(index, mapping, field, 'terms-agg');
      if (!Number.isInteger(size) || size < 1 || size > 10_000) throw new InvalidSearchError(`terms aggregation ${name}: size must be 1 to 10,000`);
      out[`a${i}`] = { terms: { field, size, order: [{ _count: 'desc' }, { _key: 'asc' }] } };
    } else if ('range' in agg) {
      fieldType(index, mapping, agg.range.field, 'range-agg');
      checkRanges(name, agg.range.ranges);
      out[`a${i}`] = { range: { field: agg.range.field, keyed: false, ranges: agg.range.ranges.map((r) => ({ key: r.key, from: r.from, to: r.to })) } };
    } else if ('stats' in agg) {
      fieldType(index, mapping, agg.stats.field, 'stats');
      out[`a${i}`] = { stats: { field: agg.stats.field } };
    } else {
      throw new InvalidSearchError(`Unknown aggregation ${name}: ${JSON.stringify(agg)}`);
    }
  });
  return out;
}

export function esSearchRequest(index: string, mapping: IndexMapping, query: SearchQuery): estypes.SearchRequest {
  const { from, size } = pageOf(query.from, query.size);
  const hasText = Boolean(query.text && textWords(query.text.query ?? '').length);
  const sort = query.sort ?? (hasText ? [{ relevance: true as const }] : []);
  return {
    index,
    query: esQuery(index, mapping, query.filter ?? [], query),
    sort: esSort(index, mapping, sort),
    from,
    size,
    aggregations: esAggregations(index, mapping, query.aggregations ?? {}),
    // Exact totals (by default they stop at 10,000), and scores even when sorting by a field.
    track_total_hits: true,
    track_scores: hasText,
  };
}

export function fromEsResponse<T extends SearchDoc>(
  mapping: IndexMapping,
  query: SearchQuery,
  response: estypes.SearchResponse<T, Record<string, estypes.AggregationsAggregate>>,
): { total: number; hits: SearchHit<T>[]; aggregations: Record<string, AggregationResult> } {
  const hasText = Boolean(query.text && textWords(query.text.query ?? '').length);
  const origin = distanceOrigin(query);
  const sort = query.sort ?? [];
  // When a distance sort from the origin exists, its sort value is the distance Elasticsearch computed.
  const sortIndex = origin
    ? sort.findIndex((s) => 'distanceFrom' in s && s.distanceFrom.field === origin.field && s.distanceFrom.lat === origin.lat && s.distanceFrom.lon === origin.lon)
    : -1;
  const total = response.hits.total;
  const hits = response.hits.hits.map((h) => {
    const doc = h._source as T;
    let distanceKm: number | undefined;
    if (origin && sortIndex >= 0 && typeof h.sort?.[sortIndex] === 'number') distanceKm = h.sort[sortIndex] as number;
    else if (origin && doc[origin.field]) distanceKm = haversineKm(origin, coerceGeo(origin.field, doc[origin.field]));
    return {
      id: h._id!,
      doc,
      ...(hasText && typeof h._score === 'number' ? { score: h._score } : {}),
      ...(distanceKm !== undefined && Number.isFinite(distanceKm) ? { distanceKm } : {}),
    };
  });
  const aggregations: Record<string, AggregationResult> = {};
  Object.entries(query.aggregations ?? {}).forEach(([name, agg], i) => {
    const raw = response.aggregations?.[`a${i}`] as Record<string, unknown> | undefined;
    if ('stats' in agg) {
      const s = raw as unknown as estypes.AggregationsStatsAggregate;
      aggregations[name] = { min: s.min ?? null, max: s.max ?? null, avg: s.avg ?? null, count: s.count };
      return;
    }
    const buckets = (raw?.buckets ?? []) as { key: string | number; key_as_string?: string; doc_count: number }[];
    if ('range' in agg) {
      aggregations[name] = { buckets: rangeBuckets(agg.range.ranges, buckets) };
      return;
    }
    aggregations[name] = {
      // Booleans come back as 1/0 with key_as_string true/false, numbers as numbers.
      buckets: buckets.map((b) => ({ key: b.key_as_string ?? String(b.key), count: b.doc_count })),
    };
  });
  return { total: typeof total === 'number' ? total : (total?.value ?? 0), hits, aggregations };
}

/**
 * A range aggregation's buckets in the order the query asked for them. Elasticsearch keeps our keys but
 * sorts the buckets by from, then to ("under 1,000" after "any price" when both start at 0), while the
 * port, like the embedded adapters, answers them in the request's order.
 */
export function rangeBuckets(ranges: { key: string }[], buckets: { key: string | number; doc_count: number }[]): { key: string; count: number }[] {
  const counts = new Map(buckets.map((b) => [String(b.key), b.doc_count]));
  return ranges.map((r) => ({ key: r.key, count: counts.get(r.key) ?? 0 }));
}
