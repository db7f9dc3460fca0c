import { ConfigError } from '@fie/platform';
import { runSeed } from './run-seed';

/**
 * `npm run seed [-- --listings=320] [--force] [--url=http://localhost:8080]`: fills the marketplace running on
 * PORT (8080 by default) with a demo through its HTTP API; when none answers there, starts one on DATA_DIR for
 * the purpose. It refuses a marketplace that already has listings unless --force.
 */
async function main() {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const port = Number(process.env.PORT ?? 8080);
  const started = Date.now();
  const run = await runSeed({
    url: option('url') ?? `http://localhost:${port}`,
    env: process.env,
    listings: Number(option('listings') ?? 320),
    force: process.argv.includes('--force'),
    log: (line) => console.log(line),
  });
  const done = run.seeded;
  if (!done) return;
  const { dealings: d } = done;
  console.log(`Seeded ${done.listings} listings, ${done.owners} owners, ${done.seekers.length} seekers and ${done.organizations} organizations in ${Math.round((Date.now() - started) / 1000)} s${run.where === 'running' ? `, at ${run.url}` : ''}.`);
  console.log(`In progress: ${d.conversations} conversations, ${d.viewings} viewings, ${d.offers} offers (one countered), ${d.saves} saved listings and ${d.requests} posted request, matched against the listings.`);
  console.log(`Sign in with the password ${done.password}: as a lister, ${d.lister ?? 'kwame.mensah0@demo.fie.local'}; as a seeker, ${done.seekers[0]}.`);
  if (run.where === 'started') console.log(`Now \`npm start\` and open http://localhost:${port}.`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
