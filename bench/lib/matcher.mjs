// The request matcher (command-api/src/requests) as the benchmarks wait for it: a marketplace's first start over a
// large log folds it all beside the projections and saves its state, a cost of the start and not of what they measure.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;

/**
 * Until the matcher has a saved state of this version near the head of the log: a fresh store's first start folds
 * it all and saves at the head; a restart loads its state and reads the few events after it (a save comes every
 * 10,000 at least). A log of fewer than 10,000 events is not waited for.
 */
export async function matcherSaved(dataDir) {
  const Database = require(require.resolve('better-sqlite3', { paths: [join(root, 'packages/stores')] }));
  const { STATE_VERSION } = require('../../command-api/dist/requests/matcher-state.js');
  const position = (db, sql) => {
    try {
      const row = db.prepare(sql).get();
      const meta = row && JSON.parse(row.doc);
      return meta?.version === STATE_VERSION ? meta.position : -Infinity;
    } catch {
      return -Infinity; // the table is not there yet
    }
  };
  for (;;) {
    const events = new Database(join(dataDir, 'events.db'), { readonly: true });
    const documents = new Database(join(dataDir, 'read-models.db'), { readonly: true });
    const head = events.prepare('SELECT max(position) AS head FROM events').get().head;
    const saved = position(documents, "SELECT doc FROM c__matcher_state WHERE id = 'meta'");
    events.close();
    documents.close();
    // Under 10,000 events the matcher may not save before its first 10,000 (it had the benchmarks wait forever),
    // and folding so few is no cost worth waiting out.
    if (head < 10_000 || saved >= head - 10_000) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

