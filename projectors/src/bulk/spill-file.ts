import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bytes gathered in memory before one write to the file, and read at once when the ids are listed. */
const CHUNK = 4 * 2 ** 20;
/**
 * The file is compacted (its live records copied into a new one) once it is this large and more than twice the
 * bytes still set aside in it. A document cooled again is appended again, so without it the file grew with every
 * cooling: 10.6 GB at 4.3 million events, 20 GB at 7.8 million (BENCHMARKS.md, Replay as a bulk load), a disk's
 * worth on a small server and a page cache full of dead bytes. Copying when the dead bytes reach the live ones
 * costs at most one byte copied for each byte appended.
 */
const COMPACT_FROM = 64 * 2 ** 20;
/**
 * Bytes of texts read at once when the ids set aside are read in key order (sorted): a window's records are
 * read in the order of the file, and the more of the file's records a window holds, the closer together they are.
 */
const WINDOW = 8 * 2 ** 20;
/**
 * Records of a window this close in the file (bytes between them) are read at once, the bytes between read and
 * dropped: copying 16 KB from the operating system's cache costs about what one more read does.
 */
const READ_GAP = 16 * 1024;
/** Table entries: no slot there yet, and a slot deleted (the probe goes on past it). */
const EMPTY = 0;
const GONE = -1;

/**
 * Documents a rebuild's fold set aside as JSON text in a file of its own, by id (issue 34): out of the V8 heap,
 * where a million events' documents made every major collection trace millions of objects, and out of the
 * generation's table, where writing them early and reading them back was most of a million-event rebuild (random
 * inserts into a b-tree that grew with each eviction, a point read for each document needed again). Appending is
 * sequential and reading one back is a read at an offset the operating system's cache has still in hand; each
 * document then goes into the generation once, at the finish, in key order.
 *
 * Nothing is held in the heap per document: each record in the file is the id followed by the text, and the ids
 * are found through an open-addressing table in typed arrays (a 32-bit hash of the id, where its record is, how
 * long its id and text are), some 30 bytes a document. A `Map` from id to place held each id as a string, some
 * 100 bytes a document for the whole rebuild, outside the fold's bound: at ten million events that ran a
 * folding thread out of heap (BENCHMARKS.md, Replay as a bulk load). A hash that matches is confirmed by the id
 * read back with the record, so two ids with the same hash are told apart.
 *
 * A document put again is appended again (the old bytes stay in the file, unread, until it is compacted); the
 * file is the rebuild's own and is removed with its folder (SpillDir).
 */
export class SpillFile {
  private fd: number | undefined;
  /** By slot: the id's hash, where its record starts, and the byte lengths of its id and of its text. */
  private hashes = new Int32Array(1024);
  private offsets = new Float64Array(1024);
  private idBytes = new Uint16Array(1024);
  private lengths = new Int32Array(1024);
  /** Open addressing by hash: slot + 1, EMPTY or GONE. */
  private table = new Int32Array(2048);
  private count = 0;
  private gone = 0;
  private free: number[] = [];
  private next = 0;
  /** Bytes in the file, and the chunk not written yet (it follows them). */
  private written = 0;
  private chunk = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  /** Bytes of the records still set aside (ids and texts): what compacting keeps. */
  private live = 0;
  /** Times the file was compacted (for the tests). */
  compactions = 0;
  private scratch = Buffer.allocUnsafe(64 * 1024);

  constructor(
    private readonly path: string,
    /** Tests: a hash with collisions, to show they are told apart. */
    private readonly hash: (id: string) => number = fnv1a,
    /** Tests: the size from which the file is compacted (COMPACT_FROM). */
    private readonly compactFrom = COMPACT_FROM,
  ) {}

