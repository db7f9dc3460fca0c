import { PageCache, type CachedPage } from './page-cache';

/** A rendered page of `size` bytes (all in the gzip body: the cache counts every body it keeps). */
const pageOf = (text: string, size = text.length): CachedPage => ({
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  bodies: { gzip: Buffer.from(text.padEnd(size, '.')), br: Buffer.alloc(0) },
  etag: `"${text}"`,
});

/** What the cache counts for a page: its bodies and its key. */
const bytesOf = (key: string, page: CachedPage) => page.bodies.gzip.length + page.bodies.br.length + key.length;

describe('PageCache', () => {
  describe('tags', () => {
    test('Given a page stored with its tags, when nothing it shows changes, then it is served', () => {
      const cache = new PageCache();
      const page = pageOf('house');
      cache.set('/property/l1', page, ['listing:l1', 'user:u1'], cache.begin());

      expect(cache.get('/property/l1')).toBe(page);
      expect(cache.get('/property/l1')).toBe(page);
    });

    test('Given a stored page, when one of its tags is invalidated, then it is no longer served, and pages with other tags still are', () => {
      const cache = new PageCache();
      cache.set('/property/l1', pageOf('one'), ['listing:l1', 'user:u1'], cache.begin());
      cache.set('/property/l2', pageOf('two'), ['listing:l2', 'user:u2'], cache.begin());

      cache.invalidate(['user:u1']);

      expect(cache.get('/property/l1')).toBeUndefined();
      expect(cache.get('/property/l2')).toEqual(pageOf('two'));
    });

    test("When '*' is invalidated, then every page is stale, whatever its tags", () => {
      const cache = new PageCache();
      cache.set('/property/l1', pageOf('one'), ['listing:l1'], cache.begin());
      cache.set('/about', pageOf('about'), [], cache.begin());

      cache.invalidate(['*']);

      expect(cache.get('/property/l1')).toBeUndefined();
      expect(cache.get('/about')).toBeUndefined();
    });

    test('Given a page rendered after its tag was invalidated, then it is kept and served', () => {
      const cache = new PageCache();
      cache.invalidate(['listing:l1']);

      cache.set('/property/l1', pageOf('new'), ['listing:l1'], cache.begin());

      expect(cache.get('/property/l1')).toEqual(pageOf('new'));
    });

    test('Given a render that began before its tag was invalidated, when it is stored, then it is not kept (it may show the old listing)', () => {
      const cache = new PageCache();
      const began = cache.begin();
      cache.invalidate(['listing:l1']);

      cache.set('/property/l1', pageOf('old'), ['listing:l1'], began);

      expect(cache.size).toEqual({ pages: 0, bytes: 0 });
      expect(cache.get('/property/l1')).toBeUndefined();
    });

    test('Given a render that began before another tag was invalidated, when it is stored, then it is kept', () => {
      const cache = new PageCache();
      const began = cache.begin();
      cache.invalidate(['listing:l2']);

      cache.set('/property/l1', pageOf('one'), ['listing:l1'], began);

      expect(cache.get('/property/l1')).toEqual(pageOf('one'));
    });

    test('Invalidating no tags changes nothing', () => {
      const cache = new PageCache();
      const began = cache.begin();
      cache.invalidate([]);

      cache.set('/property/l1', pageOf('one'), ['listing:l1'], began);

      expect(cache.get('/property/l1')).toEqual(pageOf('one'));
    });
  });

  describe('bounded by bytes', () => {
    test('Given a full cache, when a new page is stored, then the least recently used page leaves first', () => {
      const a = pageOf('a', 100);
      const page = { '/a': a, '/b': pageOf('b', 100), '/c': pageOf('c', 100) };
      const cache = new PageCache({ maxBytes: bytesOf('/a', a) * 2 });
      cache.set('/a', page['/a'], [], cache.begin());
      cache.set('/b', page['/b'], [], cache.begin());
      expect(cache.get('/a')).toBe(page['/a']); // /a is now the more recently used

      cache.set('/c', page['/c'], [], cache.begin());

      expect(cache.get('/b')).toBeUndefined();
      expect(cache.get('/a')).toBe(page['/a']);
      expect(cache.get('/c')).toBe(page['/c']);
      expect(cache.size).toEqual({ pages: 2, bytes: bytesOf('/a', a) * 2 });
      expect(cache.stats.evicted).toBe(1);
    });

    test('A page larger than the whole cache is not kept, and evicts nothing', () => {
      const cache = new PageCache({ maxBytes: 500 });
      cache.set('/small', pageOf('small', 100), [], cache.begin());

      cache.set('/huge', pageOf('huge', 1000), [], cache.begin());

      expect(cache.get('/huge')).toBeUndefined();
      expect(cache.get('/small')).toEqual(pageOf('small', 100));
    });

    test('Storing a page again under its key replaces it and counts its bytes once', () => {
      const cache = new PageCache();
      cache.set('/a', pageOf('old', 100), [], cache.begin());

      cache.set('/a', pageOf('new', 100), [], cache.begin());

      expect(cache.get('/a')).toEqual(pageOf('new', 100));
      expect(cache.size).toEqual({ pages: 1, bytes: bytesOf('/a', pageOf('new', 100)) });
    });
  });

  describe('bounded by age', () => {
    test('Given a page stored at a moment, then it is served up to the age limit and not after', () => {
      let now = 1_000_000;
      const cache = new PageCache({ maxAgeMs: 60_000, now: () => now });
      cache.set('/search-property', pageOf('results'), ['search'], cache.begin());

      now += 60_000;
      expect(cache.get('/search-property')).toEqual(pageOf('results'));

      now += 1;
      expect(cache.get('/search-property')).toBeUndefined();
      expect(cache.size.pages).toBe(0);
    });
  });
});

describe('while the read models catch up with the log', () => {
  test('nothing is kept until they have, and what was kept before is dropped then', () => {
    const cache = new PageCache();
    cache.set('/old', pageOf('old'), ['listing:1'], cache.begin());
    cache.pause();
    cache.set('/during', pageOf('during'), ['listing:2'], cache.begin());
    expect(cache.get('/during')).toBeUndefined();
    cache.resume();
    expect(cache.get('/old')).toBeUndefined();
    cache.set('/after', pageOf('after'), ['listing:2'], cache.begin());
    expect(cache.get('/after')).toBeDefined();
  });
});
