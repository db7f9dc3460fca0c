import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'fie-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Secrets given, so loading the configuration writes nothing. */
const env = (vars: Record<string, string> = {}) => ({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(32), CODE_SECRET: 'c'.repeat(32), ...vars });

describe('WhatsApp and texts configuration', () => {
  test('without WHATSAPP_PHONE_NUMBER_ID there is no WhatsApp, the webhook routes are off, and a person gets at most 10 texts a day', () => {
    const config = loadConfig(env());
    expect(config.stores.whatsapp).toBeUndefined();
    expect(config.whatsappWebhook).toEqual({});
    expect(config.textsPerDay).toBe(10);
  });

  test('the phone number id turns WhatsApp on (an outbox without a token, the Cloud API with one), with the template and webhook secrets', () => {
    const config = loadConfig(env({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 'a'.repeat(32), WHATSAPP_VERIFY_TOKEN: 'verify-me', TEXTS_PER_PERSON_PER_DAY: '4' }));
    expect(config.stores.whatsapp).toEqual({ phoneNumberId: '106540352242922', token: undefined, apiUrl: 'https://graph.facebook.com/v21.0', template: { name: 'fie_notice', language: 'en' } });
    expect(config.whatsappWebhook).toEqual({ appSecret: 'a'.repeat(32), verifyToken: 'verify-me' });
    expect(config.textsPerDay).toBe(4);
    const cloud = loadConfig(env({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_TOKEN: 'EAA-token', WHATSAPP_API_URL: 'https://graph.facebook.com/v22.0', WHATSAPP_TEMPLATE: 'fie_update', WHATSAPP_TEMPLATE_LANGUAGE: 'en_GB' }));
    expect(cloud.stores.whatsapp).toEqual({ phoneNumberId: '106540352242922', token: 'EAA-token', apiUrl: 'https://graph.facebook.com/v22.0', template: { name: 'fie_update', language: 'en_GB' } });
  });

  test('a phone number where its id belongs, a short app secret or no daily texts at all stops start-up with a clear message', () => {
    expect(() => loadConfig(env({ WHATSAPP_PHONE_NUMBER_ID: '+233241234567' }))).toThrow('not the number itself');
    expect(() => loadConfig(env({ WHATSAPP_APP_SECRET: 'short' }))).toThrow('WHATSAPP_APP_SECRET must be at least 16 characters');
    expect(() => loadConfig(env({ TEXTS_PER_PERSON_PER_DAY: '0' }))).toThrow('TEXTS_PER_PERSON_PER_DAY must be at least 1');
  });
});

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

describe('the public address (PUBLIC_URL)', () => {
  test('in production it is required, and its absence stops the start saying what to set', () => {
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ NODE_ENV: 'production' }))).toThrow('PUBLIC_URL is required in production (NODE_ENV=production): the address people open Fie at, e.g. https://fie.com.gh');
    expect(loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://fie.com.gh' })).publicUrl).toBe('https://fie.com.gh');
  });
  test('in development it may be left out: the first request’s origin stands in', () => {
    expect(loadConfig(env()).publicUrl).toBeUndefined();
  });
  test('it is an origin, a trailing slash forgiven; a path or another scheme stops the start', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://fie.com.gh/' })).publicUrl).toBe('https://fie.com.gh');
    expect(() => loadConfig(env({ PUBLIC_URL: 'https://fie.com.gh/app' }))).toThrow('PUBLIC_URL: https://fie.com.gh/app is not an origin');
    expect(() => loadConfig(env({ PUBLIC_URL: 'fie.com.gh' }))).toThrow('PUBLIC_URL: fie.com.gh is not an origin');
    expect(() => loadConfig(env({ PUBLIC_URL: 'ftp://fie.com.gh' }))).toThrow('is not an origin');
  });
});

describe('a rebuild from position 0 (REBUILD_MEMORY_MB, REBUILD_THREADS)', () => {
  test('640 MB for its fold and its threads chosen when it starts by default, or what is set; under 64 MB stops the start with a clear message', () => {
    expect(loadConfig(env()).rebuild).toEqual({ memoryMb: 640 });
    expect(loadConfig(env({ REBUILD_MEMORY_MB: '256', REBUILD_THREADS: '0' })).rebuild).toEqual({ memoryMb: 256, threads: 0 });
    expect(() => loadConfig(env({ REBUILD_MEMORY_MB: '32' }))).toThrow(/REBUILD_MEMORY_MB must be at least 64/);
  });
});
