import { closeSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { BoundedMap } from '../../bounded-map';
import { deepFreeze } from '../../deep-freeze';
import type { SearchDoc } from '../port';
import { unpaced, type Pace } from '../../pace';

/** Parsed documents kept for hits and get(); the least recently used goes first past this many. */
const CACHE_SIZE = 20_000;
/** A run of texts for a snapshot is encoded in buffers of at most this (a buffer holds at most 4 GB). */
const TEXT_CHUNK = 256 << 20;

/** A document a snapshot holds no longer matches its CRC: the snapshot is not to be trusted any more. */
export class CorruptSnapshotError extends Error {}

/** Closes a snapshot's file once nothing reads it any more (an index reloaded, a snapshot replaced). */
const files = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // already closed with its process's end
  }
});

/**
 * The documents of an open snapshot file, read where they lie: slot s's JSON is the bytes from
 * docsAt + offsets[s] to docsAt + offsets[s + 1], with crcs[s] its CRC-32. Held open while any index or
 * snapshot being written refers to it; a file renamed over or removed meanwhile stays readable (POSIX).
 */
export class SnapshotDocs {
  private closed = false;
  constructor(readonly fd: number, readonly docsAt: number, readonly offsets: Float64Array<ArrayBufferLike>, readonly crcs: Uint32Array<ArrayBufferLike>) {
    files.register(this, fd, this);
  }

  get count(): number {
    return this.offsets.length - 1;
  }

  read(slot: number): Buffer {
    const start = this.offsets[slot]!;
    const bytes = Buffer.allocUnsafe(this.offsets[slot + 1]! - start);
    const n = readSync(this.fd, bytes, 0, bytes.length, this.docsAt + start);
    if (n !== bytes.length || crc32(bytes) !== this.crcs[slot]) throw new CorruptSnapshotError(`snapshot document ${slot} does not match its CRC`);
    return bytes;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    files.unregister(this);
    closeSync(this.fd);
  }
}

/** Bytes of a snapshot's file, copied into the next snapshot without passing through memory whole. */
export type FileRange = { file: SnapshotDocs; start: number; end: number };

/**
 * Each slot's stored document, kept as JSON and parsed only when a hit or get() hands it out. A start then
 * pays no JSON.parse per document (a million of them took a quarter of a cold load), and the index holds no
 * parsed object per document (a kilobyte or more each, several for the marketplace's listings).
 *
 * The slots below `base` came from a snapshot and are read from its file when needed, so their JSON is not
 * in memory at all (the OS caches the file as it sees fit). Later slots hold their JSON as a string. A dead
 * slot's text is dropped; the caller checks `alive` first.
 */
export class StoredDocs {
  private file?: SnapshotDocs;
  private base = 0;
  private texts: (string | undefined)[] = [];
  private readonly cache = new BoundedMap<number, Readonly<SearchDoc>>(CACHE_SIZE);
  /** Snapshots being encoded, which need the texts of the slots live when they began; drops wait for them. */
  private holds = 0;
  private heldDrops: number[] = [];

  static fromSnapshot(file: SnapshotDocs): StoredDocs {
    const docs = new StoredDocs();
    docs.file = file;
    docs.base = file.count;
    return docs;
  }

  /**
   * The slots below the file's count are now read from it: a snapshot just written of these same slots,
   * with none dead (its slot s is this slot s). Their strings are let go.
   */
  adopt(file: SnapshotDocs): void {
    if (file.count < this.base) return file.close();
    this.texts = this.texts.slice(file.count - this.base);
    this.file = file;
    this.base = file.count;
  }

  set(slot: number, json: string): void {
    this.texts[slot - this.base] = json;
    this.cache.delete(slot);
  }

  drop(slot: number): void {
    this.cache.delete(slot);
    if (slot < this.base) return;
    if (this.holds > 0) this.heldDrops.push(slot);
    else this.texts[slot - this.base] = undefined;
  }

  /** Keeps every text until the answer is called: a snapshot encoded in slices reads them meanwhile. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds > 0) return;
      const drops = this.heldDrops;
      this.heldDrops = [];
      for (const slot of drops) if (slot >= this.base) this.texts[slot - this.base] = undefined;
    };
  }

  /**
   * The JSON of the given slots (live ones, in order) for a new snapshot: as chunks to write in turn (ranges
   * of the snapshot file for runs of neighbouring slots from it, buffers for runs of texts), where each
   * slot's begins (one more offset than slots), and each one's CRC-32. In slices (`pace`), while held.
   */
  async concat(slots: Int32Array, pace: Pace = unpaced): Promise<{ chunks: (Buffer | FileRange)[]; offsets: Float64Array; crcs: Uint32Array }> {
    const n = slots.length;
    const offsets = new Float64Array(n + 1);
    const crcs = new Uint32Array(n);
    const { file, base } = this;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      offsets[i + 1] = offsets[i]! + (s < base ? file!.offsets[s + 1]! - file!.offsets[s]! : Buffer.byteLength(this.texts[s - base]!));
      if ((i & 0xffff) === 0) await pace();
    }
    const chunks: (Buffer | FileRange)[] = [];
    for (let i = 0; i < n; ) {
      const fromFile = slots[i]! < base;
      let j = i + 1;
      if (fromFile) while (j < n && slots[j] === slots[j - 1]! + 1 && slots[j]! < base) j++;
      else while (j < n && slots[j]! >= base && offsets[j + 1]! - offsets[i]! <= TEXT_CHUNK) j++;
      if (fromFile) {
        chunks.push({ file: file!, start: file!.docsAt + file!.offsets[slots[i]!]!, end: file!.docsAt + file!.offsets[slots[j - 1]! + 1]! });
        for (let k = i; k < j; k++) crcs[k] = file!.crcs[slots[k]!]!;
        await pace();
      } else {
        const chunk = Buffer.allocUnsafeSlow(offsets[j]! - offsets[i]!);
        for (let k = i; k < j; k++) {
          const at = offsets[k]! - offsets[i]!;
          const end = at + chunk.write(this.texts[slots[k]! - base]!, at);
          crcs[k] = crc32(chunk.subarray(at, end));
          if ((k & 0x3ff) === 0) await pace();
        }
        chunks.push(chunk);
      }
      i = j;
    }
    return { chunks, offsets, crcs };
  }

  json(slot: number): string | undefined {
    if (slot < this.base) return this.file!.read(slot).toString('utf8');
    return this.texts[slot - this.base];
  }

  /** The document, frozen all the way down: hits hand out the same object to every caller, so nobody may change it. */
  get(slot: number): Readonly<SearchDoc> | undefined {
    const cached = this.cache.get(slot);
    if (cached) return cached;
    const json = this.json(slot);
    if (json === undefined) return undefined;
    const doc = deepFreeze(JSON.parse(json) as SearchDoc);
    this.cache.set(slot, doc);
    return doc;
  }

  /** Lets go of the snapshot file now, rather than when the garbage collector finds it unused. */
  close(): void {
    this.file?.close();
  }
}
