import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Behind the gateway every request arrives from the gateway's address. The per-address throttles must count
 * the clients it forwards for, each apart, from the X-Forwarded-For of a trusted proxy only (TRUST_PROXY; the
 * test's connections come from loopback, the default trusted proxy) — and never believe the part of that header
 * a client wrote itself.
 */
let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => fie.stop());

const wrongSignIn = (forwardedFor: string, n: number) =>
  fie.request('POST', '/api/auth/login', { email: `nobody${n}@example.com`, password: 'Wrong#Pass1' }, undefined, { 'x-forwarded-for': forwardedFor });

test('two clients behind a trusted proxy are throttled apart', async () => {
  for (let i = 0; i < 20; i++) expect((await wrongSignIn('203.0.113.10', i)).status).toBe(401);
  const throttled = await wrongSignIn('203.0.113.10', 20);
  expect(throttled.status).toBe(429);
  expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  // Another client forwarded by the same proxy still gets its own attempts.
  expect((await wrongSignIn('203.0.113.11', 0)).status).toBe(401);
});

test('an X-Forwarded-For a client wrote itself is ignored: only the address the trusted proxy saw counts', async () => {
  // The proxy appends the address it saw (198.51.100.7); whatever the client put before it changes every time.
  for (let i = 0; i < 20; i++) expect((await wrongSignIn(`10.9.${i}.1, 198.51.100.7`, i)).status).toBe(401);
  expect((await wrongSignIn('10.9.99.1, 198.51.100.7', 20)).status).toBe(429);
});
