// A server-rendered page's loader (query-api/src/site/page-html.ts writes the list it reads). The page paints from
// its HTML; its code only wakes it up. So the code is asked for once the first frame is painted, not before: on a
// slow phone, fetching and compiling it would otherwise delay that first paint. Then src/main.tsx hydrates the page.
// A file, cached from page to page; only the few lines that must run before the first paint (tap-hold.js) are inline.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true }); // as zod-config.js

(function () {
  var list = document.getElementById('fie-boot');
  if (!list) return;
  var code = JSON.parse(list.textContent);
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
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    start();
  }
  setTimeout(start, 1500);
})();
