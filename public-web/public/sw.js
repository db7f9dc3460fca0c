// The service worker: repeat visits cost almost nothing, and what a person has seen opens offline (issue 13).
// Data in Ghana is paid by the megabyte and the network comes and goes, so:
// - the app's code (/assets/*, names that change with their content) is kept once fetched and never asked again;
// - pages (navigations) go to the network first; each page seen is kept (the server renders them, the same for
//   everyone), and offline a page opens as it was last seen, or, never seen, from another page kept, which the
//   app then draws for its own address (src/main.tsx renders a page whose HTML was made for another address);
// - public listing data (a property's details, search answers) and photos go to the network first too, with the
//   last answer kept for when the network is gone; photos, which never change under one address, from the cache first;
// - nothing personal is kept: only public answers (a property's page, places, the exchange rate) and photos, and
//   never anything but GET.
// Bump VERSION when this file's rules change: older caches are dropped on activation.
const VERSION = 'v4';
const SHELL = `fie-shell-${VERSION}`;
const ASSETS = `fie-assets-${VERSION}`;
const DATA = `fie-data-${VERSION}`;
const PHOTOS = `fie-photos-${VERSION}`;
const PAGES = `fie-pages-${VERSION}`;
const KEEP = [SHELL, ASSETS, DATA, PHOTOS, PAGES];
/** At most this many pages, answers and photos kept: a cheap phone's storage is small. */
const LIMITS = { [DATA]: 200, [PHOTOS]: 300, [PAGES]: 40 };

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(['/', '/manifest.webmanifest', '/favicon.svg', '/zod-config.js', '/boot.js'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('fie-') && !KEEP.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function trim(name) {
  const limit = LIMITS[name];
  if (!limit) return;
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}

async function networkFirst(request, name) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(name);
      await cache.put(request, response.clone());
      void trim(name);
    }
    return response;
  } catch (error) {
    const kept = await caches.match(request);
    if (kept) return kept;
    throw error;
  }
}

/** A page: from the network, kept by its address; offline, as last seen, or another kept page the app redraws. */
async function page(request) {
  try {
    const response = await fetch(request);
    // A page that must not be kept (the sign-in pages answering a form, with what was typed: issue 32) is not.
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html') && !/no-store/.test(response.headers.get('cache-control') ?? '')) {
      const cache = await caches.open(PAGES);
      await cache.put(request, response.clone());
      void trim(PAGES);
    }
    return response;
  } catch (error) {
    const kept = (await caches.match(request, { cacheName: PAGES })) ?? (await caches.match('/', { cacheName: SHELL })) ?? (await anyPage());
    if (kept) return kept;
    throw error;
  }
}

async function anyPage() {
  const cache = await caches.open(PAGES);
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
}

async function cacheFirst(request, name) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(name);
    await cache.put(request, response.clone());
    void trim(name);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The console is staff's, always online.
  if (url.pathname.startsWith('/admin')) return;
  if (request.mode === 'navigate') {
    // An address of the API opened in the browser (an unsubscribe link, a calendar feed) is not a page.
    if (url.pathname.startsWith('/api/')) return;
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSETS));
    return;
  }
  if (url.pathname.startsWith('/api/properties/images/')) {
    // A dispute's photo, on its signed link, is evidence: kept in no cache of ours.
    if (url.searchParams.has('token')) return;
    event.respondWith(cacheFirst(request, PHOTOS));
    return;
  }
  // A property's public page answers the same whoever asks (the session only changes what is shown around it).
  if (url.pathname.startsWith('/api/properties/search/')) {
    event.respondWith(networkFirst(request, DATA));
    return;
  }
  if (request.headers.has('authorization')) return;
  if (url.pathname === '/api/places' || url.pathname === '/api/settings/exchange-rate') event.respondWith(networkFirst(request, DATA));
});
