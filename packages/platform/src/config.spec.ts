import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'fie-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Secrets given, so loading the configuration writes nothing. */
const env = (vars: Record<string, string> = {}) => ({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32), CODE_SECRET: 'c'.repeat(32), ...vars });

describe('SMS configuration', () => {
  test('without SMS_URL, SMS go to the embedded outbox from the sender id Fie', () => {
    expect(loadConfig(env()).stores.sms).toEqual({ url: undefined, apiKey: undefined, sender: 'Fie' });
  });

  test('SMS_URL, SMS_API_KEY and SMS_SENDER choose the HTTP gateway', () => {
    const config = loadConfig(env({ SMS_URL: 'https://sms.example.com.gh/v1/messages', SMS_API_KEY: 'key-123', SMS_SENDER: 'FieGhana' }));
    expect(config.stores.sms).toEqual({ url: 'https://sms.example.com.gh/v1/messages', apiKey: 'key-123', sender: 'FieGhana' });
  });

  test('when SMS_URL is not an http(s) URL, start-up fails with a clear message', () => {
    for (const url of ['sms.example.com.gh', 'ftp://sms.example.com.gh']) {
      expect(() => loadConfig(env({ SMS_URL: url }))).toThrow(ConfigError);
      expect(() => loadConfig(env({ SMS_URL: url }))).toThrow('SMS_URL must be an http(s) URL');
    }
  });

  test('when SMS_SENDER is longer than 11 characters, start-up fails with a clear message', () => {
    expect(() => loadConfig(env({ SMS_SENDER: 'FieMarketplace' }))).toThrow('SMS_SENDER must be at most 11 characters');
  });
});

describe('the SMS and USSD gateways (GATEWAY_SECRET)', () => {
  test('unset, there is no gateway secret (and no gateway routes); set, it is kept', () => {
    expect(loadConfig(env()).gatewaySecret).toBeUndefined();
    expect(loadConfig(env({ GATEWAY_SECRET: 'g'.repeat(16) })).gatewaySecret).toBe('g'.repeat(16));
  });
  test('a short secret stops start-up with a clear message', () => {
    expect(() => loadConfig(env({ GATEWAY_SECRET: 'short' }))).toThrow('GATEWAY_SECRET must be at least 16 characters');
  });
});

describe('trusted proxies (TRUST_PROXY)', () => {
  test('by default only a proxy on this machine is believed', () => {
    expect(loadConfig(env()).trustProxy).toEqual(['loopback']);
  });
  test('a list of addresses, subnets and named ranges, a hop count, or none', () => {
    expect(loadConfig(env({ TRUST_PROXY: 'loopback, 172.16.0.0/12,uniquelocal' })).trustProxy).toEqual(['loopback', '172.16.0.0/12', 'uniquelocal']);
    expect(loadConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUST_PROXY: 'none' })).trustProxy).toBe(false);
  });
  test('believing every X-Forwarded-For, or a malformed address, stops the start with a clear message', () => {
    expect(() => loadConfig(env({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    expect(() => loadConfig(env({ TRUST_PROXY: '300.1.1.1' }))).toThrow(/TRUST_PROXY: invalid IP address/);
  });
});

describe('the embedded SQLite page caches (SQLITE_CACHE_MB)', () => {
  test('64 MB a writing connection by default, or what is set; under 2 stops the start with a clear message', () => {
    expect(loadConfig(env()).stores.sqliteCacheMb).toBe(64);
    expect(loadConfig(env({ SQLITE_CACHE_MB: '16' })).stores.sqliteCacheMb).toBe(16);
    expect(() => loadConfig(env({ SQLITE_CACHE_MB: '1' }))).toThrow(/SQLITE_CACHE_MB/);
  });
});
