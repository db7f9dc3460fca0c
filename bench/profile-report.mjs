// The marketplace's own CPU profile (node --cpu-prof), cut to a benchmark's measured phase: what its main thread
// spent time on, by area (our packages, each node module, Node's internals), by function, and our code inclusive.
// `fromUs` and `toUs` are process.hrtime in microseconds: V8's profile clock is the same monotonic clock.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function profileReport(dir, pid, fromUs, toUs, { root, log = console.log, phase = 'the measured phase' }) {
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  } catch {
    return log('No CPU profile was written (the marketplace did not exit cleanly).');
  }
  // CPU.{date}.{time}.{pid}.{thread}.{seq}.cpuprofile: thread 0 is the main thread (HTTP, commands, projections, sockets).
  const main = files.find((f) => f.split('.')[3] === String(pid) && f.split('.')[4] === '0') ?? files[0];
  if (!main) return log('No CPU profile was written.');
  const profile = JSON.parse(readFileSync(join(dir, main), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (n) => {
    const f = n.callFrame;
    const url = f.url.replace('file://', '').replace(/^.*\/node_modules\//, 'node_modules/').replace(root, '');
    return `${f.functionName || '(anonymous)'}${url ? ` ${url}:${f.lineNumber + 1}` : ''}`;
  };
  const areaOf = (n) => {
    const url = n.callFrame.url.replace('file://', '');
    if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : `native: ${n.callFrame.functionName}`;
    if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
    const module = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (module) return `node_modules/${module[1]}`;
    return url.replace(root, '').split('/').slice(0, 3).join('/');
  };
  const self = new Map();
  const inclusive = new Map();
  const areas = new Map();
  // Each sample weighs the time until the next one: on a busy machine the sampler runs late, and counting
  // samples would under-weigh whatever ran while it waited.
  let t = profile.startTime;
  let total = 0;
  let samples = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < fromUs || t > toUs) continue;
    const weight = profile.timeDeltas[i + 1] ?? 0;
    total += weight;
    samples++;
    const node = nodes.get(profile.samples[i]);
    self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + weight);
    areas.set(areaOf(node), (areas.get(areaOf(node)) ?? 0) + weight);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const n = nodes.get(id);
      if (!n.callFrame.url.includes(root) || n.callFrame.url.includes('node_modules')) continue;
      const key = keyOf(n);
      if (!seen.has(key)) (seen.add(key), inclusive.set(key, (inclusive.get(key) ?? 0) + weight));
    }
  }
  if (!total) return log(`The CPU profile ${main} has no samples in ${phase} (clock mismatch?).`);
  const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  log(`\nCPU profile of the marketplace's main thread during ${phase} (${main}: ${samples} samples over ${(total / 1e6).toFixed(1)} s of the ${((toUs - fromUs) / 1e6).toFixed(1)} s phase):`);
  log('  by area (self time):');
  for (const [k, n] of top(areas, 15)) log(`    ${pct(n)}  ${k}`);
  log('  by function (self time):');
  for (const [k, n] of top(self, 25)) log(`    ${pct(n)}  ${k}`);
  log('  our code, inclusive (time with the function on the stack):');
  for (const [k, n] of top(inclusive, 30)) log(`    ${pct(n)}  ${k}`);
}

