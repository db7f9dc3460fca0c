import { performance } from 'node:perf_hooks';

/**
 * Long work on a thread that also answers (the search thread's snapshots, the request matcher's state on the main
 * thread), cut into slices: `pace()` is called often (every few thousand items) and yields to the event loop once
 * the current slice has run for `sliceMs`, so a request that arrives meanwhile waits for at most one slice, not for
 * the whole work (a snapshot's encoding at a million listings is over a second). It answers undefined between
 * yields, which `await` passes through at almost no cost.
 */
export type Pace = () => Promise<void> | undefined;

export function pacer(sliceMs = 4): Pace {
  let since = performance.now();
  const resumed = () => {
    since = performance.now();
  };
  return () => (performance.now() - since < sliceMs ? undefined : new Promise<void>((resolve) => setImmediate(resolve)).then(resumed));
}

/** No slices: the work runs to its end (tests, and callers with nothing else to serve). */
export const unpaced: Pace = () => undefined;
