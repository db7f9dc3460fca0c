import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

export type ReplayRun = { done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>; kill: () => void };

/**
 * The built `npm run replay all` (CI builds before it tests) over the marketplace in `dataDir`, on two worker
 * threads, as an operator runs it; `onLine` hears each line of its progress as it comes. Started with its heap
 * capped as `npm run replay` caps it (uncapped, it starts itself again capped: the process a test kills is then
 * the one that rebuilds, as a kill -9 of it would be).
 */
export function replayCli(dataDir: string, onLine: (line: string) => void = () => undefined): ReplayRun {
  const child = spawn(process.execPath, ['--max-old-space-size=1024', join(root, 'projectors/dist/replay-cli.js'), 'all'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', REBUILD_THREADS: '2', SEARCH_INDEX: 'sqlite' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    for (const line of String(chunk).split('\n')) if (line) onLine(line);
  });
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  return {
    done: new Promise((done) => child.on('exit', (code, signal) => done({ code, signal, out }))),
    kill: () => child.kill('SIGKILL'),
  };
}
