import type { RebuildProgress } from './bulk-rebuild';
import type { FoldState } from './folder';

const number = (n: number) => Math.round(n).toLocaleString('en-GH');

/** '1 min 5 s', '12 s'. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** One projection's state in a few words: 'folding', 'loading 40 %', 'indexing', 'loaded', 'failed: …'. */
export function stateOf(state: FoldState): string {
  if (state.phase === 'loading') return `loading ${state.toLoad ? Math.floor((state.loaded / state.toLoad) * 100) : 0} %`;
  if (state.phase === 'failed') return `failed: ${(state.error ?? '').split('\n')[0]}`;
  return state.phase;
}

/**
 * Where a rebuild is, in one line: the log read against its head, events a second, time spent and left;
 * then each projection's state, those in the same state named together.
 */
export function progressLines(p: RebuildProgress): { summary: string; projections: string } {
  const percent = p.head > 0 ? Math.floor((p.position / p.head) * 100) : 100;
  const left = p.etaMs === null ? '' : p.phase === 'done' ? '' : `, about ${duration(p.etaMs)} left`;
  const what = p.phase === 'folding' ? `folding: ${number(p.position)} of ${number(p.head)} events (${percent} %)` : p.phase === 'loading' ? `writing documents (log read: ${number(p.head)} events)` : `done: ${number(p.head)} events`;
  const summary = `${what}, ${number(p.rate)} events/s, ${duration(p.elapsedMs)} elapsed${left}`;
  const groups = new Map<string, string[]>();
  for (const s of p.projections) {
    const key = stateOf(s);
    groups.set(key, [...(groups.get(key) ?? []), s.name]);
  }
  const projections = [...groups].map(([state, names]) => `${state}: ${names.join(', ')}`).join('; ');
  return { summary, projections };
}

/** A text bar of `width` cells. */
export function bar(fraction: number, width = 24): string {
  const full = Math.max(0, Math.min(width, Math.round(fraction * width)));
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
}

/**
 * `npm run replay`'s progress: on a terminal, a bar and each projection's state redrawn in place a few times a
 * second; in a log (not a terminal), a line every `everyMs` (5 s) and one at the end.
 */
export function progressPrinter(out: { write(text: string): unknown; isTTY?: boolean; columns?: number }, everyMs = 5000): (p: RebuildProgress) => void {
  let last = 0;
  let drawn = 0;
  return (p) => {
    const now = Date.now();
    const final = p.phase === 'done';
    if (!out.isTTY) {
      if (!final && now - last < everyMs) return;
      last = now;
      const { summary, projections } = progressLines(p);
      out.write(`rebuild: ${summary}; ${projections}\n`);
      return;
    }
    if (!final && now - last < 200) return;
    last = now;
    const { summary, projections } = progressLines(p);
    const width = out.columns ?? 100;
    const loading = p.projections.reduce((n, s) => n + s.toLoad, 0);
    const fraction = p.phase === 'folding' ? (p.head ? p.position / p.head : 1) : p.phase === 'loading' ? (loading ? p.projections.reduce((n, s) => n + Math.min(s.loaded, s.toLoad), 0) / loading : 1) : 1;
    const lines = [`${bar(fraction)} ${summary}`, ...wrap(projections, width)];
    // As many lines as last time at least (blank ones clear what is left), so the next draw finds its start.
    while (lines.length < drawn) lines.push('');
    // Back over what was drawn last time, then the new lines, each cleared first.
    out.write(`${drawn ? `\x1b[${drawn}A` : ''}${lines.map((l) => `\x1b[2K${l.slice(0, width - 1)}\n`).join('')}`);
    drawn = lines.length;
  };
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of text.split('; ')) {
    if (line && line.length + part.length + 2 > width - 3) {
      lines.push(`  ${line}`);
      line = part;
    } else line = line ? `${line}; ${part}` : part;
  }
  if (line) lines.push(`  ${line}`);
  return lines;
}
