import { Client, errors } from '@elastic/elasticsearch';
import { ElasticsearchSearchIndex } from './elasticsearch-search-index';
import { describeSearchIndexContract } from './search-index.contract';

/**
 * The search index contract against a real Elasticsearch named by ELASTICSEARCH_URL (e.g. http://127.0.0.1:9200).
 * Without it the suite is skipped, with the reason in its title; with it, a server that does not answer
 * within 2 s fails every test of the suite. The indexes the run creates are deleted afterwards.
 */
const url = process.env.ELASTICSEARCH_URL;

describeSearchIndexContract(
  'elasticsearch',
  url
    ? async () => {
        const unreachable = await probe(url);
        if (unreachable) throw new Error(`ELASTICSEARCH_URL is set but no Elasticsearch answers there (${unreachable}): start it with docker compose; see README`);
        const index = await ElasticsearchSearchIndex.connect(url);
        const created = new Set<string>();
        const ensureIndex = index.ensureIndex.bind(index);
        index.ensureIndex = async (name, mapping) => {
          created.add(name);
          return ensureIndex(name, mapping);
        };
        const close = index.close.bind(index);
        index.close = async () => {
          // One at a time: a name the alias test moved to an alias would fail a request for them all.
          for (const name of created) await index.client.indices.delete({ index: name, ignore_unavailable: true }).catch(() => undefined);
          await close();
        };
        return index;
      }
    : { skip: 'ELASTICSEARCH_URL is not set (run Elasticsearch with docker compose; see README)' },
  async () => ElasticsearchSearchIndex.connect(url!),
);

/** One request with a short timeout and no retries, on a client that is always closed, so an absent server cannot hang jest. */
async function probe(esUrl: string): Promise<string | undefined> {
  const client = new Client({ node: esUrl, requestTimeout: 2000, maxRetries: 0 });
  try {
    const info = await client.info();
    return info.version?.number ? undefined : 'it does not answer as Elasticsearch';
  } catch (error) {
    // An HTTP error here has an empty message: say what answered instead.
    if (error instanceof errors.ResponseError) return `it answers HTTP ${error.statusCode}, not as Elasticsearch`;
    return (error instanceof Error && error.message) || String(error);
  } finally {
    await client.close().catch(() => undefined);
  }
}
