import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeDocumentStoreContract } from './document-store.contract';
import { MongoDocumentStore } from './mongo-document-store';

/**
 * The document store contract against a real MongoDB named by MONGODB_URL (e.g. mongodb://127.0.0.1:27017).
 * Without it the suite is skipped, with the reason in its title; with it, a server that does not answer
 * within 2 s fails every test of the suite. Each run uses, then drops, its own database.
 */
const url = process.env.MONGODB_URL;

describeDocumentStoreContract(
  'mongodb',
  url
    ? async () => {
        const unreachable = await probe(url);
        if (unreachable) throw new Error(`MONGODB_URL is set but the server is not reachable (${unreachable}): start it with docker compose; see README`);
        const store = await MongoDocumentStore.connect(url, `fie_contract_${randomUUID().slice(0, 8)}`);
        const close = store.close.bind(store);
        store.close = async () => {
          await store.db.dropDatabase().catch(() => undefined);
          await close();
        };
        return store;
      }
    : { skip: 'MONGODB_URL is not set (run MongoDB with docker compose; see README)' },
  async (first) => MongoDocumentStore.connect(url!, (first as MongoDocumentStore).db.databaseName),
);

/** A short-timeout connection attempt that always closes its client, so an absent server cannot hang jest. */
async function probe(mongoUrl: string): Promise<string | undefined> {
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.close().catch(() => undefined);
  }
}
