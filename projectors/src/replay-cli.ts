import { createLogger, loadConfig } from '@fie/platform';
import { createStores } from '@fie/stores';
import { allProjections } from './all-projections';
import { replay } from './replay';

/** `npm run replay -- <projection|all>`: rebuild read models from the event log. */
async function main() {
  const which = process.argv[2];
  const names = allProjections.map((p) => p.name);
  if (!which || (which !== 'all' && !names.includes(which))) {
    console.error(`Usage: npm run replay -- <${[...names, 'all'].join('|')}>`);
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'replay');
  const stores = await createStores(config.stores);
  const chosen = which === 'all' ? allProjections : allProjections.filter((p) => p.name === which);
  const started = Date.now();
  const { head } = await replay(stores.events, stores.documents, chosen, logger, undefined, stores.search);
  logger.info(`rebuilt ${chosen.map((p) => p.name).join(', ')} up to position ${head} in ${Date.now() - started} ms`);
  await stores.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
