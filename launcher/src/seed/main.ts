import { ConfigError, createLogger, loadConfig } from '@fie/platform';
import { startMarketplace } from '../marketplace';
import { seed } from './seed';

/**
 * `npm run seed`: fills DATA_DIR with a demo marketplace (owners, organizations, 320 listings across all
 * 16 regions). Stop `npm start` first; it refuses to seed a store that already has listings unless --force.
 */
async function main() {
  const force = process.argv.includes('--force');
  const count = Number(process.argv.find((a) => a.startsWith('--listings='))?.split('=')[1] ?? 320);
  const config = { ...loadConfig(), port: 0 };
  const logger = createLogger(config.logLevel === 'debug' ? 'debug' : 'warn', 'seed');
  const market = await startMarketplace(config, { logger, onFirstStart: (admin) => console.log(`Administrator ${admin.email}, one-time password ${admin.password}`) });
  try {
    const existing = await fetch(`${market.url}/api/properties/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json() as Promise<{ result: { total: number } }>);
    if (existing.result.total > 0 && !force) {
      console.log(`DATA_DIR ${config.dataDir} already has ${existing.result.total} listings; not seeding again (use --force to add more).`);
      return;
    }
    const started = Date.now();
    const done = await seed({ url: market.url, outboxDir: market.stores.outboxDir }, { listings: count, log: (line) => console.log(line) });
    console.log(`Seeded ${done.listings} listings, ${done.owners} owners and ${done.organizations} organizations in ${Math.round((Date.now() - started) / 1000)} s.`);
    console.log(`Demo accounts use the password ${done.password} (e.g. kwame.mensah0@demo.fie.local).`);
  } finally {
    await market.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
