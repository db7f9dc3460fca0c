import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rebuildSpillDir, SpillDir, SpillFile } from './spill-file';

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
