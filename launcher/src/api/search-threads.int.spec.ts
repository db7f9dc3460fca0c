import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { latestMessageTo } from '@fie/stores';

/**
 * `npm start` answers searches on a worker thread, which keeps its own copy of the search index and follows
 * the projectors' writes through the index file. The tests run the TypeScript sources, where there is no
 * compiled worker, so this one runs the built marketplace as `npm start` does and checks that a change is
 * searchable as soon as its command has answered, on the thread, every time.
 */
const root = resolve(__dirname, '../../..');
let server: ChildProcess;
let url: string;
let dataDir: string;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  execSync('npx tsc -b tsconfig.json', { cwd: root, stdio: 'ignore' });
  dataDir = mkdtempSync(join(tmpdir(), 'fie-threads-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, 'launcher/dist/main.js')], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEARCH_THREADS: '1' }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the built marketplace did not start');
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a listing is found on the search thread as soon as its command answers, and its changes follow', async () => {
  const email = 'threads@example.com';
  const password = 'Akwaaba#2026';
  await call('POST', '/api/auth/signup', { firstName: 'Efua', lastName: 'Owusu', email, phoneNumber: '0244123456', password, confirmPassword: password, acknowledge: true });
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email))?.text ?? '')![1];
  await call('POST', '/api/auth/confirm', { email, code });
  const { token } = (await call('POST', '/api/auth/login', { email, password })).body;
  await call('POST', '/api/auth/existing-user-owner-registration', { email }, token);

  const form = new FormData();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e8b57' } }).jpeg().toBuffer();
  for (let i = 0; i < 3; i++) form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
  const uploaded = await (await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
  const house = {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHS', bedrooms: 3, bathrooms: 2,
    description: 'A house called Nyamekye, near the Labadi beach', images: uploaded.filelocation.map((f: { name: string }) => f.name),
    utilities: { water: 'gwcl', electricity: 'ecg' }, amenities: ['security'],
    location: { type: 'Point', coordinates: [-0.1446, 5.5606] }, location_details: { town: 'Labadi', city: 'Accra', region: 'greater_accra' },
  };
  const created = await call('POST', '/api/properties/create-residential', house, token);
  expect(created.status).toBe(201);
  const id = created.body.property.id;

  const found = await call('POST', '/api/properties/search', { q: 'nyamekye' });
  expect(found.body.result.total).toBe(1);
  expect(found.body.result.properties[0]).toMatchObject({ id, price: 4500, lister: { name: 'Efua O.' } });

  await call('POST', `/api/properties/update-residential/${id}`, { ...house, price: '3,800' }, token);
  expect((await call('POST', '/api/properties/search', { q: 'nyamekye', price: { max: 4000 } })).body.result.properties.map((p: { price: number }) => p.price)).toEqual([3800]);

  await call('POST', `/api/properties/${id}/status`, { status: 'hidden' }, token);
  expect((await call('POST', '/api/properties/search', { q: 'nyamekye' })).body.result.total).toBe(0);
}, 60_000);
