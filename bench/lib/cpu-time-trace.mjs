// A Lighthouse trace as the page's own processor time would have made it (bench/lighthouse.mjs, issue 35).
//
// Lighthouse's simulated throttling multiplies each main-thread task's wall-clock duration by 4. On a machine other
// jobs share, a task's wall clock includes the time the operating system gave the processor to them: on this
// 2-core machine at a load average of 10, a timer that ran for 6 ms of CPU lasted 164 ms. Chromium's trace also
// records each task's thread time (`tdur`, the CPU the renderer's main thread itself used). This rewrites every top-level
// task of the renderers' main threads to last its thread time, with everything inside it scaled alike (so nesting
// stays whole), and leaves the network and every start time as they were; Lighthouse then audits the rewritten
// trace (`-A`), so its simulation starts from the page's own work.
import { readFileSync, writeFileSync } from 'node:fs';

export function toCpuTime(tracePath) {
  const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.has(key) || e.ph === 'M') continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  for (const list of byThread.values()) {
    const tasks = list.filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.tdur === 'number' && e.dur > 0).sort((a, b) => a.ts - b.ts);
    // Top-level tasks only (a RunTask nested in another is scaled with its parent).
    const top = [];
    for (const task of tasks) if (!top.length || task.ts >= top[top.length - 1].ts + top[top.length - 1].dur) top.push(task);
    let i = 0;
    const sorted = list.filter((e) => typeof e.ts === 'number').sort((a, b) => a.ts - b.ts);
    for (const e of sorted) {
      while (i < top.length && top[i].ts + top[i].dur < e.ts) i++;
      const task = top[i];
      if (!task || e.ts < task.ts || e.ts > task.ts + task.dur) continue;
      const ratio = Math.min(1, task.tdur / task.dur);
      const end = e.ph === 'X' ? e.ts + e.dur : undefined;
      e.ts = task.ts + Math.round((e.ts - task.ts) * ratio);
      if (end !== undefined && e !== task) e.dur = Math.max(0, Math.round((end - task.ts) * ratio) - (e.ts - task.ts));
    }
    for (const task of top) task.dur = Math.min(task.dur, task.tdur);
  }
  writeFileSync(tracePath, JSON.stringify(trace));
}
