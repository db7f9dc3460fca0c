// Where a page's main-thread time goes (bench/web.mjs, issue 35): a Chromium trace read over the DevTools protocol,
// the renderer's top-level tasks summed by what they did (the HTML, style and layout, paint, each script file,
// garbage collection, the rest) in thread time, the CPU the page itself used: on a machine other jobs share, a
// task's wall clock also holds their turns. Chromium's CPU throttling (4×) is counted in the thread's time (a page
// measured at 4× shows about three to four times its unthrottled thread time), so it is the throttled phone's cost.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'].join(',');

export async function startTrace(client) {
  await client.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES.split(',') } });
}

export async function endTrace(client) {
  const done = new Promise((resolve) => client.once('Tracing.tracingComplete', resolve));
  await client.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await client.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await client.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const KIND = [
  [/^(ParseHTML|ParseAuthorStyleSheet)$/, 'HTML and CSS parsing'],
  [/^(UpdateLayoutTree|RecalculateStyles|Layout|UpdateLayerTree|HitTest|PrePaint|Layerize)$/, 'style and layout'],
  [/^(Paint|PaintImage|CompositeLayers|Commit|RasterTask|Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/, 'paint and images'],
  [/^(MinorGC|MajorGC|V8\.GC.*|BlinkGC\..*|ThreadState::.*)$/, 'garbage collection'],
];

/**
 * The main thread's time between `from` and `to` (ms since the navigation's start, or undefined), by kind and by
 * script file: `{ total, kinds: {kind: ms}, scripts: {file: ms}, longest }` in thread time.
 */
export function mainThreadTime(events, origin, { from = 0, to = Infinity } = {}) {
  // The page's renderer: of the renderers' main threads (a first blank page has its own), the busiest.
  const busy = new Map();
  for (const e of events) if (e.ph === 'X' && e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? e.dur));
  const main = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return undefined;
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? mine[0]?.ts ?? 0;
  const kinds = {};
  const scripts = {};
  let total = 0;
  let longest = 0;
  let end = -1;
  for (const task of mine) {
    if (task.name !== 'RunTask' || task.ts < end) continue;
    end = task.ts + task.dur;
    const at = (task.ts - navigation) / 1000;
    if (at < from || at > to) continue;
    const own = (task.tdur ?? task.dur) / 1000;
    total += own;
    longest = Math.max(longest, own);
    // What the task did: its children's thread time, the first that names a kind or a script.
    const ratio = task.dur ? own / (task.dur / 1000) : 1;
    let named = 0;
    for (const child of mine) {
      if (child.ts < task.ts) continue;
      if (child.ts >= end) break;
      if (child === task || child.dur <= 0) continue;
      const ms = (child.tdur ?? child.dur * ratio) / 1000;
      const kind = KIND.find(([pattern]) => pattern.test(child.name))?.[1];
      const file = SCRIPT.has(child.name) ? scriptOf(child, origin) ?? scriptWithin(mine, child, origin) ?? 'scripts (unattributed)' : undefined;
      if (!kind && !file) continue;
      // Only the outermost named child counts (a layout inside a script's call is the script's).
      if (child.ts < named) continue;
      named = child.ts + child.dur;
      if (file) scripts[file] = (scripts[file] ?? 0) + ms;
      else kinds[kind] = (kinds[kind] ?? 0) + ms;
    }
  }
  const attributed = Object.values(kinds).reduce((a, b) => a + b, 0) + Object.values(scripts).reduce((a, b) => a + b, 0);
  kinds['the rest (tasks, timers, loading)'] = Math.max(0, total - attributed);
  return { total, kinds, scripts, longest };
}

const SCRIPT = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'v8.run', 'v8.callFunction', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame']);

function scriptOf(event, origin) {
  const data = event.args?.data ?? {};
  const url = data.url ?? data.fileName ?? event.args?.fileName ?? data.stackTrace?.[0]?.url ?? '';
  if (!url) return undefined;
  return url.replace(origin, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js').replace(/\?.*$/, '') || '(the page)';
}

/** The first script named inside `outer` (a timer's or a microtask's call into a file). */
function scriptWithin(events, outer, origin) {
  for (const e of events) {
    if (e.ts < outer.ts) continue;
    if (e.ts > outer.ts + outer.dur) return undefined;
    if (e !== outer && SCRIPT.has(e.name)) {
      const file = scriptOf(e, origin);
      if (file) return file;
    }
  }
  return undefined;
}

/** "412 ms (longest task 90): script framework.js 180, style and layout 90, …" (thread time × `slowdown`). */
export function describe(time, slowdown = 1, top = 6) {
  if (!time) return 'no trace';
  const parts = [...Object.entries(time.kinds), ...Object.entries(time.scripts).map(([file, ms]) => [`script ${file}`, ms])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${name} ${Math.round(ms * slowdown)}`);
  return `${Math.round(time.total * slowdown)} ms (longest task ${Math.round(time.longest * slowdown)}): ${parts.join(', ')}`;
}
