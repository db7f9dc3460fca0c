import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The production gateway for tests: Debian's caddy running the shipped deploy/Caddyfile itself (never a copy),
 * told by its environment variables where the services and the built front-ends are, on free ports, with its
 * certificate authority in a folder of its own (nothing is installed in the machine's trust store).
 */
export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
export const repoRoot = resolve(__dirname, '../../..');
export const CADDYFILE = join(repoRoot, 'deploy/Caddyfile');

export function caddySkipReason(): string | undefined {
  if (!existsSync(CADDY)) return `no caddy at ${CADDY} (install Debian's caddy: apt-get install caddy)`;
  return undefined;
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export type Gateway = {
  /** https://localhost:{port}: the site address, as PUBLIC_URL names it. */
  url: string;
  /** The plain-HTTP port's address, which redirects to `url`. */
  httpUrl: string;
  /** Caddy's own root certificate (PEM), for clients that should trust the gateway. */
  rootCa: string;
  /** Chromium's --ignore-certificate-errors-spki-list value for the gateway's certificates' issuer. */
  spki: string;
  /** An https request through the gateway, trusting its root: status, headers (lowercased) and body. */
  get(path: string, headers?: Record<string, string>): Promise<GatewayAnswer>;
  stop(): Promise<void>;
};

export type GatewayAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** Reserves the gateway's ports first, so PUBLIC_URL can be given to services started before it. */
export async function gatewayPorts(): Promise<{ https: number; http: number; url: string }> {
  const [https, http] = [await freePort(), await freePort()];
  return { https, http, url: `https://localhost:${https}` };
}

export async function startGateway(options: { commandApi: string; queryApi: string; ports?: { https: number; http: number }; webRoot?: string; adminRoot?: string }): Promise<Gateway> {
  const ports = options.ports ?? (await gatewayPorts());
  const home = mkdtempSync(join(tmpdir(), 'fie-caddy-'));
  const env = {
    ...process.env,
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    SITE_ADDRESS: `localhost:${ports.https}`,
    HTTP_PORT: String(ports.http),
    CADDY_ADMIN: 'off',
    COMMAND_API: options.commandApi,
    QUERY_API: options.queryApi,
    PUBLIC_WEB_ROOT: options.webRoot ?? join(repoRoot, 'public-web/dist'),
    ADMIN_CONSOLE_ROOT: options.adminRoot ?? join(repoRoot, 'admin-console/dist'),
  };
  const check = spawnSync(CADDY, ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/Caddyfile does not validate:\n${check.stderr}`);
  const log: string[] = [];
  const child: ChildProcess = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const ca = join(env.XDG_DATA_HOME, 'caddy/pki/authorities/local');
  const url = `https://localhost:${ports.https}`;
  let rootCa = '';
  const get = (path: string, headers: Record<string, string> = {}) => httpsGet(`${url}${path}`, rootCa, headers);
  // Caddy makes its authority and the site's certificate as it starts; it is ready once a request gets through.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`caddy exited at start:\n${log.join('')}`);
    if (!rootCa && existsSync(join(ca, 'root.crt'))) rootCa = readFileSync(join(ca, 'root.crt'), 'utf8');
    if (rootCa && (await get('/robots.txt').then(() => true, () => false))) break;
    if (i > 150) throw new Error(`caddy did not answer within 15 s:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const issuer = new X509Certificate(readFileSync(join(ca, 'intermediate.crt')));
  const spki = createHash('sha256').update(issuer.publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return {
    url,
    httpUrl: `http://localhost:${ports.http}`,
    rootCa,
    spki,
    get,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** GET over https trusting `ca` only; redirects are answers, bodies stay as sent (compressed or not). */
export const httpsGet = (url: string, ca: string, headers: Record<string, string> = {}) => httpsRequest('GET', url, ca, headers);

export function httpsRequest(method: string, url: string, ca: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<GatewayAnswer> {
  return new Promise((done, fail) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url, { method, ca, headers: { ...length, ...headers }, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', fail);
    req.end(body);
  });
}
