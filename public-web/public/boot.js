// A server-rendered page's loader (query-api/src/site/page-html.ts writes the list it reads). The page paints from
// its HTML; its code only wakes it up. So the code is asked for once the first frame is painted, not before: on a
// slow phone, fetching and compiling it would otherwise delay that first paint. Then src/main.tsx hydrates the page.
// A file, not an inline script, because the Content-Security-Policy allows no inline script.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true }); // as zod-config.js

// Until the page is hydrated (src/main.tsx marks <html data-hydrated>), its buttons have no code behind them: a tap
// would do nothing, and a form would be sent as a plain one (its fields in the address). So a tap on a button is held
// and replayed once the page is alive, and no form is sent but those meant to work without JavaScript
// (data-plain-form: the searches). Links work as links meanwhile.
(function () {
  var root = document.documentElement;
  var held = null;
  var BUTTONS = 'button, [role="button"], input[type="submit"]';
  function alive() {
    return root.hasAttribute('data-hydrated');
  }
  document.addEventListener(
    'click',
    function (event) {
      if (alive()) return;
      var target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (!target || target.closest('form[data-plain-form]')) return;
      event.preventDefault();
      event.stopPropagation();
      hold(target);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!alive() && !(event.target instanceof Element && event.target.hasAttribute('data-plain-form'))) event.preventDefault();
    },
    true,
  );
  // React gives each element it has hydrated its props under a key of its own; until then a click on it is lost.
  function live(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function same(element) {
    return element.tagName + '|' + element.getAttribute('aria-label') + '|' + element.textContent;
  }
  // The button as it is now: when a part of the page changes while it hydrates (a stored session signs the header
  // in), React draws that part afresh, and the button tapped is replaced by its twin.
  function find(tap) {
    if (tap.element.isConnected) return tap.element;
    var twins = Array.prototype.filter.call(document.querySelectorAll(BUTTONS), function (element) {
      return same(element) === tap.key;
    });
    return twins[tap.nth] || null;
  }
  function hold(element) {
    var key = same(element);
    var twins = Array.prototype.filter.call(document.querySelectorAll(BUTTONS), function (other) {
      return same(other) === key;
    });
    held = { element: element, key: key, nth: twins.indexOf(element) };
  }
  // After the event's own task, and once the button is live: the page's code may still be hydrating the part of the
  // page the button is in (up to ten seconds, then the tap is dropped rather than fired by surprise later).
  window.addEventListener('fie:hydrated', function () {
    var tap = held;
    var tries = 0;
    held = null;
    // Not at once: the app dispatches the event while React commits, and the render that follows at once (the
    // stored session replacing the server's signed-out view) must come before the tap, or it asks to sign in.
    function replay() {
      var target = tap && find(tap);
      if (target && live(target)) return target.click();
      if (tap && tries++ < 200) setTimeout(replay, 50);
    }
    setTimeout(replay, 0);
  });
})();

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
