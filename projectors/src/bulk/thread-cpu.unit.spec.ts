import { threadCpuMs } from './thread-cpu';

const linux = process.platform === 'linux';

(linux ? test : test.skip)("a thread's CPU time grows while it works, and not while it waits", async () => {
  const before = threadCpuMs()!;
  expect(before).toBeGreaterThanOrEqual(0);
  // Work until this thread has had 100 ms of CPU (however busy the machine, within 10 s of wall).
  const giveUp = Date.now() + 10_000;
  while (threadCpuMs()! - before < 100 && Date.now() < giveUp) for (let i = 0; i < 1e5; i++) Math.sqrt(i);
  const worked = threadCpuMs()!;
  expect(worked - before).toBeGreaterThanOrEqual(100);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(threadCpuMs()! - worked).toBeLessThan(100);
});