  /** Bytes in the file and in the chunk not yet written: what the file takes on disk, dead records included. */
  get bytes(): number {
    return this.written + this.used;
  }

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    return this.find(id, false) >= 0;
  }

  /** The ids set aside, in the order of the file (read from it a chunk at a time). */
  *ids(): Generator<string> {
    for (const [, id] of this.inFileOrder((slot) => this.idBytes[slot]!)) yield id.toString('utf8');
  }

  /**
   * Every id still set aside, in key order, and then (`texts`) their texts in that order: what a load into the
   * generation asks for at the finish. The texts are read a window of WINDOW bytes at a time, each window's
   * records in the order of the file and neighbours read together (READ_GAP): a read per document, at random
   * places, was a fifth of a folding thread's finish at a million events (BENCHMARKS.md, Replay as a bulk load).
   */
  sorted(window = WINDOW): { ids: string[]; texts: Iterable<string> } {
    const slots: number[] = [];
    const ids: string[] = [];
    for (const [slot, bytes] of this.inFileOrder((slot) => this.idBytes[slot]!)) {
      slots.push(slot);
      ids.push(bytes.toString('utf8'));
    }
    const order = Array.from(ids.keys()).sort((a, b) => byKey(ids[a]!, ids[b]!));
    return { ids: order.map((i) => ids[i]!), texts: this.textsOf(order.map((i) => slots[i]!), window) };
  }

  private *textsOf(slots: number[], window: number): Generator<string> {
    for (let start = 0; start < slots.length; ) {
      let end = start;
      for (let bytes = 0; end < slots.length && (end === start || bytes + this.lengths[slots[end]!]! <= window); end++) bytes += this.lengths[slots[end]!]!;
      const part = slots.slice(start, end);
      const texts = new Array<string>(part.length);
      const byOffset = Array.from(part.keys()).sort((a, b) => this.offsets[part[a]!]! - this.offsets[part[b]!]!);
      let from = 0;
      let to = 0;
      let span = Buffer.allocUnsafe(0);
      for (let n = 0; n < byOffset.length; n++) {
        const slot = part[byOffset[n]!]!;
        const offset = this.offsets[slot]!;
        const idLength = this.idBytes[slot]!;
        const size = idLength + this.lengths[slot]!;
        let record: Buffer;
        if (offset >= this.written) record = this.chunk.subarray(offset - this.written, offset - this.written + size);
        else {
          if (offset < from || offset + size > to) {
            // From this record to the last of its neighbours (in the file, within READ_GAP of the one before).
            let last = offset + size;
            for (let m = n + 1; m < byOffset.length; m++) {
              const next = part[byOffset[m]!]!;
              const at = this.offsets[next]!;
              const ends = at + this.idBytes[next]! + this.lengths[next]!;
              if (at >= this.written || at - last > READ_GAP || ends - offset > CHUNK) break;
              last = Math.max(last, ends);
            }
            if (last - offset > span.length) span = Buffer.allocUnsafe(Math.max(last - offset, Math.min(CHUNK, window)));
            readFully(this.fd!, span, last - offset, offset, this.path, true);
            from = offset;
            to = last;
          }
          record = span.subarray(offset - from, offset - from + size);
        }
        texts[byOffset[n]!] = record.toString('utf8', idLength, size);
      }
      yield* texts;
      start = end;
    }
  }

  /** Sets `json` aside as the text of `id` (replacing what was there). */
  put(id: string, json: string): void {
    const idLength = Buffer.byteLength(id);
    if (idLength > 0xffff) throw new Error(`${this.path}: an id of ${idLength} bytes is too long to set aside`);
    const bytes = Buffer.byteLength(json);
    const record = idLength + bytes;
    if (this.used + record > this.chunk.length) this.writeChunk();
    let offset: number;
    if (record > this.chunk.length) {
      offset = this.written;
      writeFully(this.file(), Buffer.from(id + json, 'utf8'), offset);
      this.written += record;
    } else {
      offset = this.written + this.used;
      this.chunk.write(id, this.used, 'utf8');
      this.chunk.write(json, this.used + idLength, 'utf8');
      this.used += record;
    }
    let slot = this.find(id, false);
    if (slot < 0) slot = this.add(id);
    else this.live -= this.idBytes[slot]! + this.lengths[slot]!;
    this.offsets[slot] = offset;
    this.idBytes[slot] = idLength;
    this.lengths[slot] = bytes;
    this.live += record;
    if (this.written >= this.compactFrom && this.written > 2 * this.live) this.compact();
  }

  /** The text set aside for `id`, or undefined. */
  get(id: string): string | undefined {
    const slot = this.find(id, true);
    return slot < 0 ? undefined : this.text(slot);
  }

  /** The text set aside for `id` (or undefined), no longer set aside: one look-up for what get and delete do. */
  take(id: string): string | undefined {
    const at = this.entry(id, true);
    if (at < 0) return undefined;
    const slot = this.table[at]! - 1;
    const json = this.text(slot);
    this.remove(at, slot);
    return json;
  }

  delete(id: string): void {
    const at = this.entry(id, false);
    if (at >= 0) this.remove(at, this.table[at]! - 1);
  }

  /** The file is removed and every id forgotten. */
  close(): void {
    this.table = new Int32Array(2048);
    this.count = 0;
    this.gone = 0;
    this.free = [];
    this.next = 0;
    this.used = 0;
    this.written = 0;
    this.live = 0;
    if (this.fd !== undefined) {
      closeSync(this.fd);
      this.fd = undefined;
      rmSync(this.path, { force: true });
    }
  }

  /** The slot of `id`, or -1. */
  private find(id: string, withText: boolean): number {
    const at = this.entry(id, withText);
    return at < 0 ? -1 : this.table[at]! - 1;
  }

  /**
   * Where in the table `id` is, or -1. Each slot whose hash matches is read back (its id, and its text when
   * `withText`, into `scratch`, so that `text` need not read it again) and its id compared.
   */
  private entry(id: string, withText: boolean): number {
    const hash = this.hash(id);
    const mask = this.table.length - 1;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at]!;
      if (entry === EMPTY) return -1;
      if (entry === GONE) continue;
      const slot = entry - 1;
      if (this.hashes[slot] !== hash) continue;
      const idLength = this.idBytes[slot]!;
      const bytes = this.read(slot, withText ? idLength + this.lengths[slot]! : idLength);
      if (bytes.toString('utf8', 0, idLength) === id) {
        this.loaded = withText ? slot : -1;
        return at;
      }
    }
  }

  /** The slot whose record `scratch` (or the chunk) holds from the last look-up with its text. */
  private loaded = -1;

  private text(slot: number): string {
    const idLength = this.idBytes[slot]!;
    const bytes = this.loaded === slot ? this.lastRead : this.read(slot, idLength + this.lengths[slot]!);
    this.loaded = -1;
    return bytes.toString('utf8', idLength, idLength + this.lengths[slot]!);
  }

  private lastRead: Buffer = this.scratch;

  /** The first `length` bytes of a slot's record: a view of the chunk, or of `scratch` read from the file. */
  private read(slot: number, length: number): Buffer {
    const offset = this.offsets[slot]!;
    if (offset >= this.written) return (this.lastRead = this.chunk.subarray(offset - this.written, offset - this.written + length));
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafe(length);
    readFully(this.fd!, this.scratch, length, offset, this.path, true);
    return (this.lastRead = this.scratch);
  }

  private add(id: string): number {
    if ((this.count + this.gone + 1) * 2 > this.table.length) this.rehash();
    const slot = this.free.pop() ?? this.next++;
    if (slot >= this.hashes.length) this.grow();
    const hash = this.hash(id);
    this.hashes[slot] = hash;
    const mask = this.table.length - 1;
    let at = hash & mask;
    while (this.table[at]! > 0) at = (at + 1) & mask;
    if (this.table[at] === GONE) this.gone -= 1;
    this.table[at] = slot + 1;
    this.count += 1;
    return slot;
  }

  private remove(at: number, slot: number): void {
    this.live -= this.idBytes[slot]! + this.lengths[slot]!;
    this.table[at] = GONE;
    this.gone += 1;
    this.count -= 1;
    this.free.push(slot);
  }

  /** A table twice the live ids' (at least), without the deleted entries the probes stepped over. */
  private rehash(): void {
    let size = this.table.length;
    while (this.count * 4 > size) size *= 2;
    const old = this.table;
    this.table = new Int32Array(size);
    const mask = size - 1;
    for (const entry of old) {
      if (entry <= 0) continue;
      let at = this.hashes[entry - 1]! & mask;
      while (this.table[at] !== EMPTY) at = (at + 1) & mask;
      this.table[at] = entry;
    }
    this.gone = 0;
  }

  private file(): number {
    if (this.fd === undefined) this.fd = openSync(this.path, 'w+');
    return this.fd;
  }

  private writeChunk(): void {
    if (this.used === 0) return;
    writeFully(this.file(), this.chunk.subarray(0, this.used), this.written);
    this.written += this.used;
    this.used = 0;
  }

  /**
   * The records still set aside, copied in the order of the file into a new one that then takes its place (read and
   * written a chunk at a time); the dead records are left behind.
   */
  private compact(): void {
    this.writeChunk();
    const path = `${this.path}.compacting`;
    const fd = openSync(path, 'w+');
    // The chunk is empty (written above) and gathers the new file's records.
    const out = this.chunk;
    let written = 0;
    let used = 0;
    for (const [slot, record] of this.inFileOrder((slot) => this.idBytes[slot]! + this.lengths[slot]!)) {
      if (used + record.length > out.length) {
        writeFully(fd, out.subarray(0, used), written);
        written += used;
        used = 0;
      }
      this.offsets[slot] = written + used;
      if (record.length > out.length) {
        // A record larger than a chunk is copied alone.
        writeFully(fd, record, written);
        written += record.length;
        continue;
      }
      record.copy(out, used);
      used += record.length;
    }
    writeFully(fd, out.subarray(0, used), written);
    written += used;
    closeSync(this.fd!);
    renameSync(path, this.path);
    this.fd = fd;
    this.written = written;
    this.used = 0;
    this.loaded = -1;
    this.compactions += 1;
  }

  /**
   * Each record still set aside, in the order of the file: its slot and a view of its first `length(slot)` bytes,
   * read a chunk at a time (a record larger than a chunk alone). A view lasts until the next is asked for.
   */
  private *inFileOrder(length: (slot: number) => number): Generator<[slot: number, bytes: Buffer]> {
    const slots: number[] = [];
    for (const entry of this.table) if (entry > 0) slots.push(entry - 1);
    slots.sort((a, b) => this.offsets[a]! - this.offsets[b]!);
    const block = Buffer.allocUnsafe(CHUNK);
    let from = 0;
    let to = 0;
    for (const slot of slots) {
      const offset = this.offsets[slot]!;
      const size = length(slot);
      if (offset >= this.written) {
        yield [slot, this.chunk.subarray(offset - this.written, offset - this.written + size)];
      } else if (size > block.length) {
        const record = Buffer.allocUnsafe(size);
        readFully(this.fd!, record, size, offset, this.path, true);
        yield [slot, record];
      } else {
        if (offset < from || offset + size > to) {
          from = offset;
          to = from + readFully(this.fd!, block, Math.min(block.length, this.written - from), from, this.path, false);
        }
        yield [slot, block.subarray(offset - from, offset - from + size)];
      }
    }
  }

  private grow(): void {
    const size = this.hashes.length * 2;
    this.hashes = grown(this.hashes, new Int32Array(size));
    this.offsets = grown(this.offsets, new Float64Array(size));
    this.idBytes = grown(this.idBytes, new Uint16Array(size));
    this.lengths = grown(this.lengths, new Int32Array(size));
  }
}

