import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../../..');

/** The built marketplace (`node launcher/dist/main.js`, as `npm start` runs it) as a child process of its own. */
export type MarketplaceProcess = {
  url: string;
  pid: number;
  /** The last lines it wrote, for a failure's report. */
  output(): string;
  /** kill -9: no handler runs, nothing is flushed beyond what the operating system already holds. */
  crash(): Promise<void>;
  /** SIGTERM, then the exit code and how long the stop took. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

export async function startMarketplaceProcess(dataDir: string, env: Record<string, string> = {}): Promise<MarketplaceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'launcher/dist/main.js')], {
    // Production, as it runs for real: which asks for its public address.
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: url, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));

  for (let i = 0; ; i++) {
    if (gone) throw new Error(`the marketplace exited while starting:\n${output}`);
    // Serving once health answers, and no longer says it is starting.
    const health = await fetch(`${url}/api/health`).then((r) => r.json() as Promise<{ status?: string }>).catch(() => undefined);
    if (health && health.status !== 'starting') break;
    if (i > 600) {
      child.kill('SIGKILL');
      throw new Error(`the marketplace did not start within a minute:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    pid: child.pid!,
    exited,
    output: () => output,
    async crash() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      const started = Date.now();
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      return { code, signal, ms: Date.now() - started };
    },
  };
}

/** Builds the server code (incremental), as `npm start` would: tests of the built marketplace run what was just written. */
export function buildServer(): void {
  try {
    execSync('npx tsc -b tsconfig.json', { cwd: repoRoot, stdio: 'pipe' });
  } catch (error) {
    throw new Error(`the server code does not build:\n${String((error as { stdout?: Buffer }).stdout ?? error)}`);
  }
}
