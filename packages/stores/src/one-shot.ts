import { GaveUpWaiting } from './connect-with-retry';
import type { ConnectOptions } from './create-stores';

/** How long an operator's one-shot command waits for its engines when not told (`--wait <seconds>`). */
export const ONE_SHOT_WAIT_S = 60;

/**
 * `--wait <seconds>` (or `--wait=<seconds>`) out of a command's arguments, and the arguments without it. A service
 * waits for its engines for ever (it is supervised, and says in its health what it waits for); an operator's
 * one-shot command (migrate, replay, admin) gives up after this deadline with a clear message and a non-zero exit,
 * having touched nothing, instead of hanging in a terminal.
 */
export function waitOption(args: readonly string[]): { waitS: number; rest: string[]; error?: string } {
  const rest: string[] = [];
  let waitS = ONE_SHOT_WAIT_S;
  let error: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = arg.startsWith('--wait=') ? arg.slice('--wait='.length) : undefined;
    if (arg !== '--wait' && inline === undefined) {
      rest.push(arg);
      continue;
    }
    const value = inline ?? args[++i];
    const seconds = Number(value);
    if (!value || !Number.isFinite(seconds) || seconds < 0) error = `--wait takes a number of seconds (e.g. --wait 120), not ${value ?? 'nothing'}`;
    else waitS = seconds;
  }
  return { waitS, rest, error };
}

/** Connection options for a one-shot command: each wait reported on stderr, given up after `waitS`. */
export function oneShotConnect(waitS: number, report: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): ConnectOptions {
  return {
    giveUpAfterMs: waitS * 1000,
    watcher: { waiting: (store, error, retryInMs) => report(`waiting for the ${store}: ${error} (next try in ${Math.round(retryInMs / 1000)} s, giving up after ${waitS} s)`) },
  };
}

/**
 * What an operator reads when a one-shot command fails: past the deadline, what did not answer, that nothing
 * changed, and what to do; any other error as it is.
 */
export function oneShotFailure(error: unknown, waitS: number): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof GaveUpWaiting)) return detail;
  return `${detail}\nNothing was changed. Start the engine (or check its address), or pass --wait <seconds> to wait longer than ${waitS} s.`;
}
