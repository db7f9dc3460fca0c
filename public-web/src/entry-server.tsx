import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { CATALOGUES, type PageAnswer, type PageDevice, type PageHead, type PagePlan, type PageRenderInput, type PageRenderer, type PageRequest, type RenderedPage } from '@fie/domain';
import { SiteRoutes } from './app/app';
import { AppProviders, STYLE_CACHE_KEY } from './app/providers';
import { routeOf, serverPages } from './app/server-pages';
import { modeForHostname, ServerHost } from './lib/host-mode';
import { DrawnLazyPages, preloadLazyPages, type Drawing } from './lib/lazy-page';
import { requestKey, ServerPageData } from './lib/page-data';
import { ServerHead } from './lib/page-head';
import { ServerLastPlace } from './lib/last-place';

/**
 * The site's server build (vite build --ssr): the same routes and pages as the browser's, rendered to HTML by
 * React's own server renderer inside a StaticRouter. The query API loads this file and calls it for the pages
 * app/server-pages.ts names (query-api/src/site); the browser hydrates what it sends (src/main.tsx).
 */

export { requestKey };

/** Whether an address is rendered here, and the reads its page makes given the answers so far. */
export function planPage(url: string, hostname: string, answers: Record<string, PageAnswer> = {}, device: PageDevice = {}): PagePlan {
  const { pathname, search } = new URL(url, 'http://fie.invalid');
  const route = routeOf(pathname);
  const reads = serverPages[route?.path ?? '*'];
  if (!reads) return { render: 'client' };
  let usesLastPlace = false;
  const requests = reads({
    params: route?.params ?? {},
    search,
    mode: modeForHostname(hostname),
    answers,
    answer: (request: PageRequest) => answers[requestKey(request)],
    lastPlace: () => {
      usesLastPlace = true;
      return device.lastPlace;
    },
  });
  return usesLastPlace ? { render: 'server', requests, usesLastPlace } : { render: 'server', requests };
}

export async function renderPage({ url, hostname, origin, answers, language = 'en', lastPlace }: PageRenderInput): Promise<RenderedPage> {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const head: PageHead = {};
  const drawing: Drawing = { drawn: new Set(), suspended: new Set() };
  const html = await renderToText(drawing, () => {
    // A second attempt says it all again.
    for (const key of Object.keys(head) as (keyof PageHead)[]) delete head[key];
    return (
      <AppProviders emotionCache={cache} language={language} catalogue={CATALOGUES[language]} completeCatalogue>
        <StaticRouter location={url}>
          <ServerHost hostname={hostname} origin={origin}>
            <ServerHead record={head}>
              <ServerPageData answers={answers}>
                <ServerLastPlace place={lastPlace}>
                  <DrawnLazyPages into={drawing}>
                    <SiteRoutes />
                  </DrawnLazyPages>
                </ServerLastPlace>
              </ServerPageData>
            </ServerHead>
          </ServerHost>
        </StaticRouter>
      </AppProviders>
    );
  });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, head, language, data: { url, answers, lazyPages: [...drawing.drawn], language } };
}

/**
 * The whole page as one string, every lazy page in it drawn: the server sends finished HTML (and caches it), never
 * a loading fallback nor the inline scripts streaming would need (the Content-Security-Policy allows none).
 *
 * renderToString is the fast way (a fifth faster than the static prerender), once the code of the page's lazy
 * parts has loaded: they then draw at once. A render that met one still loading (the process's first pages) loads
 * it and draws again; one that still cannot finish (a plain React.lazy, a part that suspends on something else)
 * goes through the static prerender, which waits for everything. An error fails the render, and the server sends
 * the shell for the browser to draw instead.
 */
async function renderToText(drawing: Drawing, element: () => ReactNode): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    drawing.drawn.clear();
    drawing.suspended.clear();
    const html = renderToString(element());
    // '<!--$!-->' marks a Suspense boundary the string renderer gave up on, for the browser to draw.
    if (!drawing.suspended.size && !html.includes('<!--$!-->')) return html;
    await preloadLazyPages([...drawing.suspended]);
  }
  let failed: unknown;
  const { prelude } = await prerenderToNodeStream(element(), {
    // Never outline a large part to reveal it later by script: the whole page is sent at once.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failed ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString();
  if (failed) throw failed;
  return html;
}

// The file's exports are the PageRenderer contract (@fie/domain).
export const renderer: PageRenderer = { hostMode: modeForHostname, planPage, requestKey, renderPage };
