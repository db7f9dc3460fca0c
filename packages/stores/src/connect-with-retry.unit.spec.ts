import { connectWithRetry } from './connect-with-retry';

describe('connecting to an engine that is not up yet', () => {
  test('retries with doubling delays, capped, reports each wait and the connection, and answers what connected', async () => {
    let attempts = 0;
    const waits: [string, string, number][] = [];
    const connected: string[] = [];
    const slept: number[] = [];
    const result = await connectWithRetry(
      'search index (Elasticsearch)',
      async () => {
        if (++attempts < 6) throw new Error('connect ECONNREFUSED 127.0.0.1:9200');
        return 'client';
      },
      { watcher: { waiting: (s, e, ms) => waits.push([s, e, ms]), connected: (s) => connected.push(s) }, firstDelayMs: 1000, maxDelayMs: 8000, sleep: async (ms) => void slept.push(ms) },
    );
    expect(result).toBe('client');
    expect(slept).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect(waits[0]).toEqual(['search index (Elasticsearch)', 'connect ECONNREFUSED 127.0.0.1:9200', 1000]);
    expect(connected).toEqual(['search index (Elasticsearch)']);
  });

  test('gives up, saying which store and why, once the next wait would pass the limit', async () => {
    let clock = 0;
    const attempt = connectWithRetry('document store (MongoDB)', async () => Promise.reject(new Error('server selection timed out')), {
      firstDelayMs: 1000,
      giveUpAfterMs: 5000,
      now: () => clock,
      sleep: async (ms) => void (clock += ms),
    });
    await expect(attempt).rejects.toThrow('document store (MongoDB): gave up after 3 s: server selection timed out');
  });
});
