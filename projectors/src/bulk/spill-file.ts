import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bytes gathered in memory before one write to the file. */
const CHUNK = 4 * 2 ** 20;

/**
 * Documents a rebuild's fold set aside as JSON text in a file of its own, by id (issue 34): out of the V8 heap,
 * where a million events' documents made every major collection trace millions of objects, and out of the
 * generation's table, where writing them early and reading them back was most of a million-event rebuild (random
 * inserts into a b-tree that grew with each eviction, a point read for each document needed again). Appending is
 * sequential and reading one back is a read at an offset the operating system's cache has still in hand; each
 * document then goes into the generation once, at the finish, in key order.
 *
 * A document put again is appended again (the old bytes stay in the file, unread); the file is the rebuild's own
 * and is removed with its folder (SpillDir).
 */
export class SpillFile {
  private fd: number | undefined;
  private readonly slots = new Map<string, number>();
  private offsets = new Float64Array(1024);
  private lengths = new Int32Array(1024);
  private free: number[] = [];
  private next = 0;
  /** Bytes in the file, and the chunk not written yet (it follows them). */
  private written = 0;
  private chunk = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  private scratch = Buffer.allocUnsafe(64 * 1024);

  constructor(private readonly path: string) {}

  get size(): number {
    return this.slots.size;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  ids(): IterableIterator<string> {
    return this.slots.keys();
  }

  /** Sets `json` aside as the text of `id` (replacing what was there). */
  put(id: string, json: string): void {
    const bytes = Buffer.byteLength(json);
    if (this.used + bytes > this.chunk.length) this.writeChunk();
    let offset: number;
    if (bytes > this.chunk.length) {
      offset = this.written;
      writeSync(this.file(), json, offset, 'utf8');
      this.written += bytes;
    } else {
      offset = this.written + this.used;
      this.chunk.write(json, this.used, 'utf8');
      this.used += bytes;
    }
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.next++;
      if (slot >= this.offsets.length) this.grow();
      this.slots.set(id, slot);
    }
    this.offsets[slot] = offset;
    this.lengths[slot] = bytes;
  }

  /** The text set aside for `id`, or undefined. */
  get(id: string): string | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    const offset = this.offsets[slot]!;
    const length = this.lengths[slot]!;
    if (offset >= this.written) return this.chunk.toString('utf8', offset - this.written, offset - this.written + length);
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const n = readSync(this.fd!, this.scratch, read, length - read, offset + read);
      if (n === 0) throw new Error(`${this.path}: the file ended before a document set aside in it`);
      read += n;
    }
    return this.scratch.toString('utf8', 0, length);
  }

  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.free.push(slot);
  }

  /** The file is removed and every id forgotten. */
  close(): void {
    this.slots.clear();
    this.free = [];
    this.next = 0;
    this.used = 0;
    this.written = 0;
    if (this.fd !== undefined) {
      closeSync(this.fd);
      this.fd = undefined;
      rmSync(this.path, { force: true });
    }
  }

  private file(): number {
    if (this.fd === undefined) this.fd = openSync(this.path, 'w+');
    return this.fd;
  }

  private writeChunk(): void {
    if (this.used === 0) return;
    let done = 0;
    while (done < this.used) done += writeSync(this.file(), this.chunk, done, this.used - done, this.written + done);
    this.written += this.used;
    this.used = 0;
  }

  private grow(): void {
    const offsets = new Float64Array(this.offsets.length * 2);
    offsets.set(this.offsets);
    this.offsets = offsets;
    const lengths = new Int32Array(this.lengths.length * 2);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }
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
