/**
 * Rendered pages, kept until what they show changes. Each page is stored with the tags of what it shows (a
 * listing, its lister, the search results: page-answers.ts) and the moment its render began; the event log
 * marks a tag changed (page-invalidation.ts), and a page with a tag changed after its render began is stale
 * from then on, without walking the cache. Comparing with the *start* of the render means a render that read
 * the read models while a change arrived is never kept as new.
 *
 * "Moments" are a counter of changes. Each tag's last change is kept in a fixed table of buckets by the tag's
 * hash, so memory stays the same however many listings change: two tags sharing a bucket only make a page
 * look stale a little early, never fresh when it is not.
 *
 * Bounded twice: by bytes (least recently used pages leave first) and by age, for what changes with the
 * clock alone (days on market, "listed today").
 */
export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  /** The page compressed once, as browsers take it (a client that takes neither gets the gzip unpacked). */
  bodies: { br: Buffer; gzip: Buffer };
  etag: string;
};

type Entry = { page: CachedPage; tags: readonly string[]; began: number; storedAt: number; bytes: number };

export type PageCacheOptions = { maxBytes?: number; maxAgeMs?: number; now?: () => number };

const BUCKETS = 1 << 16;

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly changedAt = new Float64Array(BUCKETS);
  private everythingChangedAt = 0;
  private moment = 0;
  private bytes = 0;
  /** Keeping nothing, while the read models catch up with the log at a start (page-invalidation.ts). */
  private paused = false;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, stale: 0, evicted: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Taken before a render reads anything; handed back to `set`. */
  begin(): number {
    return this.moment;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    if (!this.fresh(entry)) {
      this.stats.stale++;
      this.remove(key, entry);
      return undefined;
    }
    // Least recently used leaves first: a hit moves to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits++;
    return entry.page;
  }

  /** Keeps a page, unless what it shows changed while it rendered. */
  set(key: string, page: CachedPage, tags: readonly string[], began: number): void {
    const bytes = page.bodies.br.length + page.bodies.gzip.length + key.length;
    const entry: Entry = { page, tags, began, storedAt: this.now(), bytes };
    if (this.paused || !this.fresh(entry) || bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const [oldest, victim] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, victim);
      this.stats.evicted++;
    }
  }

  /** What these tags show changed ('*': everything): their pages are stale from now. */
  invalidate(tags: readonly string[]): void {
    if (!tags.length) return;
    this.moment++;
    for (const tag of tags) {
      if (tag === '*') this.everythingChangedAt = this.moment;
      else this.changedAt[bucket(tag)] = this.moment;
    }
  }

  /**
   * While the read models are behind the log (a start, a rebuild), a page drawn from them could stay wrong after
   * they catch up, with no event left to drop it: keep nothing until `resume`, which also drops what was kept.
   */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.invalidate(['*']);
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private fresh(entry: Entry): boolean {
    if (this.everythingChangedAt > entry.began || this.now() - entry.storedAt > this.maxAgeMs) return false;
    return entry.tags.every((tag) => this.changedAt[bucket(tag)]! <= entry.began);
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** FNV-1a over the tag's characters, into the table. */
function bucket(tag: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) hash = Math.imul(hash ^ tag.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (BUCKETS - 1);
}
