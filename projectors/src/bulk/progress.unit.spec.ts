import type { RebuildProgress } from './bulk-rebuild';
import { progressLines, progressPrinter } from './progress';

const progress = (over: Partial<RebuildProgress>): RebuildProgress => ({
  phase: 'folding',
  position: 620_000,
  head: 1_000_000,
  rate: 24_310,
  startedAt: 0,
  elapsedMs: 25_500,
  etaMs: 15_600,
  threads: 0,
  threadsWhy: 'as set (REBUILD_THREADS)',
  projections: [
    { name: 'users', phase: 'folding', loaded: 0, toLoad: 0, flushes: 0 },
    { name: 'listings', phase: 'folding', loaded: 0, toLoad: 0, flushes: 0 },
    { name: 'conversations', phase: 'loading', loaded: 40, toLoad: 100, flushes: 0 },
  ],
  ...over,
});

describe("npm run replay's progress", () => {
  test('says how far the log is read against its head, events a second, time spent and left, and each projection\'s state', () => {
    expect(progressLines(progress({}))).toEqual({
      summary: 'folding: 620,000 of 1,000,000 events (62 %), 24,310 events/s, 26 s elapsed, about 16 s left',
      projections: 'folding: users, listings; loading 40 %: conversations',
    });
    expect(progressLines(progress({ phase: 'done', position: 1_000_000, elapsedMs: 61_000, etaMs: 0 })).summary).toBe('done: 1,000,000 events, 24,310 events/s, 1 min 1 s elapsed');
  });

  test('in a log, a line at once and then one every 5 s, and one at the end', () => {
    const lines: string[] = [];
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const print = progressPrinter({ write: (text) => lines.push(text) });
    print(progress({ position: 0, rate: 0, etaMs: null }));
    now += 4_000;
    print(progress({}));
    now += 1_500;
    print(progress({}));
    print(progress({ phase: 'done', position: 1_000_000 }));
    expect(lines).toEqual([
      expect.stringMatching(/^rebuild: folding: 0 of 1,000,000 events \(0 %\), 0 events\/s, 26 s elapsed; folding: users, listings; loading 40 %: conversations\n$/),
      expect.stringMatching(/^rebuild: folding: 620,000 of 1,000,000 events \(62 %\)/),
      expect.stringMatching(/^rebuild: done: 1,000,000 events/),
    ]);
    jest.restoreAllMocks();
  });

  test('on a terminal, a bar and the states drawn again in place', () => {
    const out: string[] = [];
    const print = progressPrinter({ write: (text) => out.push(text), isTTY: true, columns: 200 });
    print(progress({}));
    print(progress({ phase: 'done', position: 1_000_000 }));
    expect(out[0]).toContain('[###############.........] folding: 620,000 of 1,000,000 events (62 %)');
    // The second draw goes back up over the first's two lines.
    expect(out[1]!.startsWith('\x1b[2A')).toBe(true);
    expect(out[1]).toContain('[########################] done: 1,000,000 events');
  });
});
