// What the benchmarks share: their command line, a seeded generator, percentiles, the machine and commit a
// report was made on, the marketplace's JSON API as a client calls it, and stopping the marketplace at the end.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** A module of the built server, by its path from the repository's root; without a build, says so and exits. */
export function loadBuilt(path, what = path) {
  try {
    return require(join(root, path));
  } catch (error) {
    console.error(`Cannot load ${what} (${error.message}). Run \`npm run build:server\` first.`);
    process.exit(1);
  }
}

/**
 * The `--name value` pairs of the command line. With `bare`, a name with no value after it (the last word, or
 * one followed by another `--name`) is 'true'; without, its value is the next word whatever it is.
 */
export function parseArgs({ bare = false } = {}, argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), bare && (all[i + 1] === undefined || all[i + 1].startsWith('--')) ? 'true' : all[i + 1]]] : pairs), []),
  );
}

/**
 * mulberry32, a small seeded generator: the same seed gives the same draws, run after run. `seed` reads and sets
 * its state, so a benchmark can draw the same sequence again.
 */
export function seeded(seed) {
  const generator = {
    get seed() {
      return seed;
    },
    set seed(value) {
      seed = value;
    },
    random() {
      seed |= 0;
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    pick: (list) => list[Math.floor(generator.random() * list.length)],
    between: (a, b) => a + generator.random() * (b - a),
    /** One of `items`, each as likely as its `weightOf(item)` (the first, should the draw run past them all). */
    pickWeighted(items, weightOf) {
      let r = generator.random() * items.reduce((sum, item) => sum + weightOf(item), 0);
      for (const item of items) if ((r -= weightOf(item)) < 0) return item;
      return items[0];
    },
    /** A standard normal draw (Box–Muller). */
    gauss: () => Math.sqrt(-2 * Math.log(1 - generator.random())) * Math.cos(2 * Math.PI * generator.random()),
  };
  return generator;
}

/** The value below which p % of the sorted values fall (NaN for none). */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The machine, Node and commit (with how many tracked files the working tree changes) a report was made on. */
export function machine({ openFiles = false } = {}) {
  const sh = (cmd, a) => {
    try {
      return execFileSync(cmd, a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '?';
    }
  };
  const dirty = sh('git', ['status', '--porcelain', '--untracked-files=no']).split('\n').filter((l) => l && l !== '?').length;
  return {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    commit: `${sh('git', ['rev-parse', '--short', 'HEAD'])}${dirty ? ` (+${dirty} files changed in the working tree)` : ''}`,
    date: new Date().toISOString(),
    ...(openFiles ? { openFiles: `${sh('bash', ['-c', 'ulimit -Sn'])} soft / ${sh('bash', ['-c', 'ulimit -Hn'])} hard` } : {}),
  };
}

/** `call(method, path, body, token)`: one JSON request to the marketplace at `url` with fetch; answers `{status, body}`. */
export function jsonApi(url) {
  return async function call(method, path, body, token) {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}

/**
 * A person signed up through the API, confirmed with the code mailed to DATA_DIR/outbox, signed in and, when
 * `owner`, registered as an owner: `{email, token, id}`.
 */
export async function signUp(call, dataDir, { email, firstName, lastName, password, owner }) {
  const { latestMessageTo } = require('../../packages/stores/dist/index.js');
  const up = await call('POST', '/api/auth/signup', { firstName, lastName, email, phoneNumber: '0244000000', password, confirmPassword: password, acknowledge: true, user_type: 'seeker' });
  if (up.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email)).text)[1];
  await call('POST', '/api/auth/confirm', { email, code });
  const { body } = await call('POST', '/api/auth/login', { email, password });
  if (owner) await call('POST', '/api/auth/existing-user-owner-registration', { email }, body.token);
  return { email, token: body.token, id: body.user?._id ?? body.user?.id };
}

/**
 * The marketplace as `npm start` runs it (`node launcher/dist/main.js`), on `dataDir` and `port`, logging warnings
 * and errors to this process's stderr; `env` and `nodeArgs` (e.g. --cpu-prof) are added to its own. `cwd` (this
 * process's by default) is where it writes what node writes in its working directory (profiles, heap snapshots).
 */
export function spawnMarketplace(dataDir, port, { env = {}, nodeArgs = [], cwd } = {}) {
  return spawn(process.execPath, [...nodeArgs, join(root, 'launcher/dist/main.js')], { cwd, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Waits until the marketplace at `url` answers its health (a minute at the most). */
export async function untilHealthy(url) {
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) break;
    if (i > 600) throw new Error('the marketplace did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops the marketplace a benchmark started, gives it a second to close its stores, and removes its DATA_DIR. */
export async function stopMarketplace(server, dataDir) {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
