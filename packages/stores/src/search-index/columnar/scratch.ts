/** Scratch arrays indexed by slot, reused between searches (cleared after use, never reallocated unless grown). */
export class Scratch {
  matches = new Int32Array(0);
  score = new Float64Array(0);
  wordsSeen = new Int32Array(0);
  tf = new Int32Array(0);
  /** The haversine term from the query's origin, by slot, for the matches only. */
  h = new Float64Array(0);
  /** Marks the grid's candidates for the text search; all zero between searches. */
  flags = new Uint8Array(0);
  /** Which slots a word's postings have counted, by stamp, so no clearing is needed. */
  marks = new Int32Array(0);
  private stamp = 0;
  nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
  fit(size: number) {
    if (this.matches.length >= size) return;
    const n = Math.max(size, this.matches.length * 2, 1024);
    this.matches = new Int32Array(n);
    this.score = new Float64Array(n);
    this.wordsSeen = new Int32Array(n);
    this.tf = new Int32Array(n);
    this.h = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.marks = new Int32Array(n);
    this.stamp = 0;
  }
}
