import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_LOG, type EventLogEntry } from '@fie/read-models';
import { SqliteDocumentStore } from '@fie/stores';
import { csvField, csvHeader, exportLine } from './export-format';
import { eventPages } from './routes';

const entry = (position: number, type = 'ListingCreated'): EventLogEntry => ({
  id: String(position), position, streamId: `listing-${position % 3}`, streamType: 'listing', revision: 0, type, data: { price: position, note: 'a, "quoted"\nline' }, metadata: {}, createdAt: new Date(Date.UTC(2026, 10, 1, 0, position)).toISOString(),
});

let dir: string;
let docs: SqliteDocumentStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fie-export-'));
  docs = new SqliteDocumentStore(join(dir, 'read-models.db'));
  await docs.bulkWrite(Array.from({ length: 25 }, (_, i) => ({ op: 'upsert' as const, collection: EVENT_LOG, doc: entry(i + 1, i % 5 === 0 ? 'ListingDeleted' : 'ListingCreated') })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the analysts\' export', () => {
  test('Pages follow each other by position, none larger than asked, every matching event once and in order', async () => {
    const pages: EventLogEntry[][] = [];
    for await (const page of eventPages(docs.collection<EventLogEntry>(EVENT_LOG), { type: 'ListingCreated' }, 4)) pages.push(page);
    expect(pages.every((p) => p.length <= 4)).toBe(true);
    const positions = pages.flat().map((e) => e.position);
    expect(positions).toEqual(Array.from({ length: 25 }, (_, i) => i + 1).filter((p) => (p - 1) % 5 !== 0));
  });

  test('An NDJSON line is one JSON object; a CSV line quotes commas, quotes and line breaks as RFC 4180 says', () => {
    const e = entry(7);
    expect(JSON.parse(exportLine(e, 'ndjson'))).toMatchObject({ position: 7, type: 'ListingCreated', data: { price: 7 } });
    expect(csvHeader).toBe('position,createdAt,streamId,type,revision,data,metadata\r\n');
    expect(exportLine(e, 'csv')).toBe(`7,${e.createdAt},listing-1,ListingCreated,0,"{""price"":7,""note"":""a, \\""quoted\\""\\nline""}",{}\r\n`);
    expect(csvField('plain')).toBe('plain');
  });
});
