import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@fie/stores';
import { PendingWrites } from './pending-writes';

const dir = mkdtempSync(join(tmpdir(), 'fie-pending-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('index writes leave with the position of the event that made them, so the index can refuse a stale holder\'s late batch', async () => {
  const store = new SqliteDocumentStore(join(dir, 'p.db'));
  const pending = new PendingWrites(store, async () => undefined);
  pending.add({ documents: [], search: [{ index: 'listings', ops: [{ op: 'upsert', doc: { id: 'a', title: 'first' } }, { op: 'upsert', doc: { id: 'b', title: 'b' } }] }] }, 7);
  pending.add({ documents: [], search: [{ index: 'listings', ops: [{ op: 'upsert', doc: { id: 'a', title: 'second' } }, { op: 'delete', id: 'c' }] }] }, 9);
  const { search } = pending.take();
  expect(search).toEqual([
    {
      index: 'listings',
      ops: [
        { op: 'upsert', doc: { id: 'b', title: 'b' }, position: 7 },
        { op: 'upsert', doc: { id: 'a', title: 'second' }, position: 9 },
        { op: 'delete', id: 'c', position: 9 },
      ],
    },
  ]);
  await store.close();
});
