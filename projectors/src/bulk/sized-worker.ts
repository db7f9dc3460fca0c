import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';

/** Threads made by sizedWorker whose isolate may not be made yet. */
let starting = 0;

/**
 * A worker thread whose young generation starts at `semiSpaceMb` a semi-space rather than V8's megabyte or two.
 * V8 reads that flag as each isolate is made, on the new thread, and a Worker has no option for it (its
 * resourceLimits set only the most): so it is set while such threads start, and back to V8's own choice (0) once
 * they all run, so that nothing else the process makes later is sized so.
 */
export function sizedWorker(semiSpaceMb: number, make: () => Worker): Worker {
  setFlagsFromString(`--min-semi-space-size=${semiSpaceMb}`);
  starting += 1;
  let worker: Worker;
  try {
    worker = make();
  } catch (error) {
    settle();
    throw error;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    settle();
  };
  worker.once('online', once);
  worker.once('exit', once);
  return worker;
}

function settle(): void {
  if (--starting === 0) setFlagsFromString('--min-semi-space-size=0');
}
