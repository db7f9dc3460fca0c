import type { SearchDoc } from '../port';

/** Parsed documents kept for hits and get(); the oldest goes first past this many. */
const CACHE_SIZE = 20_000;

/**
 * Each slot's stored document as its JSON text, parsed only when a hit or get() hands it out. A start then
 * pays no JSON.parse per document (a million of them took a quarter of a cold load), and the index holds
 * a few hundred bytes of text a document instead of the parsed object's kilobyte or more.
 *
 * The slots below `base` came from a snapshot: their JSON is one run of bytes with an offset per slot.
 * Later slots hold their text as a string. A dead slot's text is dropped; the caller checks `alive` first.
 */
export class StoredDocs {
  private bytes: Buffer = Buffer.alloc(0);
  private offsets: Float64Array<ArrayBufferLike> = new Float64Array(1);
  private base = 0;
  private texts: (string | undefined)[] = [];
  private readonly cache = new Map<number, Readonly<SearchDoc>>();

  /** Slots 0 to offsets.length - 2 from a snapshot: slot s's JSON is bytes[offsets[s], offsets[s + 1]). */
  static fromBytes(bytes: Buffer, offsets: Float64Array<ArrayBufferLike>): StoredDocs {
    const docs = new StoredDocs();
    docs.bytes = bytes;
    docs.offsets = offsets;
    docs.base = offsets.length - 1;
    return docs;
  }

  set(slot: number, json: string): void {
    this.texts[slot - this.base] = json;
    this.cache.delete(slot);
  }

  drop(slot: number): void {
    if (slot >= this.base) this.texts[slot - this.base] = undefined;
    this.cache.delete(slot);
  }

  /**
   * The JSON of the given slots (live ones, in order), one after another, as chunks to write in turn, with
   * where each slot's begins (one more offset than slots). A run of neighbouring slots from a snapshot is a
   * view of its bytes, not a copy (copying 600 MB costs more in page faults than in the copy); a run of
   * texts is encoded into one buffer.
   */
  concat(slots: number[]): { chunks: Buffer[]; offsets: Float64Array } {
    const n = slots.length;
    const offsets = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      offsets[i + 1] = offsets[i]! + (s < this.base ? this.offsets[s + 1]! - this.offsets[s]! : Buffer.byteLength(this.texts[s - this.base]!));
    }
    const chunks: Buffer[] = [];
    for (let i = 0; i < n; ) {
      const fromBytes = slots[i]! < this.base;
      let j = i + 1;
      if (fromBytes) while (j < n && slots[j] === slots[j - 1]! + 1 && slots[j]! < this.base) j++;
      else while (j < n && slots[j]! >= this.base) j++;
      if (fromBytes) chunks.push(this.bytes.subarray(this.offsets[slots[i]!], this.offsets[slots[j - 1]! + 1]));
      else {
        const chunk = Buffer.allocUnsafeSlow(offsets[j]! - offsets[i]!);
        for (let k = i; k < j; k++) chunk.write(this.texts[slots[k]! - this.base]!, offsets[k]! - offsets[i]!);
        chunks.push(chunk);
      }
      i = j;
    }
    return { chunks, offsets };
  }

  json(slot: number): string | undefined {
    if (slot < this.base) return this.bytes.toString('utf8', this.offsets[slot], this.offsets[slot + 1]);
    return this.texts[slot - this.base];
  }

  /** The document, frozen all the way down: hits hand out the same object to every caller, so nobody may change it. */
  get(slot: number): Readonly<SearchDoc> | undefined {
    const cached = this.cache.get(slot);
    if (cached) return cached;
    const json = this.json(slot);
    if (json === undefined) return undefined;
    const doc = deepFreeze(JSON.parse(json) as SearchDoc);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(slot, doc);
    return doc;
  }
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
