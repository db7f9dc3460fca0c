import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { App } from './app/app';
import { STYLE_CACHE_KEY } from './app/providers';
import { preloadLazyPages } from './lib/lazy-page';
import { readPageData } from './lib/page-data';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

const emotionCache = createCache({ key: STYLE_CACHE_KEY });
const pageData = readPageData();

// A page the server rendered for this very address is hydrated, once the code of the lazy pages it drew has
// run; anything else (a signed-in page's shell, a page kept offline for another address) is rendered here.
if (pageData && pageData.url === `${window.location.pathname}${window.location.search}`) {
  // As a transition: React then hydrates in slices of a few milliseconds, yielding to the browser between them,
  // so a slow phone answers a tap while the page comes alive instead of freezing for the whole of it.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App emotionCache={emotionCache} pageData={pageData} />
        </StrictMode>,
      );
    });
  // A chunk that failed to arrive is fetched again by the page itself; the server's HTML stays meanwhile.
  preloadLazyPages(pageData.lazyPages).then(hydrate, hydrate);
} else {
  createRoot(root).render(
    <StrictMode>
      <App emotionCache={emotionCache} />
    </StrictMode>,
  );
}

// Repeat visits from the cache, and what was seen opens offline (public/sw.js). Not in development, where it
// would serve yesterday's code.
// After the page has loaded (a server-rendered page's code may only arrive after that).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
