import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './http-sms';
import { describeSmsContract } from './sms.contract';

/**
 * The SMS contract over real HTTP: a small gateway on loopback records what arrives. `/send` answers 200 with
 * the gateway's id, `/broken` answers 500, `/silent` never answers.
 */
type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    if (req.url === '/silent') return;
    if (req.url === '/broken') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Insufficient credit for key test-key-0123456789' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `gw-${received.length}` }));
  });
});
const apiKey = 'test-key-0123456789';
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const posted = () => received.filter((r) => r.method === 'POST' && r.path === '/send').map((r) => JSON.parse(r.body) as { to: string; from: string; text: string });

describeSmsContract('http (against a gateway on loopback)', async () => ({
  sms: new HttpSmsSender({ url: `${base}/send`, apiKey, sender: 'Fie' }),
  delivered: async () => posted(),
}));

describe('HttpSmsSender', () => {
  test('posts {to, from, text} as JSON with the key as a Bearer token, and answers the gateway id', async () => {
    const sms = new HttpSmsSender({ url: `${base}/send`, apiKey, sender: 'FieGhana' });
    const { id } = await sms.send({ to: '+233209876543', text: 'Akwaaba' });
    const request = received.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ to: '+233209876543', from: 'FieGhana', text: 'Akwaaba' });
    expect(id).toBe(`gw-${received.length}`);
  });

  test('sends no Authorization header when there is no key', async () => {
    await new HttpSmsSender({ url: `${base}/send` }).send({ to: '+233209876543', text: 'Akwaaba' });
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
    expect(JSON.parse(received.at(-1)!.body).from).toBe('Fie');
  });

  test('a 500 from the gateway is an error naming the status, without the key', async () => {
    const sms = new HttpSmsSender({ url: `${base}/broken`, apiKey });
    const error = await sms.send({ to: '+233209876543', text: 'Akwaaba' }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('answered 500');
    expect((error as Error).message).not.toContain(apiKey);
  });

  test('a gateway that does not answer in time is an error', async () => {
    const sms = new HttpSmsSender({ url: `${base}/silent`, apiKey, timeoutMs: 200 });
    await expect(sms.send({ to: '+233209876543', text: 'Akwaaba' })).rejects.toThrow('did not answer within 0.2 s');
  });

  test('an unreachable gateway is an error and an unhealthy store', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sms = new HttpSmsSender({ url: `http://127.0.0.1:${port}/send`, apiKey });
    await expect(sms.send({ to: '+233209876543', text: 'Akwaaba' })).rejects.toThrow('could not be reached');
    expect(await sms.health()).toMatchObject({ ok: false, adapter: 'http' });
  });

  test('refuses a sender id longer than 11 characters when made', () => {
    expect(() => new HttpSmsSender({ url: `${base}/send`, sender: 'FieMarketplace' })).toThrow('1 to 11 characters');
  });
});
