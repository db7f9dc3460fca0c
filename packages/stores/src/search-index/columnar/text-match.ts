import type { SearchQuery } from '../port';
import { fieldType, InvalidSearchError } from '../schema';
import type { Columns } from './columns';
import type { Scratch } from './scratch';
import { foldedWords, type Posting, type TextColumn } from './text-column';

/**
 * The text part of a search: which slots hold every word of the query, and their BM25 scores.
 *
 * A word's score needs its document frequency over the whole index, which a common word ('gated', in a third
 * of the listings) costs a walk of its whole posting list to count: 300,000 entries at a million listings, for
 * a search whose place holds a few thousand of them. So each count is kept until the index next changes, and
 * a search that knows it reads only the part of each posting list that falls among the place's slots (the
 * grid's candidates lie in a few runs of slots, the columns being in map order). A count is of distinct live
 * documents across the fields and the words a prefix stands for, which no per-posting tally could give; it is
 * made exactly as before, so scores, order and totals are unchanged.
 */
const K1 = 1.2;
const B = 0.75;

/** Each word's postings (rarest first), the key its document count is kept under, and the rarest's size. */
export type TextPlan = { fields: TextColumn[]; postings: Posting[][]; keys: string[]; rarest: number };

/** The text's fields and words, each word's postings (the last word's as a prefix); undefined for a blank query. */
export function planText(cols: Columns, text: NonNullable<SearchQuery['text']>): TextPlan | undefined {
  if (!Array.isArray(text.fields) || text.fields.length === 0) throw new InvalidSearchError('A text query needs at least one text field');
  const fields = text.fields.map((f) => (fieldType(cols.index, cols.mapping, f, 'text'), cols.columns.get(f) as TextColumn));
  const words = foldedWords(text.query ?? '');
  if (words.length === 0) return undefined;
  // Rarest word first: its slots are the only candidates, so the fewer the better.
  const planned = words
    .map((word, i) => {
      const prefix = i === words.length - 1;
      const list = fields.flatMap((f) => f.lookup(word, prefix));
      return { list, total: list.reduce((n, p) => n + p.n, 0), key: `${text.fields.join('\u0000')}\u0001${word}\u0001${prefix ? 'prefix' : 'word'}` };
    })
    .sort((a, b) => a.total - b.total);
  return { fields, postings: planned.map((p) => p.list), keys: planned.map((p) => p.key), rarest: planned[0]!.total };
}

/** Document counts by plan key, valid while the columns' `changes` is what it was when they were counted. */
const counts = new WeakMap<Columns, { changes: number; documents: Map<string, number> }>();

function knownCount(cols: Columns, key: string): number | undefined {
  const kept = counts.get(cols);
  return kept?.changes === cols.changes ? kept.documents.get(key) : undefined;
}

function keepCount(cols: Columns, key: string, documents: number): void {
  let kept = counts.get(cols);
  if (kept?.changes !== cols.changes || kept.documents.size >= 10_000) counts.set(cols, (kept = { changes: cols.changes, documents: new Map() }));
  kept.documents.set(key, documents);
}

/**
 * The slots that hold every word (among `within`, when given: the grid's candidates, flagged by slot and
 * listed in `slots`), with their BM25 score in scratch.score. A word's document frequency is counted over the
 * whole index, so a slot scores the same whatever narrows the candidates.
 */
