import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Which page module each address opens first, for the pages people land on from outside (a shared link, a
 * search engine, the home screen). Every page is its own chunk (src/app/lazy-pages.ts), so without a hint the
 * browser learns of a page's chunk only after the shell's JavaScript has downloaded and run: on slow 4G that
 * waterfall cost about half a second of the home page's Largest Contentful Paint. Kept beside lazy-pages.ts by
 * src/app/route-preloads.spec.ts.
 *
 * - `patterns`: addresses, where a ':name' stands for one path segment.
 * - `host`: the site the host name serves (src/lib/host-mode.ts), for '/' which shows another page on each.
 * - `signedIn`: shown only with a session; a visitor without one is sent on, so their phone fetches none of it.
 *
 * The server renders most of these pages (src/app/server-pages.ts) and names their files itself, as
 * modulepreload links in the HTML it sends (it reads the same table, from .vite/route-preloads.json); the
 * script serves the pages the browser renders alone.
 */
export type LandingPage = { module: string; patterns: string[]; host?: 'app' | 'search' | 'about'; signedIn?: boolean };
export const landingPages: readonly LandingPage[] = [
  { module: 'src/features/home/app-home.tsx', patterns: ['/', '/home'], host: 'app' },
  { module: 'src/features/home/search-home.tsx', patterns: ['/', '/home'], host: 'search' },
  { module: 'src/features/about/info-site.tsx', patterns: ['/', '/home'], host: 'about' },
  { module: 'src/features/search/search-page.tsx', patterns: ['/search-property', '/fie_search'] },
  { module: 'src/features/property/property-page.tsx', patterns: ['/property/:id', '/property/:id/:slug'] },
  { module: 'src/features/listings/pages/list-property-page.tsx', patterns: ['/list-property'], signedIn: true },
  { module: 'src/features/accounts/pages/info-list-property-page.tsx', patterns: ['/info-list-property'] },
  { module: 'src/features/accounts/pages/login-page.tsx', patterns: ['/login'] },
  { module: 'src/features/accounts/pages/register-page.tsx', patterns: ['/register'] },
  // Reached from a text, a mail or a link (issue 32): the rest of the door.
  { module: 'src/features/accounts/pages/owner-registration-page.tsx', patterns: ['/owner-registration'] },
  { module: 'src/features/accounts/pages/confirm-registration-page.tsx', patterns: ['/confirm-registration'] },
  { module: 'src/features/accounts/pages/forgot-password-page.tsx', patterns: ['/forgotpassword'] },
  { module: 'src/features/accounts/pages/reset-password-page.tsx', patterns: ['/reset_password/:email/:code'] },
  { module: 'src/features/legal/privacy-page.tsx', patterns: ['/privacy-policy'] },
  { module: 'src/features/legal/terms-page.tsx', patterns: ['/terms-of-service'] },
];

/** The part of a built chunk this plugin reads (Rollup's and Rolldown's OutputChunk have these). */
export type BuiltChunk = { type: 'chunk'; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Address patterns as one anchored regular expression's source: '/property/:id' → '^(?:/property/([^/]+))/?$'. */
export function patternSource(patterns: string[]): string {
  const one = (pattern: string) => (pattern === '/' ? '' : pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '([^/]+)'));
  return `^(?:${patterns.map(one).join('|')})/?$`;
}

/** What the page's first script reads: every file once (its name under assets/, less .js), and per page its pattern and files. */
export type PreloadTable = { files: string[]; pages: [pattern: string, files: number[], signedIn: 0 | 1, host: string][] };

/**
 * For each landing page, the files it needs beyond what the entry's own modulepreload links already fetch
 * (the page chunk and its static imports; what it imports later, such as the map, stays for later).
 */
export function preloadTable(chunks: BuiltChunk[], root: string): PreloadTable {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const reach = (start: string, into: Set<string>) => {
    if (into.has(start)) return;
    into.add(start);
    for (const next of byFile.get(start)?.imports ?? []) reach(next, into);
  };
  const shell = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) reach(entry.fileName, shell);
  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const pages = landingPages.map((page): PreloadTable['pages'][number] => {
    const chunk = chunks.find((c) => c.facadeModuleId === `${root}/${page.module}`);
    if (!chunk) throw new Error(`route-preloads: no chunk is built from ${page.module}; is it still a lazy page?`);
    const needed = new Set<string>();
    reach(chunk.fileName, needed);
    const own = [...needed].filter((f) => !shell.has(f)).map((f) => indexOf(f.replace(/^assets\//, '').replace(/\.js$/, '')));
    return [patternSource(page.patterns), own, page.signedIn ? 1 : 0, page.host ?? ''];
  });
  return { files, pages };
}

/** The site a host name serves, as src/lib/host-mode.ts tells it, in the script's plain JavaScript. */
export const hostModeSource = `function (host) {
    var dev = host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.indexOf('test.') === 0;
    return host.indexOf('about.') === 0 ? 'about' : host.indexOf('app.') === 0 || dev ? 'app' : 'search';
  }`;

/**
 * A classic script that adds the landing page's modulepreload links while the HTML is still being read. A
 * signed-in page's links are added only when a session is stored (where and under the key src/lib/storage.ts
 * keeps it: local storage, or the tab's session storage when the person did not ask to be remembered).
 */
export function preloadScript(table: PreloadTable, base = '/'): string {
  return `// Written by public-web/route-preloads.ts: fetches the page an address opens beside the shell.
(function (t) {
  var path = location.pathname;
  var session, mode;
  try {
    session = localStorage.getItem('token') || sessionStorage.getItem('token');
    mode = sessionStorage.getItem('fie.hostMode');
  } catch (e) { return; }
  if (mode !== 'app' && mode !== 'search' && mode !== 'about') mode = (${hostModeSource})(location.hostname);
  for (var i = 0; i < t.pages.length; i++) {
    var page = t.pages[i];
    var match = new RegExp(page[0]).exec(path);
    if (!match || (page[3] && page[3] !== mode)) continue;
    if (page[2] && !session) return;
    for (var j = 0; j < page[1].length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '${base}assets/' + t.files[page[1][j]] + '.js';
      document.head.appendChild(link);
    }
    return;
  }
})(${JSON.stringify(table)});
`;
}

/**
 * Emits that script as a hashed asset and names it first in index.html's head. A file, not an inline script,
 * because the Content-Security-Policy allows no inline script. It is about 2.5 KiB gzipped (the file names are
 * most of it), fetched while the preload scanner fetches the shell, so it costs no round trip of its own.
 */
export function routePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'fie:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle) as BuiltFile[];
        const chunks = files.filter((f): f is BuiltChunk => f.type === 'chunk');
        const table = preloadTable(chunks, root);
        const script = preloadScript(table, base);
        const fileName = `assets/route-preloads-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: script });
        // For the server, which names a rendered page's files in its HTML (query-api/src/site); not served.
        this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify({ base, ...table }) });
        const html = files.find((f) => f.fileName === 'index.html');
        if (!html || html.type !== 'asset') throw new Error('route-preloads: index.html is not in the bundle');
        const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        html.source = source.replace('<head>', `<head>\n    <script src="${base}${fileName}"></script>`);
      },
    },
  };
}
