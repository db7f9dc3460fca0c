import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageRenderer } from '@fie/domain';
import { PageTemplate } from './page-html';

/**
 * The public site as built (npm run build -w public-web): the browser's files in dist/ (index.html is the
 * template), the server build in dist-server/entry-server.cjs, and the table of each landing page's code
 * (.vite/route-preloads.json, written by public-web/route-preloads.ts).
 */
export type PreloadTable = { base: string; files: string[]; pages: [pattern: string, files: number[], signedIn: 0 | 1, host: string][] };

export type SiteBuild = {
  dist: string;
  template: PageTemplate;
  renderer: PageRenderer;
  /** The page's own code for an address on a site ('app', 'search' or 'about'): modulepreload links. */
  preloadsFor(pathname: string, mode: string): string[];
};

export function siteBuildMissing(webRoot: string): string | undefined {
  for (const file of ['dist/index.html', 'dist/.vite/route-preloads.json', 'dist-server/entry-server.cjs']) {
    if (!existsSync(join(webRoot, file))) return file;
  }
  return undefined;
}

export function loadSiteBuild(webRoot: string): SiteBuild {
  const dist = join(webRoot, 'dist');
  // The tap holder is inlined in each page (see PageTemplate); a build from before it existed still serves.
  const tapHold = existsSync(join(dist, 'tap-hold.js')) ? readFileSync(join(dist, 'tap-hold.js'), 'utf8').trim() : '';
  const template = new PageTemplate(readFileSync(join(dist, 'index.html'), 'utf8'), tapHold);
  const table = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8')) as PreloadTable;
  const patterns = table.pages.map(([pattern, files, signedIn, host]) => ({ pattern: new RegExp(pattern), files, signedIn, host }));
  // CommonJS, with every dependency inside: required as it is, by Node and by jest alike.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderer } = require(join(webRoot, 'dist-server/entry-server.cjs')) as { renderer: PageRenderer };
  return {
    dist,
    template,
    renderer,
    preloadsFor(pathname, mode) {
      const page = patterns.find((p) => p.pattern.test(pathname) && (!p.host || p.host === mode) && !p.signedIn);
      return page ? page.files.map((index) => `${table.base}assets/${table.files[index]}.js`) : [];
    },
  };
}
