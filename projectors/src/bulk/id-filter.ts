/**
 * The ids a fold has written to its generation's table, as a Bloom filter: `has` is never false for an id added,
 * and true for about one id in a hundred that was not. After its first eviction a fold asked the table for
 * every document it had not held yet, which for a new one (a message, a notification, a day's count: most of
 * them) found nothing: now only the ids the filter may have are asked. A set of the ids would take some
 * 60 bytes an id, for millions of them; this takes 10 bits, in layers that double as ids are added.
 */
export class IdFilter {
  private readonly layers: { bits: Uint32Array; size: number; capacity: number; count: number }[] = [];

  add(id: string): void {
    let layer = this.layers[this.layers.length - 1];
    if (!layer || layer.count >= layer.capacity) {
      const capacity = layer ? layer.capacity * 2 : FIRST_CAPACITY;
      const size = capacity * BITS_PER_ID;
      this.layers.push((layer = { bits: new Uint32Array(Math.ceil(size / 32)), size, capacity, count: 0 }));
    }
    const [h1, h2] = hashes(id);
    for (let i = 0; i < HASHES; i++) {
      const bit = (h1 + i * h2) % layer.size;
      layer.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
    layer.count += 1;
  }

  has(id: string): boolean {
    if (this.layers.length === 0) return false;
    const [h1, h2] = hashes(id);
    outer: for (const layer of this.layers) {
      for (let i = 0; i < HASHES; i++) {
        const bit = (h1 + i * h2) % layer.size;
        if ((layer.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) continue outer;
      }
      return true;
    }
    return false;
  }
}

const FIRST_CAPACITY = 4096;
/** 10 bits and 7 hashes an id: about 1 % false positives a layer. */
const BITS_PER_ID = 10;
const HASHES = 7;

/** Two 32-bit hashes of a string (FNV-1a, and a multiplicative one), for double hashing; both unsigned. */
function hashes(id: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  // The second hash odd, so that its multiples walk the whole layer.
  return [a >>> 0, (b | 1) >>> 0];
}
