import { textWords } from '../schema';

/** Lowercase words with their diacritics removed, as FTS5's unicode61 and Elasticsearch's asciifolding give them. */
export function foldedWords(text: string): string[] {
  return textWords(text).map((w) => w.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/** Slots that hold a word, in slot order (slots only grow, so appending keeps the order), with how often. */
export class Posting {
  slots = new Int32Array(4);
  counts = new Uint16Array(4);
  n = 0;
  push(slot: number, count: number) {
    if (this.n === this.slots.length) {
      const slots = new Int32Array(this.n * 2);
      slots.set(this.slots);
      this.slots = slots;
      const counts = new Uint16Array(this.n * 2);
      counts.set(this.counts);
      this.counts = counts;
    }
    this.slots[this.n] = slot;
    this.counts[this.n++] = Math.min(count, 65_535);
  }
}

/**
 * A text field: an inverted index (word → postings), each slot's length in words for BM25, and the words
 * in sorted order, so the prefix of a half-typed word finds its words by binary search.
 * Postings of dead slots stay until the columns are rebuilt; searches skip them.
 */
export class TextColumn {
  readonly kind = 'text';
  readonly postings = new Map<string, Posting>();
  /** Every word, sorted, for prefixes; a new word is spliced into place (words stop being new quickly). */
  readonly words: string[] = [];
  lengths: Int32Array;
  present: Uint8Array;
  /** Words in live documents, and how many live documents have the field: BM25's average length. */
  totalLength = 0;
  docCount = 0;

  constructor(capacity: number) {
    this.lengths = new Int32Array(capacity);
    this.present = new Uint8Array(capacity);
  }

  add(slot: number, text: string): void {
    const words = foldedWords(text);
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const [word, count] of counts) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = new Posting();
        this.postings.set(word, posting);
        this.words.splice(lowerBound(this.words, word), 0, word);
      }
      posting.push(slot, count);
    }
    this.lengths[slot] = words.length;
    this.present[slot] = 1;
    this.totalLength += words.length;
    this.docCount++;
  }

  remove(slot: number): void {
    if (!this.present[slot]) return;
    this.totalLength -= this.lengths[slot]!;
    this.docCount--;
  }

  /** The postings of a word, or of every word it begins when it is a prefix. */
  lookup(word: string, prefix: boolean): Posting[] {
    if (!prefix) {
      const p = this.postings.get(word);
      return p ? [p] : [];
    }
    const out: Posting[] = [];
    for (let i = lowerBound(this.words, word); i < this.words.length && this.words[i]!.startsWith(word); i++) out.push(this.postings.get(this.words[i]!)!);
    return out;
  }

  grow(capacity: number): void {
    const lengths = new Int32Array(capacity);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const present = new Uint8Array(capacity);
    present.set(this.present);
    this.present = present;
  }
}

export function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
