import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { caddySkipReason, httpsRequest, startGateway, type Gateway } from '../testing/gateway';
import { routeTable } from '../testing/route-table';

/**
 * The gateway routes by method, with exceptions: every endpoint of both routers (read from the routers, so a route
 * added tomorrow is covered) sent through the shipped Caddyfile reaches the service that answers it. Two stand-ins
 * say which of them a request reached; no marketplace is needed.
 */
const skip = caddySkipReason();
if (skip) console.warn(`Gateway routing skipped: ${skip}`);
const maybe = skip ? test.skip : test;

let gateway: Gateway | undefined;
const standIns: Server[] = [];

async function standIn(side: 'command' | 'query'): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ side, method: req.method, url: req.url }));
  });
  standIns.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  if (skip) return;
  gateway = await startGateway({ commandApi: await standIn('command'), queryApi: await standIn('query') });
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
  for (const server of standIns) server.close();
});

maybe('every API route reaches the service whose router answers it: commands by method, and the reads a POST asks for (a search) to the query API', async () => {
  const routes = routeTable();
  expect(routes.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)\??/g, 'p1').replace(/\*/g, 'any');
    const res = await httpsRequest(route.method, `${gateway!.url}${path}`, gateway!.rootCa, { 'content-type': 'application/json' }, route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}');
    const reached = res.status === 200 ? (JSON.parse(res.body.toString()) as { side: string; url: string }) : undefined;
    if (reached?.side !== route.side || reached.url !== path) wrong.push(`${route.method} ${route.path}: ${reached ? `${reached.side} ${reached.url}` : `${res.status} ${res.body.toString().slice(0, 80)}`}`);
  }
  expect(wrong).toEqual([]);
}, 60_000);

maybe('the socket, the unsubscribe link of a mail (a GET that changes something) and the site’s pages reach their service', async () => {
  const reach = async (method: string, path: string) => JSON.parse((await httpsRequest(method, `${gateway!.url}${path}`, gateway!.rootCa)).body.toString()).side;
  expect(await reach('GET', '/api/ws')).toBe('query');
  expect(await reach('GET', '/api/notifications/unsubscribe?token=t')).toBe('command');
  expect(await reach('GET', '/property/p1/house-in-osu')).toBe('query');
  expect(await reach('GET', '/sitemaps/listings-1.xml')).toBe('query');
  expect(await reach('POST', '/about')).toBe('query');
});
