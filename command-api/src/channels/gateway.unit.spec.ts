import type { AddressInfo } from 'node:net';
import express from 'express';
import { errorHandler, createLogger } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { channelRoutes } from './routes';

/** The gateways' routes exist only with GATEWAY_SECRET, and then only for a caller that sends it. */
async function post(deps: Partial<CommandDeps>, path: string, headers: Record<string, string> = {}) {
  const app = express();
  app.use(express.json());
  app.use(channelRoutes(deps as CommandDeps));
  app.use((_req, res) => res.status(404).json({ message: 'Not found' }));
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0);
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ from: '0241234567', text: 'rent Madina' }) });
    return res.status;
  } finally {
    server.close();
  }
}

const search = { search: async () => ({ hits: [], total: 0, aggregations: {} }) } as unknown as CommandDeps['search'];

describe('the SMS and USSD gateway routes', () => {
  test('Given no GATEWAY_SECRET, when the gateway calls, then both routes answer 404', async () => {
    expect(await post({ search }, '/sms/inbound')).toBe(404);
    expect(await post({ search }, '/ussd')).toBe(404);
  });

  test('Given a GATEWAY_SECRET, when the caller sends none or a wrong one, then it is a 401 before anything is read', async () => {
    const deps = { search, gatewaySecret: 'a-secret-of-sixteen-or-more' };
    expect(await post(deps, '/sms/inbound')).toBe(401);
    expect(await post(deps, '/sms/inbound?secret=a-secret-of-sixteen-or-mor')).toBe(401);
    expect(await post(deps, '/ussd', { 'x-fie-secret': 'a-secret-of-sixteen-or-more!' })).toBe(401);
  });
});
