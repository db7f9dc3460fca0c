import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudWhatsAppSender } from './http-whatsapp';
import { describeWhatsAppContract } from './whatsapp.contract';

/**
 * The WhatsApp contract over real HTTP: a small stand-in for the Graph API on loopback records what arrives and
 * answers as the Cloud API does. Phone number id 1234567890 answers 200 with a wamid, 999 answers Meta's error shape,
 * 555 never answers; a wrong token is a 401.
 */
type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
const token = 'EAAtest-token-0123456789';
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    if (req.method !== 'POST') return void res.writeHead(404).end();
    if (req.url === '/v21.0/555/messages') return;
    if (req.headers.authorization !== `Bearer ${token}`) {
      return void res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }));
    }
    if (req.url === '/v21.0/999/messages') {
      return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Template name does not exist in the translation (token ${token})`, type: 'OAuthException', code: 132001 } }));
    }
    const to = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string }).to;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.HBgL${received.length}` }] }));
  });
});
let api = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Body = { to: string; template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } };
const posted = () =>
  received.filter((r) => r.method === 'POST' && r.path === '/v21.0/1234567890/messages' && r.headers.authorization === `Bearer ${token}`).map((r) => JSON.parse(r.body) as Body)
    .map((b) => ({ to: `+${b.to}`, text: b.template.components[0]!.parameters[0]!.text, template: b.template.name, language: b.template.language.code }));

describeWhatsAppContract('Cloud API (against a stand-in on loopback)', async () => ({
  whatsapp: new CloudWhatsAppSender({ apiUrl: api, phoneNumberId: '1234567890', token }),
  delivered: async () => posted(),
}));

describe('CloudWhatsAppSender', () => {
  test('posts the template message to /{phone-number-id}/messages as JSON with the token as a Bearer token, and answers the wamid', async () => {
    const whatsapp = new CloudWhatsAppSender({ apiUrl: `${api}/`, phoneNumberId: '1234567890', token, template: { name: 'fie_update', language: 'en_GB' } });
    const { id } = await whatsapp.send({ to: '+233209876543', text: 'Akwaaba' });
    const request = received.at(-1)!;
    expect(request.path).toBe('/v21.0/1234567890/messages');
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '233209876543', type: 'template',
      template: { name: 'fie_update', language: { code: 'en_GB' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Akwaaba' }] }] },
    });
    expect(id).toBe(`wamid.HBgL${received.length}`);
  });

  test('an error from the API names the status and Meta\'s message, never the token', async () => {
    const error = await new CloudWhatsAppSender({ apiUrl: api, phoneNumberId: '999', token }).send({ to: '+233209876543', text: 'Akwaaba' }).catch((e: Error) => e);
    expect((error as Error).message).toContain('answered 400: Template name does not exist');
    expect((error as Error).message).toContain('code 132001');
    expect((error as Error).message).not.toContain(token);
    const refused = await new CloudWhatsAppSender({ apiUrl: api, phoneNumberId: '1234567890', token: 'wrong-token' }).send({ to: '+233209876543', text: 'Akwaaba' }).catch((e: Error) => e);
    expect((refused as Error).message).toContain('answered 401');
  });

  test('an API that does not answer in time, or cannot be reached, is an error and an unhealthy store', async () => {
    await expect(new CloudWhatsAppSender({ apiUrl: api, phoneNumberId: '555', token, timeoutMs: 200 }).send({ to: '+233209876543', text: 'Akwaaba' })).rejects.toThrow('did not answer within 0.2 s');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = new CloudWhatsAppSender({ apiUrl: `http://127.0.0.1:${port}/v21.0`, phoneNumberId: '1234567890', token });
    await expect(gone.send({ to: '+233209876543', text: 'Akwaaba' })).rejects.toThrow('could not be reached');
    expect(await gone.health()).toMatchObject({ ok: false, adapter: 'whatsapp-cloud' });
  });

  test('refuses a phone number where its id belongs when made', () => {
    expect(() => new CloudWhatsAppSender({ apiUrl: api, phoneNumberId: '+233241234567', token })).toThrow('phone number id');
  });
});
