import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import { z } from 'zod';
import type { StoresConfig } from '@fie/stores';

/**
 * Configuration is read from the environment once, at start-up, and fails fast with a clear message.
 * Every variable is listed in the README.
 */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const envSchema = z.object({
  PORT: port(8080),
  COMMAND_API_PORT: port(8081),
  QUERY_API_PORT: port(8082),
  DATA_DIR: z.string().default('./data'),
  // The one public address of the marketplace (https://fie.com.gh): required in production (see publicAddress).
  PUBLIC_URL: z.string().optional(),
  NODE_ENV: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CODE_SECRET: z.string().min(32, 'CODE_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().default('admin@fie.local'),
  SUPPORT_EMAIL: z.string().email().default('support@fie.com.gh'),
  EVENTSTORE_URL: z.string().optional(),
  MONGODB_URL: z.string().optional(),
  MONGODB_DB: z.string().default('fie'),
  MINIO_ENDPOINT: z.string().optional(),
  MINIO_PORT: z.coerce.number().int().optional(),
  MINIO_USE_SSL: z.enum(['true', 'false']).default('false'),
  MINIO_ACCESS_KEY: z.string().optional(),
  MINIO_SECRET_KEY: z.string().optional(),
  MINIO_BUCKET: z.string().default('fie'),
  MINIO_REGION: z.string().optional(),
  SMTP_URL: z.string().optional(),
  ELASTICSEARCH_URL: z.string().optional(),
  // The embedded search engine: typed columns in memory (fast, about 3 KB a listing) or SQLite FTS5 (small, slower).
  SEARCH_INDEX: z.enum(['columnar', 'sqlite']).default('columnar'),
  // Worker threads that answer searches (0: on the request's thread).
  SEARCH_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  // Worker threads that draw the public site's pages (0: on the request's thread).
  RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  // Memory for the public site's rendered pages, compressed (about 24 KB a property page).
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16384).default(128),
  // The page cache of each embedded SQLite connection that writes (the event log, the read models): it fills as
  // the files grow, up to this. 64 made a replay's writes twice as fast as SQLite's 2 MB; less keeps memory flat.
  SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(4096).default(64),
  MAIL_FROM: z.string().optional(),
  // A Ghanaian SMS gateway; unset, each SMS is a file in DATA_DIR/sms-outbox.
  SMS_URL: z.url({ protocol: /^https?$/, error: 'SMS_URL must be an http(s) URL, e.g. https://sms.example.com.gh/v1/messages' }).optional(),
  SMS_API_KEY: z.string().min(1, 'SMS_API_KEY is set but empty').optional(),
  SMS_SENDER: z.string().min(1, 'SMS_SENDER must not be empty').max(11, 'SMS_SENDER must be at most 11 characters (the sender id phones show)').default('Fie'),
  // WhatsApp (issue 32), off unless the business phone number's id is set; without a token, each message is a file in DATA_DIR/whatsapp-outbox.
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID is the id Meta gives the business number (digits), not the number itself').optional(),
  WHATSAPP_TOKEN: z.string().min(1, 'WHATSAPP_TOKEN is set but empty').optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL must be an http(s) URL with the Graph API version, e.g. https://graph.facebook.com/v21.0' }).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE: z.string().regex(/^[a-z0-9_]{1,512}$/, 'WHATSAPP_TEMPLATE is an approved template\'s name: lower-case letters, digits and _').default('fie_notice'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'WHATSAPP_TEMPLATE_LANGUAGE is the template\'s language code, e.g. en or en_GB').default('en'),
  // The app secret that signs WhatsApp's delivery webhooks (X-Hub-Signature-256), and the token of its GET handshake; unset, those routes answer 404.
  WHATSAPP_APP_SECRET: z.string().min(16, 'WHATSAPP_APP_SECRET must be at least 16 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'WHATSAPP_VERIFY_TOKEN must be at least 8 characters').optional(),
  // Payments (issue 33): Paystack when its secret key is set (it also signs the webhooks); unset, the simulator under DATA_DIR/payments-simulator.
  PAYSTACK_SECRET_KEY: z.string().regex(/^sk_(live|test)_\w{8,}$/, 'PAYSTACK_SECRET_KEY is the secret key from the Paystack dashboard: sk_live_… or sk_test_…').optional(),
  PAYSTACK_URL: z.url({ protocol: /^https?$/, error: 'PAYSTACK_URL must be an http(s) URL, e.g. https://api.paystack.co' }).default('https://api.paystack.co'),
  // The PIN the simulator's phone accepts.
  PAYMENTS_SIMULATOR_PIN: z.string().regex(/^\d{4,6}$/, 'PAYMENTS_SIMULATOR_PIN is 4 to 6 digits').default('1234'),
  // The most texts (SMS and WhatsApp) the notifier sends one person in a day.
  TEXTS_PER_PERSON_PER_DAY: z.coerce.number().int().min(1, 'TEXTS_PER_PERSON_PER_DAY must be at least 1').max(1000).default(10),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Which proxies' X-Forwarded-For to believe (see trustedProxies): the gateway's addresses behind docker compose.
  TRUST_PROXY: z.string().default('loopback'),
  // How long a projectors process's lease lasts: a standby takes over within this of the holder's death.
  // Origins allowed to call the API from a browser (comma list); unset, CORS stays closed.
  CORS_ORIGINS: z.string().default(''),
  // Tile servers the map may load from besides OpenStreetMap's (comma list of origins), for the CSP.
  MAP_TILE_ORIGINS: z.string().default(''),
  // Mail and SMS a call may make someone send (codes, resets, invitations, the contact form): per recipient and per client address, an hour.
  OUTBOUND_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(6),
  OUTBOUND_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  // The SMS and USSD gateways' shared secret (issue 23); unset, POST /api/sms/inbound and /api/ussd answer 404.
  GATEWAY_SECRET: z.string().min(16, 'GATEWAY_SECRET must be at least 16 characters').optional(),
  PROJECTOR_LEASE_MS: z.coerce.number().int().min(1000, 'PROJECTOR_LEASE_MS must be at least 1000').max(300_000, 'PROJECTOR_LEASE_MS must be at most 300000').default(15_000),
  // A rebuild from position 0 (issue 34): what its fold may hold in memory before it flushes, and its threads.
  REBUILD_MEMORY_MB: z.coerce.number().int().min(64, 'REBUILD_MEMORY_MB must be at least 64').max(65_536).default(640),
  REBUILD_THREADS: z.coerce.number().int().min(0).max(64).optional(),
});

export type AppConfig = {
  port: number;
  commandApiPort: number;
  queryApiPort: number;
  dataDir: string;
  /**
   * The marketplace's public origin (PUBLIC_URL without a trailing slash): every absolute address it writes (mails,
   * texts, canonical and preview addresses, the sitemaps, the policy's socket origin) starts with it, never with
   * a request's Host. Unset (development only), the first request's origin stands in (see PublicOrigin).
   */
  publicUrl?: string;
  secrets: Secrets;
  adminEmail: string;
  supportEmail: string;
  stores: StoresConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Worker threads answering searches; 0 answers them on the request's thread. */
  searchThreads: number;
  /** Worker threads drawing the public site's pages; 0 draws them on the request's thread. */
  renderThreads: number;
  /** Bytes kept of rendered pages (compressed); 0 keeps none. */
  pageCacheBytes: number;
  /** Express's `trust proxy`: the proxies whose X-Forwarded-For gives a request's address (throttles count by it). */
  trustProxy: string[] | number | false;
  /** The projectors' lease (see projectors/src/lease.ts), in milliseconds. */
  projectorLeaseMs: number;
  /** A rebuild from position 0: memory its fold may hold (MB) and its worker threads (the machine's cores when unset). */
  /** threads unset: chosen when a rebuild starts, from the cores and their load (projectors' rebuildThreads). */
  rebuild: { memoryMb: number; threads?: number };
  /** How much mail and SMS calls may send an hour, per recipient and per client address (see command-api's outbound limits). */
  outbound: { perRecipientPerHour: number; perAddressPerHour: number };
  /** Origins allowed by CORS (none by default). */
  corsOrigins: string[];
  /** The secret the SMS and USSD gateways send (query `secret` or header X-Fie-Secret); unset, those routes do not exist. */
  gatewaySecret?: string;
  /** Tile servers' origins allowed by the Content-Security-Policy, beside OpenStreetMap's. */
  tileOrigins: string[];
  /** WhatsApp's webhook: the app secret its calls are signed with and the token of its GET handshake (each unset: that route answers 404). */
  whatsappWebhook: { appSecret?: string; verifyToken?: string };
  /** The most texts the notifier sends one person in a day (TEXTS_PER_PERSON_PER_DAY). */
  textsPerDay: number;
};

export type Secrets = { jwtSecret: string; codeSecret: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = publicAddress(e.PUBLIC_URL, e.NODE_ENV);
  if (e.MINIO_ENDPOINT && !(e.MINIO_ACCESS_KEY && e.MINIO_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration:\n  MINIO_ENDPOINT is set, so MINIO_ACCESS_KEY and MINIO_SECRET_KEY are needed too');
  }
  return {
    port: e.PORT,
    commandApiPort: e.COMMAND_API_PORT,
    queryApiPort: e.QUERY_API_PORT,
    dataDir,
    publicUrl,
    secrets: loadSecrets(dataDir, e.JWT_SECRET, e.CODE_SECRET),
    adminEmail: e.ADMIN_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    searchThreads: e.SEARCH_THREADS,
    renderThreads: e.RENDER_THREADS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    projectorLeaseMs: e.PROJECTOR_LEASE_MS,
    rebuild: { memoryMb: e.REBUILD_MEMORY_MB, ...(e.REBUILD_THREADS !== undefined ? { threads: e.REBUILD_THREADS } : {}) },
    outbound: { perRecipientPerHour: e.OUTBOUND_PER_RECIPIENT_PER_HOUR, perAddressPerHour: e.OUTBOUND_PER_ADDRESS_PER_HOUR },
    corsOrigins: origins('CORS_ORIGINS', e.CORS_ORIGINS),
    ...(e.GATEWAY_SECRET ? { gatewaySecret: e.GATEWAY_SECRET } : {}),
    tileOrigins: origins('MAP_TILE_ORIGINS', e.MAP_TILE_ORIGINS),
    whatsappWebhook: { ...(e.WHATSAPP_APP_SECRET ? { appSecret: e.WHATSAPP_APP_SECRET } : {}), ...(e.WHATSAPP_VERIFY_TOKEN ? { verifyToken: e.WHATSAPP_VERIFY_TOKEN } : {}) },
    textsPerDay: e.TEXTS_PER_PERSON_PER_DAY,
    stores: {
      dataDir,
      eventStoreUrl: e.EVENTSTORE_URL,
      mongodbUrl: e.MONGODB_URL,
      mongodbDatabase: e.MONGODB_DB,
      minio: e.MINIO_ENDPOINT
        ? {
            endPoint: e.MINIO_ENDPOINT,
            port: e.MINIO_PORT,
            useSSL: e.MINIO_USE_SSL === 'true',
            accessKey: e.MINIO_ACCESS_KEY!,
            secretKey: e.MINIO_SECRET_KEY!,
            bucket: e.MINIO_BUCKET,
            region: e.MINIO_REGION,
          }
        : undefined,
      smtpUrl: e.SMTP_URL,
      elasticsearchUrl: e.ELASTICSEARCH_URL,
      embeddedSearch: e.SEARCH_INDEX,
      sqliteCacheMb: e.SQLITE_CACHE_MB,
      mailFrom: e.MAIL_FROM,
      sms: { url: e.SMS_URL, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER },
      payments: e.PAYSTACK_SECRET_KEY ? { paystack: { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_URL, ...(publicUrl ? { cardReturnUrl: `${publicUrl}/owner-dashboard?tab=payments` } : {}) } } : { simulatorPin: e.PAYMENTS_SIMULATOR_PIN },
      ...(e.WHATSAPP_PHONE_NUMBER_ID
        ? { whatsapp: { phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, token: e.WHATSAPP_TOKEN, apiUrl: e.WHATSAPP_API_URL, template: { name: e.WHATSAPP_TEMPLATE, language: e.WHATSAPP_TEMPLATE_LANGUAGE } } }
        : {}),
    },
  };
}

/**
 * Secrets come from the environment in production. On the embedded default they are generated on the
 * first start and kept in DATA_DIR/secrets.json (mode 0600), so tokens survive a restart and no fixed
 * default secret ever ships in the code.
 */
function loadSecrets(dataDir: string, jwtSecret?: string, codeSecret?: string): Secrets {
  if (jwtSecret && codeSecret) return { jwtSecret, codeSecret };
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    codeSecret: codeSecret ?? stored.codeSecret ?? randomBytes(48).toString('base64url'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.codeSecret !== stored.codeSecret) {
    writeFileSync(file, JSON.stringify({ jwtSecret: secrets.jwtSecret, codeSecret: secrets.codeSecret }, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/**
 * TRUST_PROXY: `none`; a number of proxy hops; or a comma list of addresses, subnets and express's names
 * (loopback, linklocal, uniquelocal), e.g. `loopback,172.16.0.0/12`. Only a trusted proxy's X-Forwarded-For
 * is believed, so the throttles count each client apart behind the gateway while a client cannot claim any
 * address it likes. `true` (believe whoever sends the header) is refused for that reason.
 */
export function trustedProxies(setting: string): string[] | number | false {
  const value = setting.trim();
  if (value === 'none' || value === 'false' || value === '') return false;
  if (value === 'true') throw new ConfigError('Invalid configuration:\n  TRUST_PROXY=true would believe any X-Forwarded-For a client sends: name the proxies (e.g. loopback,172.16.0.0/12) or a hop count');
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    express().set('trust proxy', list);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${error instanceof Error ? error.message : String(error)} (use addresses, subnets, loopback, linklocal or uniquelocal)`);
  }
  return list;
}

/**
 * PUBLIC_URL: an http(s) origin, a trailing slash forgiven. In production it must be set: without it, mails sent by
 * background work would link to whatever address the process first heard from, and pages would name the Host a
 * client chose as their canonical address.
 */
function publicAddress(value: string | undefined, nodeEnv: string | undefined): string | undefined {
  const setting = value?.trim();
  if (!setting) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'Invalid configuration:\n  PUBLIC_URL is required in production (NODE_ENV=production): the address people open Fie at, e.g. https://fie.com.gh. Mails, texts, canonical addresses, the sitemap and robots.txt are written with it.',
      );
    }
    return undefined;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(setting);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== setting.replace(/\/$/, '')) {
    throw new ConfigError(`Invalid configuration:\n  PUBLIC_URL: ${setting} is not an origin (scheme, host and port only, e.g. https://fie.com.gh)`);
  }
  return parsed.origin;
}

/** A list of origins (`https://app.example.com`), each checked: a path or a typo would never match. */
function origins(variable: string, setting: string): string[] {
  // Commas or spaces: the gateway's Caddyfile writes MAP_TILE_ORIGINS into its policy as it is, so it takes spaces.
  const list = setting.split(/[,\s]+/).map((o) => o.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: ${origin} is not an origin (scheme, host and port only, e.g. https://app.example.com)`);
    }
  }
  return list;
}
