import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergedByKey, rebuildSpillDir, SpillDir, SpillFile } from './spill-file';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fie-spill-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a document set aside is read back as it was put, the last put of an id winning, across the file and the chunk not yet written', () => {
  const file = new SpillFile(join(dir, 'a.spill'));
  const big = JSON.stringify({ id: 'big', text: 'Ɔdɔ ne ɛnyɛ '.repeat(600_000) });
  for (let i = 0; i < 20_000; i++) file.put(`doc-${i}`, JSON.stringify({ id: `doc-${i}`, town: 'Kɔforidua', n: i }));
  file.put('big', big);
  file.put('doc-7', JSON.stringify({ id: 'doc-7', n: 'again' }));
  expect(file.size).toBe(20_001);
  expect(JSON.parse(file.get('doc-0')!)).toEqual({ id: 'doc-0', town: 'Kɔforidua', n: 0 });
  expect(JSON.parse(file.get('doc-19999')!)).toMatchObject({ n: 19_999 });
  expect(JSON.parse(file.get('doc-7')!)).toEqual({ id: 'doc-7', n: 'again' });
  expect(file.get('big')).toBe(big);
  file.delete('doc-3');
  expect(file.get('doc-3')).toBeUndefined();
  expect(file.has('doc-3')).toBe(false);
  // A freed place is used again without disturbing the others.
  file.put('new', '{"id":"new"}');
  expect(file.get('new')).toBe('{"id":"new"}');
  expect(JSON.parse(file.get('doc-4')!)).toMatchObject({ n: 4 });
  file.close();
  expect(existsSync(join(dir, 'a.spill'))).toBe(false);
  expect(file.size).toBe(0);
});

test('ids whose hashes collide are told apart by the id kept in the file, through puts, takes and deletes', () => {
  // Every id in one of three hashes: each look-up steps over the others and reads them back to compare.
  const file = new SpillFile(join(dir, 'c.spill'), (id) => id.length % 3);
  const text = (i: number) => JSON.stringify({ id: `d${i}`, town: 'Tamale', n: i });
  for (let i = 0; i < 3000; i++) file.put(`d${i}`, text(i));
  for (let i = 0; i < 3000; i += 2) expect(file.take(`d${i}`)).toBe(text(i));
  file.delete('d1');
  expect(file.size).toBe(1499);
  expect(file.has('d0')).toBe(false);
  expect(file.has('d1')).toBe(false);
  expect(file.has('d3')).toBe(true);
  expect(file.get('d2998')).toBeUndefined();
  expect(file.get('d2999')).toBe(text(2999));
  // Put again after a take: found once, not twice.
  file.put('d4', '{"again":true}');
  file.put('d4', '{"again":2}');
  expect(file.get('d4')).toBe('{"again":2}');
  expect(file.size).toBe(1500);
  // The ids listed are those set aside, each once, read back from the file.
  expect([...file.ids()].sort()).toEqual([...Array.from({ length: 1500 }, (_, k) => `d${2 * k + 1}`).filter((id) => id !== 'd1'), 'd4'].sort());
  file.close();
});

test('the ids set aside are listed from the file a chunk at a time, many and long, with those not yet written', () => {
  const file = new SpillFile(join(dir, 'l.spill'));
  const id = (i: number) => `listing-${i}-${'ŋ'.repeat(i % 50)}`;
  for (let i = 0; i < 60_000; i++) file.put(id(i), JSON.stringify({ id: id(i), body: 'x'.repeat(i % 300) }));
  for (let i = 0; i < 60_000; i += 3) file.delete(id(i));
  const listed = [...file.ids()];
  expect(listed).toHaveLength(40_000);
  expect(new Set(listed)).toEqual(new Set(Array.from({ length: 60_000 }, (_, i) => i).filter((i) => i % 3).map(id)));
  expect(JSON.parse(file.get(id(59_999))!)).toMatchObject({ id: id(59_999) });
  file.close();
});

