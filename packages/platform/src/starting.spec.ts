import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from './logger';
import { StartingGate } from './starting';

/** A service that listens before its stores answer, as the three service mains do. */
describe('a service starting before its stores answer', () => {
  const gate = new StartingGate(createLogger('silent'));
  const app = express();
  app.use(gate.handler());
  const server = app.listen(0);
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('health says it is starting and what it waits for; other calls are refused with a clear message', async () => {
    gate.watcher.waiting!('search index (Elasticsearch)', 'connect ECONNREFUSED 10.0.0.5:9200', 4000);
    const health = await fetch(`${url()}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toEqual({
      status: 'starting',
      waitingFor: [{ store: 'search index (Elasticsearch)', error: 'connect ECONNREFUSED 10.0.0.5:9200', retryInMs: 4000, since: expect.any(String) }],
    });
    const search = await fetch(`${url()}/api/properties/search`, { method: 'POST' });
    expect(search.status).toBe(503);
    expect(await search.json()).toEqual({ message: 'Fie is starting: try again in a few seconds.', code: 'starting' });
  });

  test('once every store has answered and the routes are open, requests reach them', async () => {
    gate.watcher.connected!('search index (Elasticsearch)');
    expect(gate.waitingFor).toEqual([]);
    const routes = express.Router();
    routes.get('/api/health', (_req, res) => void res.json({ status: 'ok' }));
    gate.open(routes);
    const health = await fetch(`${url()}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