function grown<T extends Int32Array | Float64Array | Uint16Array>(from: T, to: T): T {
  to.set(from as never);
  return to;
}

/** FNV-1a over the id's UTF-16 code units: cheap, and spread well enough for ids (a match is confirmed anyway). */
function fnv1a(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash;
}

function writeFully(fd: number, bytes: Buffer, position: number): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done, position + done);
}

/** Reads `length` bytes at `position` (or up to the end, unless `exact`); answers how many were read. */
function readFully(fd: number, into: Buffer, length: number, position: number, path: string, exact: boolean): number {
  let read = 0;
  while (read < length) {
    const n = readSync(fd, into, read, length - read, position + read);
    if (n === 0) {
      if (exact) throw new Error(`${path}: the file ended before a document set aside in it`);
      break;
    }
    read += n;
  }
  return read;
}

/**
 * The directory one fold sets documents aside in (SpillFile), made at the first file asked for inside `base` (a
 * rebuild's own, rebuildSpillDir; the system's temporary directory without), and removed with what is in it.
 */
export class SpillDir {
  private dir: string | undefined;
  private files = 0;

  constructor(private readonly base: string = join(tmpdir(), 'fie-rebuild-spill')) {}

  /** A new file in the directory (made now, if need be). */
  file(): SpillFile {
    if (!this.dir) {
      mkdirSync(this.base, { recursive: true });
      this.dir = mkdtempSync(join(this.base, 'fold-'));
    }
    return new SpillFile(join(this.dir, `${this.files++}.spill`));
  }

