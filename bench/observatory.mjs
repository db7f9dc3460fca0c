#!/usr/bin/env node
// The MDN HTTP Observatory's grade of every public page and the console, served as production serves them (issue
// 35): the three services apart (NODE_ENV=production, PUBLIC_URL set) behind Debian's caddy running the shipped
// deploy/Caddyfile over HTTPS with its own certificate authority, which the scanner is told to trust (a real
// SITE_ADDRESS gets a public certificate instead). Pages: the home page, a property page, the search page, the
// sign-in page, the home page in Twi (?lang=tw, which sets the language cookie) and the console (/admin).
//
// The scanner (@mdn/mdn-http-observatory, pinned) is not a dependency of the project: its install step downloads
// Chromium's HSTS preload list and the list of top-level domains from the internet, so it is installed here on
// first use, with --ignore-scripts, into a folder of the system's temporary directory, and the preload list it
// expects is written empty (no host is preloaded; localhost is not in the real list either).
// Usage: npm run bench:observatory [-- --keep]   (needs caddy: apt-get install caddy)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, parseArgs, spawnMarketplace, untilHealthy } from './lib/common.mjs';
import { ownerWithListing } from './lib/web-fixtures.mjs';

const SCANNER = '@mdn/mdn-http-observatory@1.4.8';
const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { caddySkipReason, freePort, gatewayPorts, startGateway } = require(join(root, 'launcher/dist/testing/gateway.js'));
const args = parseArgs({ bare: true });

function installScanner() {
  const dir = join(tmpdir(), `fie-${SCANNER.replace(/[@/]/g, '-').replace(/^-+/, '')}`);
  const pkg = join(dir, 'node_modules/@mdn/mdn-http-observatory');
  if (!existsSync(join(pkg, 'package.json'))) {
    console.log(`Installing ${SCANNER} (--ignore-scripts) into ${dir}…`);
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', '--prefix', dir, SCANNER], { stdio: 'inherit' });
  }
  // What its install step would download: Chromium's HSTS preload list. Empty: nothing here is preloaded.
  if (!existsSync(join(pkg, 'conf/hsts-preload.json'))) writeFileSync(join(pkg, 'conf/hsts-preload.json'), '{}');
  return dir;
}

function startService(children, main, env) {
  children.push(spawn(process.execPath, [join(root, main)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }));
}

function scan(scanner, rootCaFile, ports, path) {
  const out = execFileSync(process.execPath, [join(root, 'bench/lib/observatory-scan.mjs'), scanner, 'localhost', String(ports.http), String(ports.https), path], { env: { ...process.env, NODE_EXTRA_CA_CERTS: rootCaFile }, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop());
}

async function main() {
  const skip = caddySkipReason();
  if (skip) {
    console.error(`Cannot run: ${skip}`);
    process.exit(1);
  }
  const scanner = installScanner();
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-observatory-'));
  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.memory}, Node ${m.node}; ${SCANNER}; caddy ${execFileSync('caddy', ['version']).toString().trim().split(' ')[0]}; commit ${m.commit}, ${m.date.slice(0, 10)}`);

  // An owner and a listing, made by the one-process marketplace on the DATA_DIR the services then share.
  const seedPort = await freePort();
  const seeding = spawnMarketplace(dataDir, seedPort, { env: { JWT_SECRET: 'observatory-jwt-secret-of-at-least-32-characters', CODE_SECRET: 'observatory-code-secret-of-at-least-32-characters' } });
  await untilHealthy(`http://127.0.0.1:${seedPort}`);
  const { property } = await ownerWithListing(`http://127.0.0.1:${seedPort}`, dataDir);
  await new Promise((done) => (seeding.once('exit', done), seeding.kill('SIGTERM')));

  const ports = await gatewayPorts();
  const [commandPort, queryPort] = [await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: ports.url,
    JWT_SECRET: 'observatory-jwt-secret-of-at-least-32-characters',
    CODE_SECRET: 'observatory-code-secret-of-at-least-32-characters',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'error',
    COMMAND_API_PORT: String(commandPort),
    QUERY_API_PORT: String(queryPort),
  };
  const children = [];
  let gateway;
  try {
    startService(children, 'command-api/dist/main.js', env);
    startService(children, 'query-api/dist/main.js', env);
    startService(children, 'projectors/dist/main.js', env);
    await untilHealthy(`http://127.0.0.1:${commandPort}`);
    await untilHealthy(`http://127.0.0.1:${queryPort}`);
    gateway = await startGateway({ commandApi: `127.0.0.1:${commandPort}`, queryApi: `127.0.0.1:${queryPort}`, ports });
    const rootCaFile = join(dataDir, 'gateway-root.crt');
    writeFileSync(rootCaFile, gateway.rootCa);

    const pages = [
      ['home', '/'],
      ['property', property],
      ['search', '/search-property'],
      ['sign-in', '/login'],
      ['home in Twi', '/?lang=tw'],
      ['console', '/admin'],
    ];
    const rows = [];
    for (const [name, path] of pages) {
      const result = scan(scanner, rootCaFile, ports, path);
      if (!result.verified) throw new Error('the scanner did not trust the gateway’s certificate');
      rows.push({ name, ...result });
      const lost = Object.entries(result.tests).filter(([, t]) => !t.pass || t.modifier !== 0).map(([name, t]) => `${name}: ${t.result} (${t.modifier >= 0 ? '+' : ''}${t.modifier})`);
      console.log(`${name} ${path}: ${result.grade} (${result.score}/100), ${result.passed} of ${result.of} tests passed${lost.length ? `\n    ${lost.join('\n    ')}` : ''}`);
    }
    console.log('\n| page | address | grade | score | tests passed |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | \`${r.path.startsWith('/property/') ? '/property/{id}/{slug}' : r.path}\` | ${r.grade} | ${r.score} | ${r.passed} / ${r.of} |`);
    const below = rows.filter((r) => !/^A/.test(r.grade));
    if (below.length) {
      console.error(`\nBelow A: ${below.map((r) => `${r.name} ${r.grade}`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await gateway?.stop();
    await Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))))));
    if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
