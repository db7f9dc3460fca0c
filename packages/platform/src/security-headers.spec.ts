import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from './config';
import { PublicOrigin } from './public-origin';
import { securityHeaders } from './security-headers';

test('HSTS only when the public address is https', async () => {
  for (const [publicUrl, hsts] of [['http://localhost:8080', null], [undefined, null], ['https://fie.com.gh', 'max-age=31536000; includeSubDomains']] as const) {
    const app = express();
    app.use(securityHeaders({ publicOrigin: new PublicOrigin(publicUrl) }));
    app.get('/', (_req, res) => void res.send('ok'));
    const server = app.listen(0);
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(res.headers.get('strict-transport-security')).toBe(hsts);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('CORS_ORIGINS and MAP_TILE_ORIGINS take origins only (separated by commas or spaces), and say so otherwise', () => {
  const env = { DATA_DIR: '/tmp/fie-config-cors', JWT_SECRET: 'j'.repeat(32), CODE_SECRET: 'c'.repeat(32) };
  expect(loadConfig(env).corsOrigins).toEqual([]);
  expect(loadConfig({ ...env, CORS_ORIGINS: 'https://a.example.com, http://localhost:5173' }).corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
  expect(() => loadConfig({ ...env, CORS_ORIGINS: 'https://a.example.com/app' })).toThrow('CORS_ORIGINS: https://a.example.com/app is not an origin');
  expect(() => loadConfig({ ...env, MAP_TILE_ORIGINS: 'tiles.example.com' })).toThrow('MAP_TILE_ORIGINS: tiles.example.com is not an origin');
  expect(loadConfig({ ...env, MAP_TILE_ORIGINS: 'https://a.tiles.example.com https://b.tiles.example.com' }).tileOrigins).toEqual(['https://a.tiles.example.com', 'https://b.tiles.example.com']);
});

test('the policy names the public address’s socket origin, never the Host a request sends: wss only behind https', async () => {
  for (const [publicUrl, sockets] of [['https://fie.com.gh', "connect-src 'self' wss://fie.com.gh;"], ['http://localhost:8080', "connect-src 'self' ws://localhost:8080 wss://localhost:8080;"]] as const) {
    const app = express();
    app.use(securityHeaders({ publicOrigin: new PublicOrigin(publicUrl) }));
    app.get('/', (_req, res) => void res.send('ok'));
    const server = app.listen(0);
    // fetch() will not send another Host; http.get does, as any client can.
    const policy = await new Promise<string>((done) => get({ port: (server.address() as AddressInfo).port, path: '/', headers: { host: 'evil.example.com' } }, (res) => (res.resume(), done(String(res.headers['content-security-policy'])))));
    expect(policy).toContain(sockets);
    expect(policy).not.toContain('evil.example.com');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
