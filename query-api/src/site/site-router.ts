import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gunzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import { cookieLanguage, cookieLastPlace, formStateRequest, isLanguage, LANGUAGE_COOKIE, LAST_PLACE_MAX, lastPlaceCookie, pickLanguage, productName, type FormState, type Language, type PageAnswer, type PageRenderInput } from '@fie/domain';
import { clearFormStateCookie, PublicOrigin, readFormState, type Logger } from '@fie/platform';
import type { DocumentStore, EventStore } from '@fie/stores';
import { answerPageRequest, tags as pageTags, type Reads } from './page-answers';
import { PageCache, type CachedPage } from './page-cache';
import { PageInvalidation } from './page-invalidation';
import { RenderThreads } from './render-threads';
import { loadSiteBuild, siteBuildMissing, type SiteBuild } from './site-build';
import { listingsSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap';

/**
 * The public site, served by the query side: its files, robots.txt and the sitemaps, and its pages rendered
 * on the server with their content (React's own renderer over the site's server build: site-build.ts) and
 * hydrated in the browser. A page's data comes from the read models through the same functions the API's
 * routes call (page-answers.ts); rendered pages are cached and dropped as the event log changes what they
 * show (page-cache.ts, page-invalidation.ts). Signed-in pages get the shell the browser renders alone.
 */
export type SiteDeps = Reads & {
  documents: DocumentStore;
  events: Pick<EventStore, 'headPosition' | 'subscribeToAll'>;
  logger: Logger;
  projectionNames: string[];
  /** public-web's folder (dist/ and dist-server/ inside). */
  webRoot: string;
  /** The public address (PUBLIC_URL; in development the first request's), never the Host a request names. */
  publicOrigin?: PublicOrigin;
  /** Threads that draw pages (RENDER_THREADS); none: on the request's thread. */
  renderThreads?: number;
  cache?: PageCache;
};

export type Site = { router: Router; cache: PageCache; start(): Promise<void>; stop(): Promise<void> };

/** Rounds of reads a page may ask for, one depending on the last (an organization, then its listings). */
const MAX_READ_ROUNDS = 3;

export function createSite(deps: SiteDeps): Site {
  const cache = deps.cache ?? new PageCache();
  const invalidation = new PageInvalidation({ events: deps.events, documents: deps.documents, cache, projectionNames: deps.projectionNames, logger: deps.logger });
  const router = express.Router();
  const missing = siteBuildMissing(deps.webRoot);
  if (missing) {
    router.get(/.*/, (_req, res) => {
      res.status(503).type('text/plain').send(`The public site is not built yet (${missing} is missing). Run \`npm run build -w public-web\`, or \`npm start\`, which builds what is missing.`);
    });
    return { router, cache, start: async () => undefined, stop: async () => undefined };
  }
  let build: SiteBuild | undefined;
  // Loaded on the first page asked for: a process that serves only the API never pays for it.
  const site = () => (build ??= loadSiteBuild(deps.webRoot));
  const threads = RenderThreads.start(deps.renderThreads ?? 0, join(deps.webRoot, 'dist-server/entry-server.cjs'), deps.logger);
  const draw = (input: PageRenderInput) => (threads ? threads.renderPage(input) : site().renderer.renderPage(input));
  const dist = join(deps.webRoot, 'dist');
  const publicOrigin = deps.publicOrigin ?? new PublicOrigin();
  const originOf = (req: Request) => publicOrigin.of(req);
  const rendering = new Map<string, Promise<CachedPage>>();

  const cachedText = (type: string, make: (req: Request) => Promise<string | undefined>, tags: string[]) => async (req: Request, res: Response) => {
    const key = `${type}|${originOf(req)}${req.originalUrl}`;
    let page = cache.get(key);
    if (!page) {
      const began = cache.begin();
      const text = await make(req);
      if (text === undefined) {
        res.status(404).type('text/plain').send('No such sitemap');
        return;
      }
      page = await compressed(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' }, text);
      cache.set(key, page, tags, began);
    }
    send(req, res, page);
  };
  // One address per page: /about/ is /about (a 301 keeps the query), so no page is known under two addresses.
  router.get(/^\/.*\/$/, (req, res, next) => {
    if (req.path === '/') return next();
    const at = req.originalUrl.indexOf('?');
    const query = at >= 0 ? req.originalUrl.slice(at) : '';
    // Leading slashes collapse too: '//other.example/' must not become a protocol-relative address elsewhere.
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(301, `/${req.path.replace(/^\/+|\/+$/g, '')}${query}`);
  });
  // What the server draws with its content (the rest is the shell the browser draws alone): only those are offered
  // to search engines, so a page the server starts drawing (the sign-in page, say) joins the sitemap by itself.
  const drawnOnServer = (origin: string) => (path: string) => site().renderer.planPage(path, new URL(origin).hostname).render === 'server';
  router.get('/robots.txt', cachedText('text/plain; charset=utf-8', async (req) => robotsTxt(originOf(req)), []));
  router.get('/sitemap.xml', cachedText('application/xml; charset=utf-8', (req) => sitemapIndex(deps.documents, originOf(req)), [pageTags.search]));
  router.get('/sitemaps/pages.xml', cachedText('application/xml; charset=utf-8', (req) => pagesSitemap(deps.documents, originOf(req), drawnOnServer(originOf(req))), [pageTags.search]));
  router.get(/^\/sitemaps\/listings-(\d+)\.xml$/, cachedText('application/xml; charset=utf-8', (req) => listingsSitemap(deps.documents, originOf(req), Number(/listings-(\d+)/.exec(req.path)?.[1])), [pageTags.search]));

  router.use(
    express.static(dist, {
      index: false,
      setHeaders(res, path) {
        // Hashed names change with their content: a year. Anything else (the service worker, the icons) is revalidated.
        if (path.startsWith(join(dist, 'assets'))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // A form that needs the page's code (its contact form), sent by a browser without it: back to the page, which says
  // what to do instead. Its fields were in the body, never in an address.
  router.post(/.*/, (req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? next() : res.redirect(303, req.originalUrl)));

  router.get(/.*/, async (req, res, next) => {
    // A missing file with an extension is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(req.path)) return next();
    const url = req.originalUrl;
    const origin = originOf(req);
    const language = requestLanguage(req, res);
    const lastPlace = requestLastPlace(req, res);
    // The answer to a plain form post (issue 32: the sign-in pages before or without their code) comes back here once:
    // the page is drawn with what it said, for this person only, never cached or kept.
    const formState = readFormState(req.get('cookie'));
    if (formState?.page === req.path) {
      res.append('Set-Cookie', clearFormStateCookie(req.secure));
      return sendFormPage(req, res, url, origin, language, formState);
    }
    const { renderer, template } = site();
    const plan = renderer.planPage(url, req.hostname, {}, { lastPlace });
    if (plan.render === 'client') {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(dist, 'index.html'));
      return;
    }
    // A page that shows the device's last searched place (the home page) is cached per place; the rest are not.
    const place = plan.usesLastPlace ? lastPlace : undefined;
    const key = `page|${origin}|${req.hostname}|${language}|${place ?? ''}|${url}`;
    const cached = cache.get(key);
    if (cached) return send(req, res, cached, template.scriptSource);
    let pending = rendering.get(key);
    if (!pending) {
      // Many visitors opening the same new page at once share one render.
      pending = renderPage(site(), req, url, origin, language, place, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    try {
      send(req, res, await pending, template.scriptSource);
    } catch (error) {
      // The page could not be drawn here: the browser draws it from the shell, as before server rendering.
      deps.logger.error('a page could not be rendered on the server; sent the shell', { url, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(template.shell);
    }
  });

  async function sendFormPage(req: Request, res: Response, url: string, origin: string, language: Language, state: FormState) {
    const build = site();
    try {
      const page = await renderPage(build, req, url, origin, language, undefined, undefined, { [build.renderer.requestKey(formStateRequest)]: { status: 200, body: state } });
      send(req, res, { ...page, headers: { ...page.headers, 'Cache-Control': 'no-store' } }, build.template.scriptSource);
    } catch (error) {
      deps.logger.error('a form page could not be rendered on the server; sent the shell', { url, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(build.template.shell);
    }
  }

  /** `key` undefined: drawn for one request only (a form's answer), not cached. */
  async function renderPage(build: SiteBuild, req: Request, url: string, origin: string, language: Language, lastPlace: string | undefined, key: string | undefined, given: Record<string, PageAnswer> = {}): Promise<CachedPage> {
    const began = cache.begin();
    const answers: Record<string, PageAnswer> = { ...given };
    const shown = new Set<string>();
    for (let round = 0; round < MAX_READ_ROUNDS; round++) {
      const plan = build.renderer.planPage(url, req.hostname, answers, { lastPlace });
      if (plan.render !== 'server') break;
      const asked = plan.requests.filter((request) => !(build.renderer.requestKey(request) in answers));
      if (!asked.length) break;
      await Promise.all(
        asked.map(async (request) => {
          const answer = await answerPageRequest(deps, request).catch((error: unknown) => {
            deps.logger.warn('a page read failed on the server; the browser will ask again', { url, path: request.path, error: String(error) });
            return undefined;
          });
          if (!answer) return;
          answers[build.renderer.requestKey(request)] = { status: answer.status, body: answer.body };
          for (const tag of answer.tags) shown.add(tag);
        }),
      );
    }
    const rendered = await draw({ url, hostname: req.hostname, origin, answers, language, ...(lastPlace ? { lastPlace } : {}) });
    let page: CachedPage;
    if (rendered.head.redirect && rendered.head.redirect !== url) {
      page = await compressed(301, { Location: rendered.head.redirect, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, `Moved to ${rendered.head.redirect}`);
    } else {
      const mode = build.renderer.hostMode(req.hostname);
      const html = build.template.render(rendered, { origin, path: req.path, preloads: build.preloadsFor(req.path, mode), productName });
      page = await compressed(rendered.head.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, html);
    }
    if (key !== undefined) cache.set(key, page, [...shown], began);
    return page;
  }

  return {
    router,
    cache,
    async start() {
      await invalidation.start();
    },
    async stop() {
      await invalidation.stop();
      await threads?.close();
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed once when rendered, not on every request, on libuv's threads rather than this one: brotli for the
 * browsers that take it, gzip for the rest. Only these are kept (a page's plain text is some eight times their
 * size); the rare client that takes neither gets the gzip unpacked.
 */
async function compressed(status: number, headers: Record<string, string>, text: string): Promise<CachedPage> {
  const plain = Buffer.from(text);
  const [br, gzip] = await Promise.all([brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }), gzipped(plain, { level: 6 })]);
  return { status, headers, bodies: { br, gzip }, etag: `"${createHash('sha1').update(gzip).digest('base64url').slice(0, 22)}"` };
}

/**
 * The page's language (issue 23): ?lang= (remembered on the device: a cookie, so a phone without JavaScript keeps
 * it too), then the device's cookie, then Accept-Language. The answer varies by both headers.
 */
function requestLanguage(req: Request, res: Response): Language {
  const query = typeof req.query.lang === 'string' ? req.query.lang : undefined;
  const cookie = cookieLanguage(req.get('cookie'));
  const language = pickLanguage({ query, cookie, acceptLanguage: req.get('accept-language') });
  // Secure over https (behind the gateway: its X-Forwarded-Proto, believed from TRUST_PROXY only), so it never
  // travels in the clear once the site is on https.
  if (isLanguage(query) && query !== cookie) res.append('Set-Cookie', `${LANGUAGE_COOKIE}=${query}; Path=/; Max-Age=31536000; SameSite=Lax${req.secure ? '; Secure' : ''}`);
  res.append('Vary', 'Cookie, Accept-Language');
  return language;
}

/**
 * The place this device last searched (issue 32: the home page shows the newest listings there): its cookie, which
 * a search page's own place sets, on the server too, so a phone without JavaScript has it (the browser's search
 * page sets the place it understood). Read for a page that asks for it, and the answer varies by the cookie anyway.
 */
function requestLastPlace(req: Request, res: Response): string | undefined {
  const known = cookieLastPlace(req.get('cookie'));
  const searched = /^\/(search-property|[a-z]+_search)$/.test(req.path) && typeof req.query.location === 'string' ? req.query.location.replace(/\s+/g, ' ').trim() : '';
  if (searched && searched.length <= LAST_PLACE_MAX && searched !== known) {
    res.append('Set-Cookie', lastPlaceCookie(searched, req.secure));
    return searched;
  }
  return known;
}

/** `scriptSource`: the hash that lets a rendered page's inline tap holder run, added to the policy's script-src. */
function send(req: Request, res: Response, page: CachedPage, scriptSource?: string) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  const policy = res.getHeader('Content-Security-Policy');
  if (scriptSource && typeof policy === 'string' && page.headers['Content-Type']?.startsWith('text/html')) {
    res.setHeader('Content-Security-Policy', policy.replace("script-src 'self'", `script-src 'self' ${scriptSource}`));
  }
  res.append('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (page.status === 200 && req.get('if-none-match') === page.etag) {
    res.status(304).end();
    return;
  }
  const accepted = req.get('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const body = encoding ? page.bodies[encoding] : gunzipSync(page.bodies.gzip);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(page.status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
