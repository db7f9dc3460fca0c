import { closeSync, openSync, readSync, fstatSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { IndexMapping } from '../port';
import { Columns, Dictionary, type Codes } from './columns';
import { SnapshotDocs, StoredDocs, type FileRange } from './stored-docs';
import { unpaced, type Pace } from '../../pace';
import { Posting, TextColumn } from './text-column';

/**
 * An index's columns as one binary file, so a start reads them back instead of parsing and re-indexing every
 * document: a million listings load in a few seconds instead of a minute (most of which was parsing,
 * folding words and the garbage collector). See columnar-search-index.ts for when one is written and trusted.
 *
 * Layout: 8 bytes of magic, the header's length (u32), a CRC-32 of the header and sections, the header
 * (JSON: what the snapshot is of, where each section lies), then the sections, each on an 8-byte boundary so
 * a typed array can be read in place (the ids, dictionaries and words are JSON), and last the documents' JSON,
 * one after another, each with its own CRC-32 in a section. A start reads the header and sections and leaves
 * the documents in the file, to be read one at a time as hits need them (stored-docs.ts).
 *
 * Only live slots are written, renumbered in their order: a snapshot is also a compaction, and the text
 * postings stay sorted by slot. Search results do not depend on slot numbers (ties go by id).
 */
const MAGIC = 'FIECOLS\0';
/** Bump when the layout or the meaning of a column changes: a snapshot of another format is not read. */
export const SNAPSHOT_FORMAT = 2;

/** What a snapshot is of: the index's incarnation (stamp and generation), the last seq it holds, and its own token. */
export type SnapshotStamp = { index: string; stamp: string; generation: number; seq: number; token: string };

type Section = { offset: number; bytes: number };
type Typed = Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;
/** Sections of typed arrays, and of JSON for the dictionaries' values and the words (values, words). */
type FieldHeader =
  | { kind: 'keyword'; values: Section; width: 1 | 2 | 4; codes: Section }
  | { kind: 'number'; values: Section }
  | { kind: 'list'; values: Section; ends: Section; flat: Section }
  | { kind: 'geo'; lat: Section; lon: Section; x: Section; y: Section; z: Section }
  | { kind: 'text'; words: Section; ends: Section; slots: Section; counts: Section; lengths: Section; present: Section; totalLength: number; docCount: number };
type Header = SnapshotStamp & { format: number; mapping: IndexMapping; size: number; ids: Section; docEnds: Section; docCrcs: Section; fields: Record<string, FieldHeader>; bodyBytes: number; docBytes: number };

/**
 * The encoded snapshot: its first 16 bytes (the CRC filled in by sealSnapshot), the header and sections, and
 * the documents' JSON as buffers and ranges of the previous snapshot's file; where the documents begin in
 * the file, and each one's offset among them and CRC, for reading them from the file once it is written.
 */
export type Encoded = { start: Buffer; sections: Uint8Array[]; docs: (Buffer | FileRange)[]; bytes: number; docsAt: number; offsets: Float64Array; crcs: Uint32Array };

/**
 * What a snapshot reads of the columns, taken at once so that writes made while it is encoded change none
 * of it. Slots only grow and a slot's values are written once, when it is made (an array that grows or
 * widens is a new array, the old one left as it was), so below `size` the arrays it refers to keep their
 * values; only `alive` (a removal), a text column's word list (new words are spliced in) and its totals
 * change in place, so they are copied. A dictionary only grows: its first `n` values stay. A word's posting
 * only grows past `size` (appended slots are newer), so its entries below `size` are the ones it had.
 */
type Frozen = {
  size: number;
  live: Int32Array;
  remap: Int32Array;
  whole: boolean;
  ids: readonly string[];
  columns: FrozenColumn[];
};
type FrozenColumn =
  | { field: string; kind: 'keyword'; values: string[]; n: number; codes: Codes }
  | { field: string; kind: 'number'; values: Float64Array }
  | { field: string; kind: 'list'; values: string[]; n: number; from: Int32Array; to: Int32Array; flat: Int32Array }
  | { field: string; kind: 'geo'; arrays: Float64Array[] }
  | { field: string; kind: 'text'; column: TextColumn; words: string[]; lengths: Int32Array; present: Uint8Array; totalLength: number; docCount: number };

function freeze(cols: Columns): Frozen {
  const size = cols.size;
  const remap = new Int32Array(size).fill(-1);
  const live = new Int32Array(cols.live);
  let n = 0;
  for (let slot = 0; slot < size; slot++) {
    if (cols.alive[slot] !== 1) continue;
    remap[slot] = n;
    live[n++] = slot;
  }
  const columns: FrozenColumn[] = [];
  for (const [field, c] of cols.columns) {
    // The id column is the ids themselves, one code per slot: it is made again from them (see toColumns).
    if (field === 'id') continue;
    if (c.kind === 'keyword') columns.push({ field, kind: 'keyword', values: c.dict.values, n: c.dict.values.length, codes: c.codes });
    else if (c.kind === 'number') columns.push({ field, kind: 'number', values: c.values });
    else if (c.kind === 'list') columns.push({ field, kind: 'list', values: c.dict.values, n: c.dict.values.length, from: c.from, to: c.to, flat: c.flat });
    else if (c.kind === 'geo') columns.push({ field, kind: 'geo', arrays: [c.lat, c.lon, c.x, c.y, c.z] });
    else columns.push({ field, kind: 'text', column: c, words: c.words.slice(), lengths: c.lengths, present: c.present, totalLength: c.totalLength, docCount: c.docCount });
  }
  return { size, live: live.subarray(0, n), remap, whole: n === size, ids: cols.ids, columns };
}

/**
 * Encodes the columns as they are when called, in slices (`pace`): searches, and writes to the columns,
 * go on between slices, and change nothing the snapshot holds (see Frozen). Only this call's first step,
 * a pass over the slots, runs without a break.
 */
export async function encodeSnapshot(cols: Columns, stamp: SnapshotStamp, pace: Pace = unpaced): Promise<Encoded> {
  const frozen = freeze(cols);
  // A document removed meanwhile keeps its text until the snapshot has it.
  const release = cols.stored.hold();
  try {
    return await encodeFrozen(frozen, cols, stamp, pace);
  } finally {
    release();
  }
}

async function encodeFrozen(frozen: Frozen, cols: Columns, stamp: SnapshotStamp, pace: Pace): Promise<Encoded> {
  const { live, remap, whole } = frozen;
  const size = live.length;
  const body: Uint8Array[] = [];
  let bodyBytes = 0;
  const section = (array: Typed | Uint8Array): Section => {
    const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    const at = { offset: bodyBytes, bytes: view.byteLength };
    body.push(view);
    bodyBytes += view.byteLength;
    const pad = (8 - (bodyBytes % 8)) % 8;
    if (pad) (body.push(new Uint8Array(pad)), (bodyBytes += pad));
    return at;
  };
  const json = async (values: readonly string[], n = values.length) => section(await jsonArray(n, (i) => values[i]!, pace));
  const gather = async <A extends Typed>(from: A, make: new (n: number) => A): Promise<A> => {
    // No dead slots: copied whole, not slot by slot.
    if (whole) return from.slice(0, size) as A;
    const out = new make(size);
    for (let i = 0; i < size; i++) {
      out[i] = from[live[i]!]!;
      if ((i & 0xffff) === 0) await pace();
    }
    return out;
  };

  const fields: Record<string, FieldHeader> = {};
  for (const column of frozen.columns) {
    await pace();
    if (column.kind === 'keyword') {
      const width = column.codes.BYTES_PER_ELEMENT as 1 | 2 | 4;
      fields[column.field] = { kind: 'keyword', values: await json(column.values, column.n), width, codes: section(await gather(column.codes, column.codes.constructor as new (n: number) => Codes)) };
    } else if (column.kind === 'number') {
      fields[column.field] = { kind: 'number', values: section(await gather(column.values, Float64Array)) };
    } else if (column.kind === 'list') {
      const { from, to } = column;
      const ends = new Int32Array(size);
      let used = 0;
      for (let i = 0; i < size; i++) ends[i] = used += to[live[i]!]! - from[live[i]!]!;
      const flat = new Int32Array(used);
      let at = 0;
      for (let i = 0; i < size; i++) {
        const slot = live[i]!;
        for (let j = from[slot]!; j < to[slot]!; j++) flat[at++] = column.flat[j]!;
        if ((i & 0xffff) === 0) await pace();
      }
      fields[column.field] = { kind: 'list', values: await json(column.values, column.n), ends: section(ends), flat: section(flat) };
    } else if (column.kind === 'geo') {
      const sections: Section[] = [];
      for (const array of column.arrays) sections.push(section(await gather(array, Float64Array)));
      const [lat, lon, x, y, z] = sections as [Section, Section, Section, Section, Section];
      fields[column.field] = { kind: 'geo', lat, lon, x, y, z };
    } else {
      // Each word's entries below the frozen size are the ones it had then (see Frozen).
      const postings = column.words.map((word) => column.column.postings.get(word)!);
      const counted = new Int32Array(postings.length);
      let total = 0;
      for (let w = 0; w < postings.length; w++) {
        const p = postings[w]!;
        let n = p.n;
        while (n > 0 && p.slots[n - 1]! >= frozen.size) n--;
        counted[w] = n;
        total += n;
        if ((w & 0xfff) === 0) await pace();
      }
      const slots = new Int32Array(total);
      const counts = new Uint16Array(total);
      const words: string[] = [];
      const ends: number[] = [];
      let at = 0;
      for (let w = 0; w < postings.length; w++) {
        // Read again: a posting that grew meanwhile is a new array with the same entries below the size.
        const p = postings[w]!;
        const n = counted[w]!;
        const start = at;
        if (whole) {
          slots.set(p.slots.subarray(0, n), at);
          counts.set(p.counts.subarray(0, n), at);
          at += n;
        } else for (let i = 0; i < n; i++) {
          const slot = remap[p.slots[i]!]!;
          if (slot < 0) continue;
          slots[at] = slot;
          counts[at++] = p.counts[i]!;
        }
        // A word only dead documents had is left out, as a full load would.
        if (at > start) (words.push(column.words[w]!), ends.push(at));
        if ((w & 0x3ff) === 0 || n > 0xffff) await pace();
      }
      fields[column.field] = {
        kind: 'text',
        words: await json(words),
        ends: section(Float64Array.from(ends)),
        slots: section(slots.subarray(0, at)),
        counts: section(counts.subarray(0, at)),
        lengths: section(await gather(column.lengths, Int32Array)),
        present: section(await gather(column.present, Uint8Array)),
        totalLength: column.totalLength,
        docCount: column.docCount,
      };
    }
  }
  const ids = section(await jsonArray(size, (i) => frozen.ids[live[i]!]!, pace));

  const { chunks: docs, offsets, crcs } = await cols.stored.concat(live, pace);
  const docBytes = offsets[size]!;
  const docEndsAt = section(offsets.subarray(1));
  const docCrcs = section(crcs);

  const header: Header = { ...stamp, format: SNAPSHOT_FORMAT, mapping: cols.mapping, size, ids, docEnds: docEndsAt, docCrcs, fields, bodyBytes, docBytes };
  const head = Buffer.from(JSON.stringify(header));
  const headPad = new Uint8Array((8 - ((16 + head.length) % 8)) % 8);
  const start = Buffer.alloc(16);
  start.write(MAGIC, 0, 'latin1');
  start.writeUInt32LE(head.length, 8);
  const docsAt = 16 + head.length + headPad.length + bodyBytes;
  return { start, sections: [head, headPad, ...body], docs, bytes: docsAt + docBytes, docsAt, offsets, crcs };
}

/** A JSON array of n strings, made a slice at a time (a million ids take a tenth of a second at once). */
async function jsonArray(n: number, at: (i: number) => string, pace: Pace): Promise<Buffer> {
  const STEP = 1 << 14;
  const parts: Buffer[] = [];
  for (let from = 0; from < n; from += STEP) {
    const slice: string[] = [];
    for (let i = from; i < Math.min(n, from + STEP); i++) slice.push(at(i));
    const json = JSON.stringify(slice);
    parts.push(Buffer.from(from === 0 ? json.slice(0, -1) : `,${json.slice(1, -1)}`));
    await pace();
  }
  parts.push(Buffer.from(n === 0 ? '[]' : ']'));
  return Buffer.concat(parts);
}

/**
 * The CRC-32 a snapshot's first 16 bytes carry, over the header and sections, computed a slice at a time
 * with a turn of the event loop between slices: some hundreds of megabytes take a while searches should not
 * wait behind.
 */
export async function sealSnapshot(encoded: Encoded): Promise<void> {
  const SLICE = 8 << 20;
  let crc = 0;
  for (const chunk of encoded.sections) {
    for (let at = 0; at < chunk.byteLength; at += SLICE) {
      crc = crc32(chunk.subarray(at, at + SLICE), crc);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  encoded.start.writeUInt32LE(crc, 12);
}

/**
 * The columns a snapshot holds, with its stamp, when its token is the one wanted (else undefined, having read
 * only the header); throws when the file is not whole (length or CRC) or of another format.
 */
export function decodeSnapshot(file: string, mapping: IndexMapping, token: string): { columns: Columns; stamp: SnapshotStamp } | undefined {
  const fd = openSync(file, 'r');
  let kept = false;
  try {
    const { header, head, crc } = readHeader(fd);
    if (header.token !== token) return undefined;
    if (header.format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${header.format}, not ${SNAPSHOT_FORMAT}`);
    if (JSON.stringify(header.mapping) !== JSON.stringify(mapping)) throw new Error('snapshot of another mapping');
    const headEnd = 16 + head.length;
    const bodyAt = headEnd + ((8 - (headEnd % 8)) % 8);
    if (fstatSync(fd).size !== bodyAt + header.bodyBytes + header.docBytes) throw new Error('snapshot of the wrong length');
    // Buffers of their own (allocUnsafeSlow): offset 0 in their memory, so every 8-aligned section is a valid view.
    const body = readAt(fd, bodyAt, header.bodyBytes);
    let sum = crc32(head);
    sum = crc32(new Uint8Array(bodyAt - headEnd), sum);
    if (crc32(body, sum) !== crc) throw new Error('snapshot CRC mismatch');
    const { columns, offsets, crcs } = toColumns(header, body);
    // Made last: once made, only it closes the file.
    columns.stored = StoredDocs.fromSnapshot(new SnapshotDocs(fd, bodyAt + header.bodyBytes, offsets, crcs));
    kept = true;
    return { columns, stamp: header };
  } finally {
    // The file stays open for its documents (see SnapshotDocs), unless it was not the one wanted.
    if (!kept) closeSync(fd);
  }
}

function readHeader(fd: number): { header: Header; head: Buffer; crc: number } {
  const start = readAt(fd, 0, 16);
  if (start.toString('latin1', 0, 8) !== MAGIC) throw new Error('not a columns snapshot');
  const head = readAt(fd, 16, start.readUInt32LE(8));
  return { header: JSON.parse(head.toString('utf8')) as Header, head, crc: start.readUInt32LE(12) };
}

function readAt(fd: number, position: number, length: number): Buffer {
  const out = Buffer.allocUnsafeSlow(length);
  // readSync reads at most 2 GB at a time.
  for (let done = 0; done < length; ) {
    const n = readSync(fd, out, done, Math.min(length - done, 1 << 30), position + done);
    if (n === 0) throw new Error('snapshot ends early');
    done += n;
  }
  return out;
}

/** The columns, but for their documents: where each begins among them, and its CRC. */
function toColumns(header: Header, body: Buffer): { columns: Columns; offsets: Float64Array; crcs: Uint32Array } {
  const { size } = header;
  const cols = new Columns(header.index, header.mapping);
  let capacity = 1024;
  while (capacity < size) capacity *= 2;
  const view = <A extends Typed>(make: { new (buffer: ArrayBufferLike, offset: number, length: number): A; BYTES_PER_ELEMENT: number }, s: Section): A => {
    if (s.offset + s.bytes > body.length || s.bytes % make.BYTES_PER_ELEMENT) throw new Error('snapshot section out of bounds');
    return new make(body.buffer, body.byteOffset + s.offset, s.bytes / make.BYTES_PER_ELEMENT);
  };
  /** A per-slot array at full capacity (so the columns can take new slots), filled from the section. */
  const perSlot = <A extends Typed>(make: { new (buffer: ArrayBufferLike, offset: number, length: number): A; new (n: number): A; BYTES_PER_ELEMENT: number }, s: Section, fill = 0): A => {
    const from = view(make, s);
    if (from.length !== size) throw new Error('snapshot column of the wrong length');
    const out = new make(capacity);
    if (fill) out.fill(fill, size);
    out.set(from as never);
    return out;
  };

  cols.capacity = capacity;
  cols.size = size;
  cols.live = size;
  cols.alive = new Uint8Array(capacity).fill(1, 0, size);
  const json = <T,>(s: Section): T => {
    if (s.offset + s.bytes > body.length) throw new Error('snapshot section out of bounds');
    return JSON.parse(body.toString('utf8', s.offset, s.offset + s.bytes)) as T;
  };
  const ids = json<string[]>(header.ids);
  if (ids.length !== size) throw new Error('snapshot ids of the wrong length');
  cols.ids = ids;
  for (let slot = 0; slot < size; slot++) cols.slotOf.set(ids[slot]!, slot);
  const docEnds = view(Float64Array, header.docEnds);
  const offsets = new Float64Array(size + 1);
  offsets.set(docEnds, 1);
  if (offsets[size] !== header.docBytes) throw new Error('snapshot documents of the wrong length');
  const crcs = view(Uint32Array, header.docCrcs).slice();
  if (crcs.length !== size) throw new Error('snapshot CRCs of the wrong length');

  for (const [field, column] of cols.columns) {
    if (field === 'id' && column.kind === 'keyword') {
      // Live ids are unique, so slot s's id gets code s (stored as s + 1, in the narrowest array that fits).
      column.dict = new Dictionary(ids.slice());
      column.codes = size < 0xff ? new Uint8Array(capacity) : size < 0xffff ? new Uint16Array(capacity) : new Int32Array(capacity);
      for (let slot = 0; slot < size; slot++) column.codes[slot] = slot + 1;
      continue;
    }
    const f = header.fields[field];
    if (!f || f.kind !== column.kind) throw new Error(`snapshot without field ${field}`);
    if (f.kind === 'keyword' && column.kind === 'keyword') {
      column.dict = new Dictionary(json(f.values));
      column.codes = f.width === 1 ? perSlot(Uint8Array, f.codes) : f.width === 2 ? perSlot(Uint16Array, f.codes) : perSlot(Int32Array, f.codes);
    } else if (f.kind === 'number' && column.kind === 'number') {
      column.values = perSlot(Float64Array, f.values, NaN);
    } else if (f.kind === 'list' && column.kind === 'list') {
      column.dict = new Dictionary(json(f.values));
      const ends = view(Int32Array, f.ends);
      column.flat = view(Int32Array, f.flat).slice();
      column.from = new Int32Array(capacity);
      column.to = new Int32Array(capacity);
      for (let slot = 0; slot < size; slot++) {
        column.from[slot] = slot === 0 ? 0 : ends[slot - 1]!;
        column.to[slot] = ends[slot]!;
      }
      column.used = column.flat.length;
    } else if (f.kind === 'geo' && column.kind === 'geo') {
      column.lat = perSlot(Float64Array, f.lat, NaN);
      column.lon = perSlot(Float64Array, f.lon, NaN);
      column.x = perSlot(Float64Array, f.x, NaN);
      column.y = perSlot(Float64Array, f.y, NaN);
      column.z = perSlot(Float64Array, f.z, NaN);
      for (let slot = 0; slot < size; slot++) {
        const lat = column.lat[slot]!;
        if (lat === lat) column.grid.add(slot, lat, column.lon[slot]!);
      }
    } else if (f.kind === 'text' && column instanceof TextColumn) {
      column.lengths = perSlot(Int32Array, f.lengths);
      column.present = perSlot(Uint8Array, f.present);
      column.totalLength = f.totalLength;
      column.docCount = f.docCount;
      const ends = view(Float64Array, f.ends);
      const slots = view(Int32Array, f.slots).slice();
      const counts = view(Uint16Array, f.counts).slice();
      const words = json<string[]>(f.words);
      if (ends.length !== words.length) throw new Error('snapshot postings of the wrong length');
      // Each posting is a view of the shared arrays, exactly full: its next push copies it out to grow.
      let start = 0;
      words.forEach((word, i) => {
        const posting = new Posting();
        posting.slots = slots.subarray(start, ends[i]);
        posting.counts = counts.subarray(start, ends[i]);
        posting.n = ends[i]! - start;
        start = ends[i]!;
        column.postings.set(word, posting);
        column.words.push(word);
      });
    } else throw new Error(`snapshot field ${field} of another kind`);
  }
  return { columns: cols, offsets, crcs };
}
