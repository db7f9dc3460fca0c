import { Columns } from './columnar/columns';
import { encodeSnapshot, type Encoded } from './columnar/snapshot';
import type { IndexMapping } from './port';

/**
 * A snapshot is encoded in slices, and the index takes writes between them (columnar-search-index.ts). What
 * it encodes must be the columns as they were when it began, to the byte, whatever those writes do: new
 * documents, updates and removals, new words spliced into the word list (before the words it holds), a dictionary outgrowing its codes'
 * width, the columns outgrowing their capacity.
 */
const mapping: IndexMapping = { title: 'text', town: 'keyword', price: 'number', amenities: 'keyword[]', location: 'geo_point' };
const stamp = { index: 'homes', stamp: 's', generation: 1, seq: 42, token: 't' };

const home = (id: string, n: number, town = `town${n % 7}`) => ({
  id,
  title: `house ${n % 2 ? 'gated' : 'quiet'} number${n % 13}`,
  town,
  price: 1000 + n,
  amenities: n % 3 ? ['parking', `extra${n % 5}`] : [],
  location: { lat: 5.5 + (n % 50) / 100, lon: -0.2 + (n % 30) / 100 },
});

function columnsOf(dead: boolean): Columns {
  const cols = new Columns('homes', mapping);
  const put = (doc: ReturnType<typeof home>) => cols.upsert(doc, JSON.stringify(doc));
  for (let i = 0; i < 400; i++) put(home(`h${i}`, i));
  if (dead) {
    for (let i = 0; i < 100; i += 3) put(home(`h${i}`, i + 1000));
    for (let i = 1; i < 60; i += 7) cols.remove(`h${i}`);
  }
  return cols;
}

const bytes = (e: Encoded) => Buffer.concat([e.start, ...e.sections, ...e.docs.map((d) => d as Buffer)]);

/** Writes between slices: new homes with new words and towns (past 255, so codes widen), updates, removals. */
function writer(cols: Columns) {
  let round = 0;
  return () => {
    round++;
    for (let i = 0; i < 150; i++) {
      const n = 10_000 + round * 150 + i;
      const doc = { ...home(`new${n}`, n, `newtown${n}`), title: `a${n} fresh` };
      cols.upsert(doc, JSON.stringify(doc));
    }
    for (let i = round; i < 400; i += 37) {
      const doc = home(`h${i}`, i + round);
      cols.upsert(doc, JSON.stringify(doc));
    }
    for (let i = round + 2; i < 400; i += 41) cols.remove(`h${i}`);
    return Promise.resolve();
  };
}

describe('a snapshot encoded in slices', () => {
  for (const dead of [false, true]) {
    test(`holds the columns as they were when it began, whatever is written between its slices${dead ? ' (with dead slots to leave out)' : ''}`, async () => {
      const quiet = columnsOf(dead);
      const busy = columnsOf(dead);
      const expected = bytes(await encodeSnapshot(quiet, stamp));
      const write = writer(busy);
      let slices = 0;
      const encoded = await encodeSnapshot(busy, stamp, () => (slices++, write()));
      expect(slices).toBeGreaterThan(10);
      // The writes did happen, and outgrew what the columns had when the snapshot began.
      expect(busy.size).toBeGreaterThan(1024 + 400);
      expect(bytes(encoded).equals(expected)).toBe(true);
    });
  }
});
