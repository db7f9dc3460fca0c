import type { Router } from 'express';
import { commandRouter, type CommandDeps } from '@fie/command-api';
import { queryRouter, type QueryDeps } from '@fie/query-api';

/** One endpoint as express matches it: `POST /api/properties/:id/stay-requests`. */
export type RouteEntry = { method: string; path: string; side: 'command' | 'query' };

/**
 * Every endpoint the API answers, read from the routers themselves rather than written down, so a test that
 * covers "every route" covers a route added tomorrow without anyone remembering to list it.
 */
export function routeTable(): RouteEntry[] {
  const table = [
    ...routesOf(commandRouter(inert<CommandDeps>()), '/api').map((r) => ({ ...r, side: 'command' as const })),
    ...routesOf(queryRouter(inert<QueryDeps>()), '/api').map((r) => ({ ...r, side: 'query' as const })),
  ];
  const seen = new Set<string>();
  return table.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Layer = { route?: { path: unknown; methods: Record<string, boolean> }; rawPath?: unknown; handle?: { stack?: Layer[] } };

/**
 * Walks a router's stack: routes give their methods and path; a router mounted with `use` (with or without a
 * path) is walked under its mount path. A path that is not a string (a RegExp) cannot be fuzzed by pattern,
 * so it fails loudly instead of being skipped in silence.
 */
export function routesOf(router: Router, prefix = ''): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    if (layer.route) {
      for (const path of pathsOf(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      for (const mount of pathsOf(layer.rawPath ?? '/')) found.push(...routesOf(layer.handle as unknown as Router, join(prefix, mount)));
    }
  }
  return found;
}

function pathsOf(path: unknown): string[] {
  const paths = Array.isArray(path) ? path.flat(Infinity) : [path];
  for (const p of paths) if (typeof p !== 'string') throw new Error(`route-table: a route path the walker cannot read: ${String(p)}`);
  return paths as string[];
}

function join(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/**
 * Dependencies that are never called: building the routers only registers handlers. Any use (a property read
 * during construction) returns another inert stand-in, so a factory that reads a setting up front still builds.
 */
function inert<T>(): T {
  const stand: unknown = new Proxy(function () {}, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stand),
    apply: () => stand,
  });
  return stand as T;
}
