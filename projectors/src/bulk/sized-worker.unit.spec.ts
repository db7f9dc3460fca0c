import { Worker } from 'node:worker_threads';
import { sizedWorker } from './sized-worker';

/** A thread that reports the size of its young generation's semi-space (V8's new space), in MB, and ends. */
const REPORT = "const { parentPort } = require('node:worker_threads'); const { getHeapSpaceStatistics } = require('node:v8'); parentPort.postMessage(getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20);";
const limits = { maxYoungGenerationSizeMb: 96 };

function semiSpaceOf(worker: Worker): Promise<number> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe("a rebuild thread's young generation (sizedWorker)", () => {
  test('A rebuild thread starts with its semi-space at the size asked; a thread made after it starts at V8\'s own again', async () => {
    const sized = sizedWorker(32, () => new Worker(REPORT, { eval: true, resourceLimits: limits }));
    expect(await semiSpaceOf(sized)).toBe(32);
    await new Promise((resolve) => sized.once('exit', resolve));
    const plain = new Worker(REPORT, { eval: true, resourceLimits: limits });
    expect(await semiSpaceOf(plain)).toBeLessThan(8);
  });

  test('A thread that cannot be made leaves the flag as it was', async () => {
    expect(() =>
      sizedWorker(32, () => {
        throw new Error('no thread');
      }),
    ).toThrow('no thread');
    const plain = new Worker(REPORT, { eval: true, resourceLimits: limits });
    expect(await semiSpaceOf(plain)).toBeLessThan(8);
  });
});
