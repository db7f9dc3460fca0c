import { readFileSync } from 'node:fs';

/** Linux's clock ticks a second (USER_HZ), in which /proc counts CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, ms) of the calling OS thread so far, from Linux's /proc/thread-self; undefined
 * where there is none. Node's own process.cpuUsage counts every thread at once: a rebuild's threads (the reader,
 * each folding thread, V8's collector threads) are told apart only so (BENCHMARKS.md, Replay as a bulk load).
 */
export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // After the command's name in parentheses: the state is the 3rd field, utime and stime the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
