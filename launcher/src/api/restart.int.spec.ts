import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@fie/platform';
import { allProjections, replay } from '@fie/projectors';
import { SqliteDocumentStore, SqliteSearchIndex, type DocumentStore } from '@fie/stores';
import { startTestMarketplace } from '../testing/test-marketplace';

async function readModels(docs: DocumentStore) {
  const out: Record<string, unknown[]> = {};
  for (const p of allProjections) for (const c of p.collections) out[c] = await docs.collection(c).find({}, { sort: [['id', 'asc']] });
  return out;
}

test('stopping the marketplace mid-projection and starting it again leaves read models equal to a full replay', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-restart-'));
  const first = await startTestMarketplace({}, { dataDir, keepData: true });
  for (let i = 0; i < 8; i++) await first.signUpAndConfirm({ email: `person${i}@example.com` });
  // A burst straight into the event store, then stop while the projectors are still working through it.
  for (let i = 0; i < 300; i++) {
    await first.stores.events.append(`contact-burst${i}`, [{ type: 'ContactMessageReceived', data: { messageId: `burst${i}`, name: 'Kojo', email: 'kojo@example.com', subject: '', message: 'A message in a burst', receivedAt: 'x' } }]);
  }
  await first.stop();

  const second = await startTestMarketplace({}, { dataDir, keepData: true });
  const head = await second.stores.events.headPosition();
  for (let i = 0; i < 300; i++) {
    const health = await second.request('GET', '/api/health');
    if (health.body.projections.every((p: { checkpoint: number }) => p.checkpoint === head)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const live = await readModels(second.stores.documents);

  const rebuilt = new SqliteDocumentStore(join(dataDir, 'rebuilt.db'));
  await replay(second.stores.events, rebuilt, allProjections, createLogger('silent'), second.stores.documents, new SqliteSearchIndex(join(dataDir, 'rebuilt-search.db')));
  expect((live.users as unknown[]).length).toBe(8);
  expect((live.contact_messages as unknown[]).length).toBe(300);
  expect(await readModels(rebuilt)).toEqual(live);
  await rebuilt.close();
  await second.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
