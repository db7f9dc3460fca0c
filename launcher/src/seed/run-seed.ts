import { resolve } from 'node:path';
import { createLogger, loadConfig } from '@fie/platform';
import { startMarketplace } from '../marketplace';
import { seed } from './seed';

type Health = { status?: string; stores?: { mailer?: { ok?: boolean; adapter?: string; detail?: string } } };

/**
 * What answers at `url`: a Fie marketplace (with where it writes its mail, which the seed reads the confirmation
 * codes from), nothing at all, or something else.
 */
export async function probe(url: string): Promise<{ kind: 'fie'; health: Health } | { kind: 'none' } | { kind: 'other'; detail: string }> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
  } catch {
    return { kind: 'none' };
  }
  const health = (await res.json().catch(() => undefined)) as Health | undefined;
  if (!health?.stores) return { kind: 'other', detail: `GET ${url}/api/health answered ${res.status}, not Fie's health` };
  return { kind: 'fie', health };
}

export type SeedRun = {
  /** Where a running marketplace would answer: http://localhost:PORT unless told. */
  url: string;
  /** The environment a marketplace of the seed's own starts with (DATA_DIR and the rest), when none answers. */
  env: Record<string, string | undefined>;
  listings: number;
  /** Seed a marketplace that already has listings. */
  force?: boolean;
  log?: (line: string) => void;
};

/**
 * `npm run seed`: fills the marketplace answering at `url` through its HTTP API while it runs (the usual case:
 * `npm start` in one terminal, `npm run seed` in another), and only when nothing answers there starts one of its
 * own on DATA_DIR, seeds it and stops it. Either way it refuses to seed a marketplace that already has listings,
 * unless forced.
 */
export async function runSeed(run: SeedRun) {
  const log = run.log ?? (() => {});
  const found = await probe(run.url);
  if (found.kind === 'other') throw new Error(`${found.detail}. Set PORT to the port of Fie's marketplace, or stop what runs there.`);
  if (found.kind === 'fie') {
    const mailer = found.health.stores?.mailer;
    if (mailer?.adapter && mailer.adapter !== 'outbox') {
      throw new Error(`The marketplace at ${run.url} sends its mail through ${mailer.adapter}; the seed confirms its demo accounts with the codes Fie writes to DATA_DIR/outbox. Seed a marketplace started without SMTP_URL.`);
    }
    // The health names the outbox it writes to; without it, the outbox of DATA_DIR (./data unless set).
    const outboxDir = mailer?.detail ?? resolve(run.env.DATA_DIR ?? 'data', 'outbox');
    log(`Seeding the marketplace running at ${run.url}…`);
    return { where: 'running' as const, url: run.url, ...(await seedUnlessFull(run, run.url, outboxDir, log)) };
  }
  log(`No marketplace answers at ${run.url}: starting one on DATA_DIR to seed it…`);
  const config = { ...loadConfig(run.env), port: 0 };
  const logger = createLogger(config.logLevel === 'debug' ? 'debug' : 'warn', 'seed');
  const market = await startMarketplace(config, { logger, onFirstStart: (admin) => log(`Administrator ${admin.email}, one-time password ${admin.password}`) });
  try {
    return { where: 'started' as const, url: market.url, ...(await seedUnlessFull(run, market.url, market.stores.outboxDir, log)) };
  } finally {
    await market.stop();
  }
}

async function seedUnlessFull(run: SeedRun, url: string, outboxDir: string, log: (line: string) => void) {
  const existing = (await fetch(`${url}/api/properties/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json())) as { result: { total: number } };
  if (existing.result.total > 0 && !run.force) {
    log(`The marketplace already has ${existing.result.total} listings; not seeding again (use --force to add more).`);
    return { seeded: undefined };
  }
  return { seeded: await seed({ url, outboxDir }, { listings: run.listings, log }) };
}
