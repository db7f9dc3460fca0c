#!/usr/bin/env node
// Compares two V8 heap snapshots of the same process (issue 21: what grows with writes), e.g. those
// `bench/soak.mjs --heap-snapshots 3,13` writes:
//   node bench/lib/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--top 15] [--paths 6]
// Prints, by constructor (the name DevTools shows in its Summary view: an object's constructor, '(closure)',
// '(string)', '(array) <name>' and so on):
//   1. the count and the self and retained size in each snapshot and the change, the top by growth in self size
//      and by growth in count;
//   2. of the objects in the second snapshot that were not in the first (V8 keeps an object's id from snapshot to
//      snapshot in one process), the top constructors, and for each the shortest retaining paths from the GC roots
//      (edge names, with array indices folded to []) that hold most of them: what keeps the growth alive.
// Retained sizes come from the dominator tree (weak edges do not retain). Plain Node, no dependencies; a 100 MB
// snapshot takes some seconds and about 1 GB of memory (give node --max-old-space-size if need be).
import { readFileSync } from 'node:fs';
import { parseArgs } from './common.mjs';

const args = parseArgs();
const [beforePath, afterPath] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!beforePath || !afterPath) {
  console.error('usage: node bench/lib/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--top 15] [--paths 6]');
  process.exit(2);
}
const TOP = Number(args.top ?? 15);
const PATHS = Number(args.paths ?? 6);

