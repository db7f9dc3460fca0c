import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostModeSource, landingPages, patternSource, preloadScript, preloadTable, type BuiltChunk } from '../../route-preloads';
import { modeForHostname } from '../lib/host-mode';

const root = '/app/public-web';
const chunk = (fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false): BuiltChunk => ({ type: 'chunk', fileName, imports, facadeModuleId: facade, isEntry });

/** A build where every landing page is a chunk; the property page shares one file with the shell. */
function build(): BuiltChunk[] {
  return [
    chunk('assets/index.js', ['assets/react.js'], `${root}/src/main.tsx`, true),
    chunk('assets/react.js'),
    chunk('assets/money.js', ['assets/react.js']),
    ...landingPages.map((page, i) => chunk(`assets/page-${i}.js`, page.module.endsWith('/property-page.tsx') ? ['assets/money.js', 'assets/react.js'] : [], `${root}/${page.module}`)),
  ];
}

function runScript(path: string) {
  document.head.innerHTML = '';
  window.history.pushState({}, '', path);
  new Function(preloadScript(preloadTable(build(), root)))();
  return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
}

describe('the landing page is fetched beside the shell', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('matches an address with its parameters, with or without a trailing slash, and nothing longer', () => {
    const pattern = new RegExp(patternSource(['/property/:id']));
    expect(pattern.test('/property/3f2a')).toBe(true);
    expect(pattern.test('/property/3f2a/')).toBe(true);
    expect(pattern.test('/property/3f2a/photos')).toBe(false);
    expect(new RegExp(patternSource(['/', '/home'])).test('/home')).toBe(true);
    expect(new RegExp(patternSource(['/'])).test('/homes')).toBe(false);
  });

  it("preloads the property page's chunk and what it imports, but not what the shell already fetches", () => {
    const property = landingPages.findIndex((p) => p.module.endsWith('/property-page.tsx'));
    expect(runScript('/property/3f2a')).toEqual([`/assets/page-${property}.js`, '/assets/money.js']);
  });

  it("preloads the landing page of the site the host serves, as the app tells the sites apart", () => {
    const pageOf = (module: string) => `/assets/page-${landingPages.findIndex((p) => p.module === module)}.js`;
    // jsdom's host is localhost: the app, unless this tab switched the site by hand.
    expect(modeForHostname(window.location.hostname)).toBe('app');
    expect(runScript('/')).toEqual([pageOf('src/features/home/app-home.tsx')]);
    sessionStorage.setItem('fie.hostMode', 'search');
    expect(runScript('/')).toEqual([pageOf('src/features/home/search-home.tsx')]);
    sessionStorage.setItem('fie.hostMode', 'about');
    expect(runScript('/home')).toEqual([pageOf('src/features/about/info-site.tsx')]);
  });

  it.each(['fie.com.gh', 'app.fie.com.gh', 'about.fie.com.gh', 'localhost', 'test.fie.com.gh'])("tells %s's site as src/lib/host-mode.ts does", (hostname) => {
    const hostMode = new Function(`return ${hostModeSource}`)() as (host: string) => string;
    expect(hostMode(hostname)).toBe(modeForHostname(hostname));
  });

  it('preloads nothing for an address that is not a landing page', () => {
    expect(runScript('/owner-dashboard')).toEqual([]);
  });

  it("fetches a signed-in page's code only when a session is stored, in either storage", () => {
    expect(runScript('/list-property')).toEqual([]);
    sessionStorage.setItem('token', '"t"');
    expect(runScript('/list-property')).toHaveLength(1);
  });

  it('stops the build when a landing page is no longer a chunk of its own', () => {
    const chunks = build().filter((c) => !c.facadeModuleId?.endsWith('search-page.tsx'));
    expect(() => preloadTable(chunks, root)).toThrow(/search-page\.tsx/);
  });

  it('names only modules the app loads as lazy pages', () => {
    const lazyPages = readFileSync(join(__dirname, 'lazy-pages.ts'), 'utf8');
    for (const page of landingPages) expect(lazyPages).toContain(`import('../${page.module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
  });
});
