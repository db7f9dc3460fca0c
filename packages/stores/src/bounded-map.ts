/**
 * A Map that keeps at most `limit` entries, the least recently used leaving first: what a process caches per
 * person, stream or document (sessions' standing, the vault's keys, folded states, parsed search documents) must
 * not grow with the number of people or listings it has ever seen. A Map keeps insertion order, so moving an entry
 * to the end on each use makes its first key the least recently used one.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error(`a bounded map keeps at least one entry, not ${limit}`);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value, left where it is in the order of use. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Sets the value as the most recently used, letting the least recently used go beyond the limit. */
  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