function load(path) {
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const meta = json.snapshot.meta;
  const nf = meta.node_fields;
  const ef = meta.edge_fields;
  const N = nf.length;
  const E = ef.length;
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const { nodes, edges, strings } = json;
  const count = nodes.length / N;
  const T = nf.indexOf('type');
  const NAME = nf.indexOf('name');
  const ID = nf.indexOf('id');
  const SELF = nf.indexOf('self_size');
  const EC = nf.indexOf('edge_count');
  const ET = ef.indexOf('type');
  const EN = ef.indexOf('name_or_index');
  const TO = ef.indexOf('to_node');
  const weak = edgeTypes.indexOf('weak');
  const shortcut = edgeTypes.indexOf('shortcut');
  const elementType = edgeTypes.indexOf('element');
  const hiddenType = edgeTypes.indexOf('hidden');

  // First edge of each node (edges are stored node after node).
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * N + EC] * E;
  }
  firstEdge[count] = edges.length;

  const classOf = (i) => {
    const type = nodeTypes[nodes[i * N + T]];
    const name = strings[nodes[i * N + NAME]];
    switch (type) {
      case 'object':
      case 'native':
        return name;
      case 'closure':
        return '(closure)';
      case 'string':
      case 'concatenated string':
      case 'sliced string':
        return '(string)';
      case 'array':
        return `(array) ${name.length > 40 ? name.slice(0, 40) + '…' : name}`;
      case 'code':
        return '(compiled code)';
      default:
        return `(${type})`;
    }
  };
  const edgeName = (e) => {
    const type = edges[e + ET];
    const n = edges[e + EN];
    return type === elementType || type === hiddenType ? '[]' : String(strings[n] ?? n);
  };

  // Retainers (reverse edges), without weak and shortcut ones.
  const retainerCount = new Uint32Array(count + 1);
  for (let e = 0; e < edges.length; e += E) {
    if (edges[e + ET] === weak || edges[e + ET] === shortcut) continue;
    retainerCount[edges[e + TO] / N]++;
  }
  const firstRetainer = new Uint32Array(count + 1);
  for (let i = 0, r = 0; i <= count; i++) {
    firstRetainer[i] = r;
    r += retainerCount[i] ?? 0;
  }
  const retainerNode = new Uint32Array(firstRetainer[count]);
  const retainerEdge = new Uint32Array(firstRetainer[count]);
  const fill = firstRetainer.slice();
  for (let i = 0; i < count; i++) {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += E) {
      if (edges[e + ET] === weak || edges[e + ET] === shortcut) continue;
      const to = edges[e + TO] / N;
      retainerNode[fill[to]] = i;
      retainerEdge[fill[to]++] = e;
    }
  }

  // Post order from the root (node 0) over strong edges, iteratively; then dominators (Cooper, Harvey, Kennedy).
  const order = new Int32Array(count).fill(-1); // post-order number
  const postOrder = new Uint32Array(count);
  const distance = new Int32Array(count).fill(-1);
  let reached = 0;
  {
    const stack = new Uint32Array(count);
    const edgeAt = new Uint32Array(count);
    const visited = new Uint8Array(count);
    let sp = 0;
    stack[sp] = 0;
    edgeAt[sp++] = firstEdge[0];
    visited[0] = 1;
    while (sp) {
      const i = stack[sp - 1];
      let pushed = false;
      for (let e = edgeAt[sp - 1]; e < firstEdge[i + 1]; e += E) {
        if (edges[e + ET] === weak || edges[e + ET] === shortcut) continue;
        const to = edges[e + TO] / N;
        if (visited[to]) continue;
        visited[to] = 1;
        edgeAt[sp - 1] = e + E;
        stack[sp] = to;
        edgeAt[sp++] = firstEdge[to];
        pushed = true;
        break;
      }
      if (!pushed) {
        sp--;
        order[i] = reached;
        postOrder[reached++] = i;
      }
    }
    // Breadth-first distance from the root, for the shortest retaining paths.
    const queue = new Uint32Array(count);
    let head = 0;
    let tail = 0;
    queue[tail++] = 0;
    distance[0] = 0;
    while (head < tail) {
      const i = queue[head++];
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += E) {
        if (edges[e + ET] === weak || edges[e + ET] === shortcut) continue;
        const to = edges[e + TO] / N;
        if (distance[to] !== -1) continue;
        distance[to] = distance[i] + 1;
        queue[tail++] = to;
      }
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a];
      while (order[b] < order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = reached - 2; k >= 0; k--) {
      const i = postOrder[k];
      let dom = -1;
      for (let r = firstRetainer[i]; r < firstRetainer[i + 1]; r++) {
        const p = retainerNode[r];
        if (order[p] === -1 || idom[p] === -1) continue;
        dom = dom === -1 ? p : intersect(p, dom);
      }
      if (dom !== -1 && idom[i] !== dom) {
        idom[i] = dom;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (let i = 0; i < count; i++) retained[i] = order[i] === -1 ? 0 : nodes[i * N + SELF];
  for (let k = 0; k < reached - 1; k++) {
    const i = postOrder[k];
    if (i !== 0 && idom[i] >= 0 && idom[i] !== i) retained[idom[i]] += retained[i];
  }

  // By constructor: count, self size, retained size (that of objects not held by another of the same class).
  const byClass = new Map();
  const classes = new Array(count);
  for (let i = 0; i < count; i++) {
    if (order[i] === -1) continue; // unreachable: garbage the snapshot did not collect
    const c = classOf(i);
    classes[i] = c;
    const entry = byClass.get(c) ?? byClass.set(c, { count: 0, self: 0, retained: 0 }).get(c);
    entry.count++;
    entry.self += nodes[i * N + SELF];
  }
  for (let i = 0; i < count; i++) {
    if (order[i] === -1) continue;
    let d = idom[i];
    let nested = false;
    while (d > 0) {
      if (classes[d] === classes[i]) {
        nested = true;
        break;
      }
      d = idom[d];
    }
    if (!nested) byClass.get(classes[i]).retained += retained[i];
  }
  const ids = new Set();
  for (let i = 0; i < count; i++) ids.add(nodes[i * N + ID]);

  /** The shortest retaining path of node i, from the root: ['Map', '.cache', '[]', ...]. */
  const pathOf = (i) => {
    const steps = [];
    for (let at = i, hops = 0; at !== 0 && hops < 40; hops++) {
      let best = -1;
      let bestEdge = -1;
      for (let r = firstRetainer[at]; r < firstRetainer[at + 1]; r++) {
        const p = retainerNode[r];
        if (distance[p] === -1) continue;
        if (best === -1 || distance[p] < distance[best]) {
          best = p;
          bestEdge = retainerEdge[r];
        }
      }
      if (best === -1) break;
      steps.unshift(`${classes[best] ?? classOf(best)} -${edgeName(bestEdge)}->`);
      at = best;
    }
    return steps.slice(-10).join(' ');
  };
  return { count, byClass, ids, classes, id: (i) => nodes[i * N + ID], self: (i) => nodes[i * N + SELF], retained, order, pathOf, totalSelf: [...byClass.values()].reduce((a, b) => a + b.self, 0) };
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(2);
const kb = (bytes) => (bytes / 1024).toFixed(0);
const signed = (n, f = String) => (n >= 0 ? `+${f(n)}` : `-${f(-n)}`);

const t0 = Date.now();
const before = load(beforePath);
const after = load(afterPath);
console.log(`before: ${beforePath}\n  ${before.count} nodes, ${mb(before.totalSelf)} MB reachable`);
console.log(`after:  ${afterPath}\n  ${after.count} nodes, ${mb(after.totalSelf)} MB reachable (${signed(after.totalSelf - before.totalSelf, mb)} MB)`);

const rows = [...new Set([...before.byClass.keys(), ...after.byClass.keys()])].map((c) => {
  const b = before.byClass.get(c) ?? { count: 0, self: 0, retained: 0 };
  const a = after.byClass.get(c) ?? { count: 0, self: 0, retained: 0 };
  return { c, b, a, dCount: a.count - b.count, dSelf: a.self - b.self, dRetained: a.retained - b.retained };
});
const table = (title, sorted) => {
  console.log(`\n${title}\n`);
  console.log('| constructor | count before → after (Δ) | self KB before → after (Δ) | retained KB before → after (Δ) |');
  console.log('|---|---|---|---|');
  for (const r of sorted.slice(0, TOP))
    console.log(`| ${r.c.replace(/\|/g, '\\|')} | ${r.b.count} → ${r.a.count} (${signed(r.dCount)}) | ${kb(r.b.self)} → ${kb(r.a.self)} (${signed(r.dSelf, kb)}) | ${kb(r.b.retained)} → ${kb(r.a.retained)} (${signed(r.dRetained, kb)}) |`);
};
table(`Top ${TOP} constructors by growth in self size`, [...rows].sort((x, y) => y.dSelf - x.dSelf));
table(`Top ${TOP} constructors by growth in count`, [...rows].sort((x, y) => y.dCount - x.dCount));

// Objects in the second snapshot that were not in the first, by constructor, and what retains them.
const fresh = new Map();
for (let i = 0; i < after.count; i++) {
  if (after.order[i] === -1 || before.ids.has(after.id(i))) continue;
  const c = after.classes[i];
  const entry = fresh.get(c) ?? fresh.set(c, { count: 0, self: 0, nodes: [] }).get(c);
  entry.count++;
  entry.self += after.self(i);
  entry.nodes.push(i);
}
const freshTop = [...fresh.entries()].sort((x, y) => y[1].self - x[1].self).slice(0, TOP);
console.log(`\nObjects new since the first snapshot and still alive, top ${TOP} constructors by self size, and their commonest retaining paths (of up to 2,000 sampled)\n`);
for (const [c, { count, self, nodes }] of freshTop) {
  console.log(`${c}: ${count} new, ${kb(self)} KB`);
  const paths = new Map();
  const step = Math.max(1, Math.floor(nodes.length / 2000));
  let sampled = 0;
  for (let k = 0; k < nodes.length; k += step, sampled++) {
    const p = after.pathOf(nodes[k]);
    paths.set(p, (paths.get(p) ?? 0) + 1);
  }
  for (const [p, n] of [...paths.entries()].sort((x, y) => y[1] - x[1]).slice(0, PATHS)) console.log(`  ${((n / sampled) * 100).toFixed(0)}%  ${p}`);
}
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
