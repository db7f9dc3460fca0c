import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from './config';
import { securityHeaders } from './security-headers';

test('HSTS only when the public address is https', async () => {
  for (const [publicUrl, hsts] of [['http://localhost:8080', null], [undefined, null], ['https://fie.com.gh', 'max-age=31536000; includeSubDomains']] as const) {
    const app = express();
    app.use(securityHeaders({ publicUrl }));
    app.get('/', (_req, res) => void res.send('ok'));
    const server = app.listen(0);
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(res.headers.get('strict-transport-security')).toBe(hsts);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('CORS_ORIGINS and MAP_TILE_ORIGINS take origins only, and say so otherwise', () => {
  const env = { DATA_DIR: '/tmp/fie-config-cors', JWT_SECRET: 'j'.repeat(32), CODE_SECRET: 'c'.repeat(32) };
  expect(loadConfig(env).corsOrigins).toEqual([]);
  expect(loadConfig({ ...env, CORS_ORIGINS: 'https://a.example.com, http://localhost:5173' }).corsOrigins).toEqual(['https://a.example.com', 'http://localhost:5173']);
  expect(() => loadConfig({ ...env, CORS_ORIGINS: 'https://a.example.com/app' })).toThrow('CORS_ORIGINS: https://a.example.com/app is not an origin');
  expect(() => loadConfig({ ...env, MAP_TILE_ORIGINS: 'tiles.example.com' })).toThrow('MAP_TILE_ORIGINS: tiles.example.com is not an origin');
});
