import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/** Every response carries the security headers; CORS opens only to the configured origins (issue 12). */
let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace({ PUBLIC_URL: 'https://fie.example.com.gh', CORS_ORIGINS: 'https://partner.example.com', MAP_TILE_ORIGINS: 'https://tiles.example.com' });
});
afterAll(async () => fie.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fie.url}${path}`, { headers });

describe('security headers', () => {
  test.each([
    ['an API read', '/api/health'],
    ['an API error', '/api/no-such-call'],
    ['the public site', '/search-property'],
    ['the admin console', '/admin/'],
  ])('%s carries them all', async (_what, path) => {
    const res = await get(path);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org https:\/\/\*\.tile\.openstreetmap\.org https:\/\/tiles\.example\.com/);
    // The socket's origin is the public address's (https: wss only), not the address this request came to.
    expect(csp).toContain("connect-src 'self' wss://fie.example.com.gh;");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('CORS', () => {
  test('closed to an origin not configured: no CORS headers, and its preflight is refused', async () => {
    const read = await get('/api/health', { origin: 'https://evil.example.com' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${fie.url}/api/properties/create-residential`, { method: 'OPTIONS', headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(await preflight.json()).toEqual({ message: 'This origin may not call the Fie API.', code: 'CorsRefused' });
  });

  test('open to a configured origin, with bearer tokens and without cookies', async () => {
    const preflight = await fetch(`${fie.url}/api/properties/create-residential`, { method: 'OPTIONS', headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await get('/api/health', { origin: 'https://partner.example.com' });
    expect(read.headers.get('access-control-allow-origin')).toBe('https://partner.example.com');
    expect(read.headers.get('vary')).toContain('Origin');
  });
});