test('a file of documents set aside again and again is compacted: it stays within twice what is live, every document read back as last put', () => {
  // Compacted from 1 MB: each round sets every document aside again, as a cooling does, and takes some back.
  const file = new SpillFile(join(dir, 'k.spill'), undefined, 2 ** 20);
  const text = (i: number, round: number) => JSON.stringify({ id: `c${i}`, town: 'Ho', round, body: 'ɛ'.repeat(500 + (i % 200)) });
  const big = (round: number) => JSON.stringify({ id: 'big', round, body: 'x'.repeat(5 * 2 ** 20) });
  let peak = 0;
  for (let round = 0; round < 30; round++) {
    for (let i = 0; i < 2000; i++) file.put(`c${i}`, text(i, round));
    if (round % 10 === 0) file.put('big', big(round));
    for (let i = round; i < 2000; i += 50) expect(file.take(`c${i}`)).toBe(text(i, round));
    peak = Math.max(peak, file.bytes);
  }
  expect(file.compactions).toBeGreaterThan(3);
  // Live: 2,000 documents of up to 1,450 bytes and the big one (5 MB), some 8 MB; appended over 30 rounds, 96 MB.
  // At most twice the live bytes, and the chunk and the big record appended before the check.
  const live = 5 * 2 ** 20 + 2000 * 1450;
  expect(peak).toBeLessThan(2 * live + 4 * 2 ** 20 + 5 * 2 ** 20 + 2 ** 20);
  for (let i = 0; i < 2000; i++) {
    const taken = (i - 29) % 50 === 0 && i >= 29;
    expect(file.get(`c${i}`)).toBe(taken ? undefined : text(i, 29));
  }
  expect(file.get('big')).toBe(big(20));
  expect(new Set(file.ids())).toEqual(new Set([...Array.from({ length: 2000 }, (_, i) => i).filter((i) => !(i >= 29 && (i - 29) % 50 === 0)).map((i) => `c${i}`), 'big']));
  file.close();
  expect(readdirSync(dir)).toEqual([]);
});

test('the documents set aside are read back in key order, window by window, written or not, near or far apart in the file, and merged with those held', () => {
  const file = new SpillFile(join(dir, 's.spill'));
  const id = (i: number) => `msg-${(i * 7919) % 50_000}-${'ɔ'.repeat(i % 4)}`;
  const text = (i: number) => JSON.stringify({ id: id(i), town: 'Bolgatanga', body: 'x'.repeat(i % 1000 === 0 ? 40_000 : i % 700) });
  // Most ids in the written file, a few set aside again (their records far from the rest) and the last in the chunk not yet written.
  for (let i = 0; i < 50_000; i++) file.put(id(i), text(i));
  for (let i = 0; i < 50_000; i += 997) file.put(id(i), text(i));
  for (let i = 1; i < 50_000; i += 13) file.delete(id(i));
  const expected = [...new Set(Array.from({ length: 50_000 }, (_, i) => i).filter((i) => (i - 1) % 13 !== 0))].map((i) => [id(i), text(i)] as const).sort(([a], [b]) => (a < b ? -1 : 1));
  // Windows of 1 MB: dozens of them, each read in a few spans and some lone records.
  const sorted = file.sorted(2 ** 20);
  expect(sorted.ids).toEqual(expected.map(([i]) => i));
  expect([...sorted.texts]).toEqual(expected.map(([, t]) => t));

  const held = ['a-held', 'msg-1', 'zz-held'];
  const merged = [...mergedByKey(held, file.sorted())];
  expect(merged.map(([i]) => i)).toEqual([...held, ...expected.map(([i]) => i)].sort((a, b) => (a < b ? -1 : 1)));
  expect(merged.find(([i]) => i === 'msg-1')).toEqual(['msg-1', undefined]);
  expect(merged.find(([i]) => i === expected[3]![0])).toEqual([expected[3]![0], expected[3]![1]]);
  file.close();
});

test("a fold's directory is removed with its files, and a rebuild's own directory clears those of rebuilds killed before", () => {
  const spill = new SpillDir(dir);
  const file = spill.file();
  file.put('a', '{}');
  file.put('b', 'x'.repeat(5 * 2 ** 20));
  expect(readdirSync(dir)).toHaveLength(1);
  file.close();
  spill.remove();
  expect(readdirSync(dir)).toEqual([]);

  const base = join(dir, 'rebuild-spill');
  mkdirSync(join(base, '999999999-dead'), { recursive: true });
  mkdirSync(join(base, `${process.pid}-alive`), { recursive: true });
  const mine = rebuildSpillDir(dir);
  expect(mine.startsWith(join(base, `${process.pid}-`))).toBe(true);
  expect(readdirSync(base).sort()).toEqual([`${process.pid}-alive`, mine.slice(base.length + 1)].sort());
});
