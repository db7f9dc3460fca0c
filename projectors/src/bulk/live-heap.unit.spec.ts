import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { heapLimit, LiveHeap } from './heap';

/** A full collection now (the flag set for this process, the function taken from a fresh context). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The observer hears of a collection a little after it. */
const heard = () => new Promise((resolve) => setTimeout(resolve, 50));

test('the live heap is what the last full collection left: more while data is kept, less once it is let go', async () => {
  const live = new LiveHeap();
  try {
    let kept: string[] | undefined = Array.from({ length: 400_000 }, (_, i) => `kept ${i} `.repeat(4));
    collect();
    await heard();
    const withKept = live.share * heapLimit();
    expect(kept.length).toBe(400_000);
    expect(withKept).toBeGreaterThan(25 * 2 ** 20);
    kept = undefined;
    collect();
    await heard();
    // Some 25 MB of strings let go.
    expect(withKept - live.share * heapLimit()).toBeGreaterThan(20 * 2 ** 20);
    // Forgotten once the fold let go of what it held, until the next full collection says again.
    live.reset();
    expect(live.share).toBe(0);
    collect();
    await heard();
    expect(live.share).toBeGreaterThan(0);
  } finally {
    live.stop();
  }
});
