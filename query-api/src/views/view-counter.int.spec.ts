import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LISTING_VIEWS, VIEW_SALTS, VIEW_VISITORS } from '@fie/read-models';
import { SqliteDocumentStore } from '@fie/stores';
import { ViewCounter } from './view-counter';

/** The once-per-visitor-per-day rule across days, on the embedded document store with a clock we move. */
describe('ViewCounter', () => {
  let dir: string;
  let documents: SqliteDocumentStore;
  let now: Date;
  let counter: ViewCounter;
  const ama = { address: '41.66.200.10', browser: 'Mozilla/5.0 (Linux; Android 12; TECNO)' };
  const kofi = { address: '41.66.200.11', browser: 'Mozilla/5.0 (Linux; Android 12; TECNO)' };
  const countOf = async (listingId: string, day: string) => (await documents.collection(LISTING_VIEWS).get(`${listingId}|${day}`))?.count ?? 0;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fie-views-'));
    documents = new SqliteDocumentStore(join(dir, 'read-models.db'));
    now = new Date('2026-03-06T23:50:00Z');
    counter = new ViewCounter(documents, () => now);
  });
  afterEach(async () => {
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a visitor counts once a day per listing; another visitor or another listing counts on its own', async () => {
    expect(await counter.count('l1', ama)).toBe(true);
    expect(await counter.count('l1', ama)).toBe(false);
    expect(await counter.count('l1', kofi)).toBe(true);
    expect(await counter.count('l2', ama)).toBe(true);
    expect(await countOf('l1', '2026-03-06')).toBe(2);
    expect(await countOf('l2', '2026-03-06')).toBe(1);
  });

  test('after midnight in Accra the same visitor counts again, on the new day, and yesterday\'s salt and hashes are gone', async () => {
    await counter.count('l1', ama);
    now = new Date('2026-03-07T00:10:00Z');
    expect(await counter.count('l1', ama)).toBe(true);
    expect(await countOf('l1', '2026-03-06')).toBe(1);
    expect(await countOf('l1', '2026-03-07')).toBe(1);
    await counter.forgetBefore('2026-03-07');
    expect((await documents.collection(VIEW_SALTS).find({})).map((s) => s.id)).toEqual(['2026-03-07']);
    expect((await documents.collection(VIEW_VISITORS).find({})).map((v) => v.day)).toEqual(['2026-03-07']);
  });

  test('two instances share the day\'s salt, so a visitor counted by one is not counted again by the other', async () => {
    const other = new ViewCounter(documents, () => now);
    expect(await counter.count('l1', ama)).toBe(true);
    expect(await other.count('l1', ama)).toBe(false);
    expect(await countOf('l1', '2026-03-06')).toBe(1);
  });

  test('what is stored says nothing about the visitor: no address, no browser, only a hash and the day', async () => {
    await counter.count('l1', ama);
    const stored = JSON.stringify([await documents.collection(VIEW_VISITORS).find({}), await documents.collection(LISTING_VIEWS).find({})]);
    expect(stored).not.toContain(ama.address);
    expect(stored).not.toContain('TECNO');
  });
});
