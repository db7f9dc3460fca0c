import { startTransition, StrictMode } from 'react';
import { htmlLang, type Catalogue } from '@fie/domain';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { App } from './app/app';
import { STYLE_CACHE_KEY } from './app/providers';
import { preloadLazyPages } from './lib/lazy-page';
import { readPageData } from './lib/page-data';
import { browserLanguage } from './lib/i18n/device-language';
import { loadCatalogue } from './lib/i18n/load';
import { adoptCookieSession } from './lib/storage';
import { noteTypingWhileWaking } from './lib/typing-while-waking';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// A session a plain form post started (the sign-in page sent before this code ran) joins the browser's storage first.
adoptCookieSession();

const emotionCache = createCache({ key: STYLE_CACHE_KEY });
const pageData = readPageData();
// The server's page is in the language it was rendered in; a page drawn here, in the device's or the browser's.
const language = pageData?.language ?? browserLanguage();
document.documentElement.lang = htmlLang(language);

// A page the server rendered for this very address is hydrated, once the code of the lazy pages it drew has
// run; anything else (a signed-in page's shell, a page kept offline for another address) is rendered here.
if (pageData && pageData.url === `${window.location.pathname}${window.location.search}`) {
  // What is typed from now until a form comes alive is noted, so that hydrating cannot lose it (typed-before-code.ts).
  noteTypingWhileWaking();
  // As a transition: React then hydrates in slices of a few milliseconds, yielding to the browser between them,
  // so a slow phone answers a tap while the page comes alive instead of freezing for the whole of it.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App emotionCache={emotionCache} pageData={pageData} language={language} catalogue={catalogue} />
        </StrictMode>,
      );
    });
  // A chunk that failed to arrive is fetched again by the page itself; the server's HTML stays meanwhile. The
  // language's words arrive with the page's code, so hydration draws the text the server drew.
  let catalogue: Catalogue = {};
  Promise.all([preloadLazyPages(pageData.lazyPages), loadCatalogue(language).then((loaded) => (catalogue = loaded))]).then(hydrate, hydrate);
} else {
  // A language whose words failed to arrive shows English rather than nothing.
  loadCatalogue(language)
    .catch(() => ({}))
    .then((catalogue) =>
      createRoot(root).render(
        <StrictMode>
          <App emotionCache={emotionCache} language={catalogue && Object.keys(catalogue).length ? language : 'en'} catalogue={catalogue} />
        </StrictMode>,
      ),
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
