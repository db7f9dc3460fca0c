// A server-rendered page's loader (query-api/src/site/page-html.ts writes the list it reads). The page paints from
// its HTML; its code only wakes it up. So the code is asked for once the first frame is painted, not before: on a
// slow phone, fetching and compiling it would otherwise delay that first paint. Then src/main.tsx hydrates the page.
// A file, cached from page to page; only the few lines that must run before the first paint (tap-hold.js) are inline.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true }); // as zod-config.js

(function () {
  var list = document.getElementById('fie-boot');
  if (!list) return;
  var code = JSON.parse(list.textContent);
  // Repeat visits from the cache, and what was seen opens offline (sw.js): registered by the pages a visitor reads
  // (home, search, a property) once they have loaded, whether or not their code has run yet; src/main.tsx registers
  // it for the others once their code runs. Not here for the sign-in and registration pages: a worker taking the page
  // over while its code wakes at the person's first touch delayed that waking into their next tap (a box ticked just
  // then came back unticked).
  if ('serviceWorker' in navigator && code.wait === 'visitor' && code.entry.indexOf('/assets/') === 0) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('/sw.js').catch(function () {});
    });
  }
  function signedIn() {
    try {
      if (localStorage.getItem('token') || sessionStorage.getItem('token')) return true;
    } catch (e) {}
    // A session a plain form post started (src/lib/storage.ts adopts it when the code runs).
    return /(^|;\s*)fie_session=/.test(document.cookie);
  }
  // Asked for at low priority: the pictures the page shows come first.
  function add(rel, href) {
    var link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.appendChild(link);
  }
  // A few requests at a time, each batch its own task: starting a request costs a slow phone's main thread some
  // milliseconds, and thirty at once would keep it from answering a tap for a third of a second.
  function load(from) {
    var to = Math.min(from + 4, code.preload.length);
    for (var i = from; i < to; i++) add('modulepreload', code.preload[i]);
    if (to < code.preload.length) return setTimeout(function () { load(to); }, 0);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.fetchPriority = 'low';
    script.src = code.entry;
    document.head.appendChild(script);
  }
  // Once the page's content has painted (the browser's first contentful paint), or after a second and a half
  // whatever happens: a browser that reports no paints still gets its code.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    setTimeout(function () { load(0); }, 0);
  }
  // A page that works as HTML alone (the sign-in and registration pages: their forms post as plain forms, what is
  // typed is kept when the code arrives) asks for its code when the person first touches it, types or scrolls: a
  // slow phone reads and fills it in meanwhile with nothing else competing for its processor. The public pages a
  // visitor lands on (home, search, a property: issue 35) do the same for a visitor with no session: their content,
  // links and plain forms work as HTML, a tap on a button is held until the page is alive (tap-hold.js), and their
  // code is fetched into the cache once they have painted, so it only has to run at the first touch. Running it
  // (React and MUI waking the whole page) took a slow phone's processor for a second or more just as the person
  // started reading. A signed-in person's page comes alive at once: it turns to their session (their header,
  // their own listing's actions); so does a wide screen's (a computer's: the search page shows its map beside the
  // results there, src/features/search/search-page.tsx's DESKTOP).
  if (code.wait === 'touch' || (code.wait === 'visitor' && !signedIn() && !(window.matchMedia && matchMedia('(min-width: 760px)').matches))) {
    var events = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel', 'mousemove'];
    var touched = function () {
      for (var i = 0; i < events.length; i++) window.removeEventListener(events[i], touched, true);
      start();
    };
    for (var j = 0; j < events.length; j++) window.addEventListener(events[j], touched, { capture: true, passive: true });
    if (code.wait === 'visitor') {
      // Into the HTTP cache only (not parsed, not run), a few at a time, once the page has loaded.
      var fetchAhead = function (from) {
        if (started) return;
        var to = Math.min(from + 4, all.length);
        for (var i = from; i < to; i++) add('prefetch', all[i]);
        if (to < all.length) setTimeout(function () { fetchAhead(to); }, 0);
      };
      var all = code.preload.concat(code.entry);
      if (document.readyState === 'complete') fetchAhead(0);
      else window.addEventListener('load', function () { fetchAhead(0); });
    }
    return;
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    start();
  }
  setTimeout(start, 1500);
})();