export function textCandidates(cols: Columns, plan: TextPlan, scratch: Scratch, within?: { flags: Uint8Array; slots: Int32Array; n: number }): Int32Array {
  const { fields, postings } = plan;
  const { score, wordsSeen, tf, marks } = scratch;
  const docCount = Math.max(1, Math.max(...fields.map((f) => f.docCount)));
  const avgLength = Math.max(1, fields.reduce((n, f) => n + f.totalLength, 0) / docCount);
  const alive = cols.alive;
  const flags = within?.flags;
  let ranges: Ranges | undefined;
  let candidates: number[] = [];
  postings.forEach((list, round) => {
    const total = list.reduce((n, p) => n + p.n, 0);
    let documents = knownCount(cols, plan.keys[round]!);
    // This word's count per slot, over every field and every word a prefix stands for.
    const touched: number[] = [];
    // Where the word's postings are worth reading: among the grid's candidates, or (after the first word) the
    // slots still in the running, when they are few against the postings; else all of them.
    const among = documents === undefined ? undefined : within ? (ranges ??= rangesOf(within.slots, within.n)) : round > 0 && candidates.length * 4 < total ? rangesOf(candidates, candidates.length) : undefined;
    if (among) {
      for (const p of list) {
        for (let r = 0, i = 0; r < among.count && i < p.n; r++) {
          const to = among.ends[r]!;
          for (i = seek(p, i, among.starts[r]!); i < p.n && p.slots[i]! <= to; i++) {
            const slot = p.slots[i]!;
            if (alive[slot] !== 1 || wordsSeen[slot] !== round || (flags && flags[slot] !== 1)) continue;
            if (tf[slot] === 0) touched.push(slot);
            tf[slot] = tf[slot]! + p.counts[i]!;
          }
        }
      }
    } else {
      const stamp = scratch.nextStamp();
      const counting = documents === undefined;
      let seen = 0;
      for (const p of list) {
        for (let i = 0; i < p.n; i++) {
          const slot = p.slots[i]!;
          if (alive[slot] !== 1) continue;
          if (counting && marks[slot] !== stamp) {
            marks[slot] = stamp;
            seen++;
          }
          if (wordsSeen[slot] !== round || (flags && flags[slot] !== 1)) continue;
          if (tf[slot] === 0) touched.push(slot);
          tf[slot] = tf[slot]! + p.counts[i]!;
        }
      }
      if (counting) keepCount(cols, plan.keys[round]!, (documents = seen));
    }
    const idf = Math.log(1 + (docCount - documents! + 0.5) / (documents! + 0.5));
    for (const slot of touched) {
      let length = 0;
      for (const f of fields) length += f.lengths[slot]!;
      const t = tf[slot]!;
      score[slot] = score[slot]! + (idf * t * (K1 + 1)) / (t + K1 * (1 - B + (B * length) / avgLength));
      wordsSeen[slot] = round + 1;
      tf[slot] = 0;
    }
    if (round === 0) candidates = touched;
  });
  // Only the first word's slots were ever touched; those that missed a later word lose their partial score.
  const out: number[] = [];
  for (const slot of candidates) {
    if (wordsSeen[slot] === postings.length) out.push(slot);
    else score[slot] = 0;
    wordsSeen[slot] = 0;
  }
  return Int32Array.from(out);
}

/** Sorted, disjoint ranges of slots, from starts[i] to ends[i] inclusive. */
export type Ranges = { starts: Int32Array; ends: Int32Array; count: number };

/** Slots this close are one range: reading a few postings too many costs less than one more search for a range's start. */
const GAP = 64;

/**
 * Ranges that cover the given slots. The grid gives its candidates cell by cell, each cell's in slot order,
 * and in map order the cells' slots follow one another; slots added since the columns were built, and a
 * view of cells in another order, make more ranges, sorted here.
 */
export function rangesOf(slots: ArrayLike<number>, n: number): Ranges {
  let starts: number[] = [];
  let ends: number[] = [];
  for (let i = 0; i < n; i++) {
    const slot = slots[i]!;
    const last = ends.length - 1;
    if (last >= 0 && slot > ends[last]! && slot - ends[last]! <= GAP) ends[last] = slot;
    else (starts.push(slot), ends.push(slot));
  }
  if (starts.some((s, i) => i > 0 && s <= ends[i - 1]!)) {
    const order = starts.map((_, i) => i).sort((a, b) => starts[a]! - starts[b]!);
    const [s0, e0] = [order.map((i) => starts[i]!), order.map((i) => ends[i]!)];
    starts = [];
    ends = [];
    for (let i = 0; i < s0.length; i++) {
      const last = ends.length - 1;
      if (last >= 0 && s0[i]! - ends[last]! <= GAP) ends[last] = Math.max(ends[last]!, e0[i]!);
      else (starts.push(s0[i]!), ends.push(e0[i]!));
    }
  }
  return { starts: Int32Array.from(starts), ends: Int32Array.from(ends), count: starts.length };
}

/**
 * The first of a posting's entries from `at` on whose slot is `from` or more. The postings are sorted by slot
 * (slots only grow), so a reader of sorted ranges moves one cursor forward: it gallops, then halves.
 */
export function seek(p: Posting, at: number, from: number): number {
  const { slots, n } = p;
  if (at >= n || slots[at]! >= from) return at;
  let lo = at;
  let step = 1;
  while (lo + step < n && slots[lo + step]! < from) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, n);
  lo += 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
