import { Client, errors, type estypes } from '@elastic/elasticsearch';
import { esMapping, esQuery, esSearchRequest, fromEsResponse, INDEX_SETTINGS } from './elasticsearch-query';
import type { Clause, IndexMapping, IndexOp, SearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { assertIndexName, docValues, InvalidSearchError, normalizeMapping, sameMapping, UnknownIndexError } from './schema';

/** Operations a bulk load sends per request (a few megabytes of listings). */
const LOAD_OPS = 2000;

/** How long a mapping read from the cluster is trusted: another process (the projector) may rebuild the index. */
const MAPPING_TTL_MS = 30_000;

/**
 * Production search index over Elasticsearch 8/9 (client @elastic/elasticsearch 9.4). One Elasticsearch
 * index per index, created with the port's mapping (and that mapping kept in its _meta).
 *
 * Caveats:
 * - Writes refresh with 'wait_for': bulk returns once its documents are searchable. That trades write
 *   latency (up to the refresh interval, 1 s by default) for read-your-writes; with Elasticsearch's default
 *   near-real-time refresh a listing would not be "searchable within 100 ms" of its bulk returning.
 * - A bulk is not atomic. Every document is checked before anything is sent (a bad one refuses the whole
 *   bulk, as in the embedded adapter), but if the cluster fails part-way, some operations may have landed:
 *   the projection replays the batch, and upserts and deletes by id are idempotent.
 * - A changed mapping deletes and recreates the index: searches fail with UnknownIndexError for the moment
 *   in between, and find nothing until the projection refills it. The projections never rely on that: a
 *   rebuild fills a new index (`listings@v6g2`) beside the live one and moves the alias `listings` to it
 *   with one _aliases request, which Elasticsearch applies atomically.
 * - A mapping read through an alias is trusted for MAPPING_TTL_MS in other processes after the alias moves:
 *   a generation whose mapping changed is queried with the old one for that long.
 * - clear uses delete-by-query, which removes what it sees: a document written concurrently may survive.
 */
export class ElasticsearchSearchIndex implements SearchIndex {
  private readonly mappings = new Map<string, { mapping: IndexMapping; at: number }>();

  private constructor(readonly client: Client) {}

  /** Connects and checks that Elasticsearch answers (not just any HTTP server); the client is closed again if not. */
  static async connect(url: string): Promise<ElasticsearchSearchIndex> {
    const client = new Client({ node: url, requestTimeout: 30_000 });
    try {
      const info = await client.info();
      if (!info.version?.number) throw new Error(`${url} does not answer as Elasticsearch`);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error instanceof errors.ResponseError ? new Error(`${url} does not answer as Elasticsearch (HTTP ${error.statusCode})`) : error;
    }
    return new ElasticsearchSearchIndex(client);
  }

  async ensureIndex(name: string, mapping: IndexMapping): Promise<'kept' | 'created'> {
    assertIndexName(name);
    const wanted = normalizeMapping(mapping);
    const found = await this.readIndex(name);
    const current = found?.mapping;
    // Through an alias, the index it names is the one rebuilt.
    const index = found?.index ?? name;
    if (current && sameMapping(current, wanted)) {
      this.mappings.set(name, { mapping: wanted, at: Date.now() });
      return 'kept';
    }
    if (current !== undefined) await this.client.indices.delete({ index }, { ignore: [404] });
    try {
      await this.client.indices.create({ index, settings: INDEX_SETTINGS, mappings: esMapping(wanted) });
    } catch (error) {
      // Another process created it between our check and our request; fine if it has our mapping.
      if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
      const theirs = await this.readMapping(index);
      if (!theirs || !sameMapping(theirs, wanted)) throw error;
    }
    this.mappings.set(name, { mapping: wanted, at: Date.now() });
    return 'created';
  }

  async bulk(index: string, ops: IndexOp[]): Promise<void> {
    const mapping = await this.mappingOf(index);
    if (ops.length === 0) return;
    for (const op of ops) if (op.op === 'upsert') docValues(mapping, op.doc);
    await this.send(index, ops, 'wait_for');
  }

  /** One bulk request; `refresh` 'wait_for' (see the caveat above) or false (a load's, refreshed at its end). */
  private async send(index: string, ops: IndexOp[], refresh: 'wait_for' | false): Promise<void> {
    // A position becomes the document's external version: Elasticsearch refuses (409) a write whose version is
    // below the document's, which is the port's guard against a stale projector's late batch. `external_gte`
    // lets an equal position apply again (a replayed event). A delete's version outlives it for index.gc_deletes
    // (60 s by default), longer than a lost lease's late writes take to arrive.
    const versioned = (position: number | undefined) => (position === undefined ? {} : { version: position, version_type: 'external_gte' as const });
    const operations = ops.flatMap((op): (estypes.BulkOperationContainer | SearchDoc)[] =>
      op.op === 'delete' ? [{ delete: { _index: index, _id: op.id, ...versioned(op.position) } }] : [{ index: { _index: index, _id: op.doc.id, ...versioned(op.position) } }, op.doc],
    );
    const response = await this.client.bulk({ operations, refresh });
    if (!response.errors) return;
    // Deleting a document that is not there is not an error for the port, nor is a stale write refused by its version.
    const failed = response.items
      .map((item) => item.index ?? item.delete ?? item.create ?? item.update)
      .filter((r) => r?.error && !(r.status === 404 && r.result === 'not_found') && r.error.type !== 'version_conflict_engine_exception');
    if (failed.length) {
      const first = failed[0]!.error!;
      throw new InvalidSearchError(`Elasticsearch refused ${failed.length} of ${ops.length} operations on ${index}: ${first.type}: ${first.reason ?? ''}`);
    }
  }

  /**
   * A bulk load into a generation's new index, which nothing searches until its alias moves (see the port):
   * refresh off and no replicas while the bulks go in (each write is then indexed once, on one node, and no
   * segment is made searchable half-way), unordered bulks of LOAD_OPS without waiting for a refresh, then the
   * index's own settings back and one refresh, so it is whole and replicated before the alias moves to it.
   */
  async load(index: string, ops: IndexOp[]): Promise<void> {
    const mapping = await this.mappingOf(index);
    for (const op of ops) if (op.op === 'upsert') docValues(mapping, op.doc);
    const current = await this.client.indices.getSettings({ index, flat_settings: true });
    const settings = (Object.values(current)[0]?.settings ?? {}) as Record<string, unknown>;
    await this.client.indices.putSettings({ index, settings: { refresh_interval: '-1', number_of_replicas: 0 } });
    try {
      for (let start = 0; start < ops.length; start += LOAD_OPS) await this.send(index, ops.slice(start, start + LOAD_OPS), false);
    } finally {
      // null puts a setting back to the cluster's default (the client's types do not say so).
      const restored = { refresh_interval: settings['index.refresh_interval'] ?? null, number_of_replicas: settings['index.number_of_replicas'] ?? null };
      await this.client.indices.putSettings({ index, settings: restored as unknown as estypes.IndicesIndexSettings });
      await this.client.indices.refresh({ index });
    }
  }

  async get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null> {
    await this.mappingOf(index);
    try {
      const found = await this.client.get<T>({ index, id });
      return found.found ? (found._source ?? null) : null;
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404 && error.body?.found === false) return null;
      throw error;
    }
  }

  async search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    const mapping = await this.mappingOf(index);
    const response = await this.client.search<T>(esSearchRequest(index, mapping, query));
    return fromEsResponse(mapping, query, response);
  }

  async count(index: string, filter: Clause[] = []): Promise<number> {
    const mapping = await this.mappingOf(index);
    return (await this.client.count({ index, query: esQuery(index, mapping, filter) })).count;
  }

  async clear(index: string): Promise<void> {
    await this.mappingOf(index);
    await this.client.deleteByQuery({ index, query: { match_all: {} }, refresh: true, conflicts: 'proceed', wait_for_completion: true });
  }

  async setAlias(alias: string, index: string): Promise<void> {
    assertIndexName(alias);
    assertIndexName(index);
    if (!(await this.readIndex(index))) throw new UnknownIndexError(index);
    const named = await this.readIndex(alias);
    const actions: estypes.IndicesUpdateAliasesAction[] = [];
    // The index the alias's name was before aliases retires in the same request, as the alias takes its name.
    if (named && named.index === alias) actions.push({ remove_index: { index: alias } });
    else if (named && named.index !== index) actions.push({ remove: { index: named.index, alias } });
    actions.push({ add: { index, alias, is_write_index: true } });
    await this.client.indices.updateAliases({ actions });
    this.mappings.delete(alias);
  }

  async resolveAlias(name: string): Promise<string> {
    assertIndexName(name);
    return (await this.readIndex(name))?.index ?? name;
  }

  async dropIndex(index: string): Promise<void> {
    assertIndexName(index);
    const found = await this.readIndex(index);
    if (!found) return;
    if (found.index !== index) throw new InvalidSearchError(`${index} is an alias of ${found.index}: drop indexes by their own name`);
    const aliases = await this.client.indices.getAlias({ index }, { ignore: [404] });
    const names = Object.keys((aliases as Record<string, { aliases?: Record<string, unknown> }>)[index]?.aliases ?? {});
    if (names.length) throw new InvalidSearchError(`Index ${index} is in use as ${names.join(', ')}: move the alias before dropping it`);
    await this.client.indices.delete({ index }, { ignore: [404] });
    this.mappings.delete(index);
  }

  async health() {
    try {
      const health = await this.client.cluster.health();
      // Yellow (replicas not placed, as on one node) still answers every search; red does not.
      return { ok: health.status !== 'red', adapter: 'elasticsearch', detail: `${health.cluster_name}: ${health.status}` };
    } catch (error) {
      return { ok: false, adapter: 'elasticsearch', detail: String(error) };
    }
  }

  async close() {
    await this.client.close();
  }

  /** The port's mapping of an index: from the cache while it is fresh, else from the index's _meta. */
  private async mappingOf(index: string): Promise<IndexMapping> {
    assertIndexName(index);
    const cached = this.mappings.get(index);
    if (cached && Date.now() - cached.at < MAPPING_TTL_MS) return cached.mapping;
    const mapping = await this.readMapping(index);
    if (!mapping) throw new UnknownIndexError(index);
    this.mappings.set(index, { mapping, at: Date.now() });
    return mapping;
  }

  /** undefined when there is no such index; an empty mapping when it exists without ours (it will be rebuilt). */
  private async readMapping(index: string): Promise<IndexMapping | undefined> {
    return (await this.readIndex(index))?.mapping;
  }

  /** The index a name is (itself, or the one its alias names) with its mapping; undefined when there is none. */
  private async readIndex(name: string): Promise<{ index: string; mapping: IndexMapping } | undefined> {
    try {
      const response = await this.client.indices.getMapping({ index: name });
      const [index, found] = Object.entries(response)[0] ?? [];
      if (!index || !found) return undefined;
      const meta = found.mappings._meta as { fie_mapping?: IndexMapping } | undefined;
      return { index, mapping: meta?.fie_mapping ?? {} };
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
}