  /** Removes the directory and what is in it (open files go when they are closed). */
  remove(): void {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}

/**
 * A rebuild's own directory for what its folds set aside: under DATA_DIR's `rebuild-spill` (the disk the operator
 * chose for the data, not a /tmp that may be memory), named after its process, so that one left by a rebuild
 * killed with `kill -9` is removed by the next. The rebuild removes its own at the end, whatever happened.
 */
export function rebuildSpillDir(dataDir: string | undefined): string {
  const base = join(dataDir ?? tmpdir(), dataDir ? 'rebuild-spill' : 'fie-rebuild-spill');
  mkdirSync(base, { recursive: true });
  for (const name of readdirSync(base)) {
    const pid = Number(name.split('-')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    rmSync(join(base, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(base, `${process.pid}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The store's key order, the fold's everywhere (SQLite's BINARY collation of UTF-8 is UTF-16 order below the surrogates). */
export const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ids of `held` (in key order) and of a file's (`sorted`), merged in key order, each once, with the file's
 * text for those it holds (undefined for the others: what memory holds wins, as nothing is in both).
 */
export function* mergedByKey(held: string[], filed: { ids: string[]; texts: Iterable<string> } | undefined): Generator<[id: string, text: string | undefined]> {
  const ids = filed?.ids ?? [];
  const texts = filed?.texts[Symbol.iterator]();
  let i = 0;
  let j = 0;
  while (i < held.length || j < ids.length) {
    const fromFile = j < ids.length && (i >= held.length || ids[j]! <= held[i]!);
    if (!fromFile) {
      yield [held[i++]!, undefined];
      continue;
    }
    const text = texts!.next().value as string;
    if (i < held.length && held[i] === ids[j]) {
      yield [held[i++]!, undefined];
      j += 1;
      continue;
    }
    yield [ids[j++]!, text];
  }
}
