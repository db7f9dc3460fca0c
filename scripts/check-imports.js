#!/usr/bin/env node
// The shape rules of issue 22, checked on the whole tree (`npm test` runs them: launcher/src/shape.spec.ts): no import
// loops among our own files, and no feature folder of a service importing another feature folder's handlers (a
// cross-feature effect is a reactor on the event log; another aggregate's state is loaded from shared/aggregates.ts).
// Reads `import … from '…'` and `export … from '…'` (type-only ones too: a loop of types is still a loop for a
// reader) of every .ts/.tsx file under the workspaces' src folders, resolving relative paths only; packages are
// crossed by name (@fie/…), and a package never imports a service, so loops cannot pass through one.
// Usage: node scripts/check-imports.js [--json]
const { readdirSync, readFileSync, statSync, existsSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const root = resolve(__dirname, '..');
const sourceRoots = ['packages/domain/src', 'packages/places/src', 'packages/platform/src', 'packages/stores/src', 'packages/read-models/src', 'command-api/src', 'query-api/src', 'projectors/src', 'launcher/src', 'public-web/src', 'admin-console/src'];
/** Services whose first-level folders are features (command-api/src/listings, …). */
const featureServices = ['command-api/src', 'query-api/src', 'projectors/src'];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function importGraph() {
  const files = sourceRoots.flatMap((dir) => (existsSync(join(root, dir)) ? walk(join(root, dir)) : []));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one file is a loop. */
function loops(graph, relativeTo = root) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const indexOf = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((f) => relative(relativeTo, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

/** A file in a service's feature folder importing another feature folder's handlers. */
function crossFeatureHandlers(graph, relativeTo = root) {
  const found = [];
  for (const [file, targets] of graph) {
    const rel = relative(relativeTo, file);
    const service = featureServices.find((s) => rel.startsWith(`${s}/`));
    if (!service) continue;
    const feature = rel.slice(service.length + 1).split('/')[0];
    if (!feature || feature.includes('.')) continue;
    for (const target of targets) {
      const to = relative(relativeTo, target);
      if (!to.startsWith(`${service}/`)) continue;
      const [otherFeature, ...rest] = to.slice(service.length + 1).split('/');
      if (otherFeature === feature || otherFeature === 'shared' || rest.length === 0) continue;
      if (/handlers?\.tsx?$/.test(rest[rest.length - 1])) found.push(`${rel} → ${to}`);
    }
  }
  return found.sort();
}

module.exports = { importGraph, loops, crossFeatureHandlers };

if (require.main === module) {
  const graph = importGraph();
  const cycles = loops(graph);
  const cross = crossFeatureHandlers(graph);
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ loops: cycles, crossFeatureHandlers: cross }, null, 2)}\n`);
  } else {
    for (const cycle of cycles) console.log(`loop: ${cycle.join(' ↔ ')}`);
    for (const line of cross) console.log(`feature imports another's handlers: ${line}`);
    console.log(`${graph.size} files: ${cycles.length} import loop(s), ${cross.length} cross-feature handler import(s)`);
  }
  process.exitCode = cycles.length || cross.length ? 1 : 0;
}
