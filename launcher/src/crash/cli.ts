import { runCrashTest } from './run';

/**
 * `npm run test:crash -- --kills 50 --seed 1234 [--redeliver 0.1]`: the crash test, deeper than `npm test` runs
 * it. Without --seed a random one is chosen; it is printed first, so a failure can be run again.
 */
function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main() {
  const kills = Number(argument('kills') ?? 20);
  const seed = Number(argument('seed') ?? Math.floor(Math.random() * 2 ** 31));
  const redeliver = Number(argument('redeliver') ?? 0);
  if (!Number.isInteger(kills) || kills < 1 || !Number.isInteger(seed) || !(redeliver >= 0 && redeliver < 1)) {
    console.error('usage: npm run test:crash -- [--kills N] [--seed S] [--redeliver SHARE]   (N ≥ 1, S an integer, 0 ≤ SHARE < 1)');
    process.exit(2);
  }
  console.log(`crash test: ${kills} kills, seed ${seed}${redeliver ? `, ${redeliver * 100} % of events delivered twice` : ''}`);
  const started = Date.now();
  const report = await runCrashTest({ kills, seed, redeliver, log: (line) => console.log(`  ${line}`) });
  console.log(
    `passed in ${((Date.now() - started) / 1000).toFixed(0)} s: ${report.kills} kills, ${report.sent} commands sent, ${report.acknowledged} answered with success and all in the log; ` +
      `${report.documents} read-model documents equal to a clean rebuild at position ${report.head}; SIGTERM stopped it in ${report.stopMs} ms (seed ${seed})`,
  );
}

main().catch((error) => {
  console.error(`crash test FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
