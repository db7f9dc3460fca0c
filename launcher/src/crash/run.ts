import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@fie/platform';
import { startMarketplaceProcess, type MarketplaceProcess } from './marketplace-process';
import { verifyAfterRestart } from './verify';
import { burst, clientOf, makeCast, type Acknowledged } from './workload';

export type CrashRunOptions = {
  kills: number;
  seed: number;
  /** The share of live events handed to the projections twice (0: none). */
  redeliver?: number;
  /** Longest time the burst runs before the kill, in ms (each kill comes at a random moment before it). */
  maxBurstMs?: number;
  log?: (line: string) => void;
};

export type CrashRunReport = { kills: number; seed: number; acknowledged: number; sent: number; head: number; documents: number; stopMs: number };

/** mulberry32: the seed fixes the kill schedule and the mix of commands (answers still come in their own time). */
export const seeded: (seed: number) => () => number = mulberry32;

/**
 * The crash test: the built marketplace as a child process on its own DATA_DIR, under a burst of mixed
 * commands, killed with SIGKILL at a random moment, `kills` times. After each restart, everything answered
 * with success is in the log, nothing half-written is visible, and every read model equals a clean rebuild
 * (see verify.ts). At the end the marketplace is stopped with SIGTERM and must exit 0 within 10 s.
 */
export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunReport> {
  const log = options.log ?? (() => undefined);
  const random = seeded(options.seed);
  const maxBurstMs = options.maxBurstMs ?? 700;
  const env: Record<string, string> = options.redeliver ? { FIE_TEST_REDELIVER: `${options.redeliver}:${options.seed}` } : {};
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-crash-'));
  const acknowledged: Acknowledged[] = [];
  let sent = 0;
  let verified = { head: 0, documents: 0 };
  let child: MarketplaceProcess | undefined;
  try {
    child = await startMarketplaceProcess(dataDir, env);
    const cast = await makeCast(clientOf(child.url), dataDir);
    for (let kill = 1; kill <= options.kills; kill++) {
      const call = clientOf(child.url);
      const delay = 50 + Math.floor(random() * maxBurstMs);
      let killed = false;
      const running = burst(call, cast, random, acknowledged, () => killed);
      await new Promise((r) => setTimeout(r, delay));
      killed = true;
      await child.crash();
      const { sent: n } = await running;
      sent += n;

      child = await startMarketplaceProcess(dataDir, env);
      try {
        verified = await verifyAfterRestart(clientOf(child.url), dataDir, acknowledged);
      } catch (error) {
        throw new Error(`after kill ${kill} of ${options.kills} (seed ${options.seed}): ${error instanceof Error ? error.message : String(error)}\n--- marketplace output ---\n${child.output()}`);
      }
      log(`kill ${kill}/${options.kills} after ${delay} ms: ${acknowledged.length} commands acknowledged so far, all in the log; head ${verified.head}, ${verified.documents} read-model documents equal to a clean rebuild`);
    }
    const stopped = await child.terminate();
    child = undefined;
    if (stopped.code !== 0 || stopped.ms > 10_000) throw new Error(`SIGTERM: exited with ${stopped.code ?? stopped.signal} after ${stopped.ms} ms (expected 0 within 10 s)`);
    return { kills: options.kills, seed: options.seed, acknowledged: acknowledged.length, sent, ...verified, stopMs: stopped.ms };
  } finally {
    await child?.crash();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
