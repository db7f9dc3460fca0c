// Holds a tap made before the page is alive. Inlined at the top of every server-rendered page's head by
// query-api/src/site/page-html.ts, its hash allowed by the page's Content-Security-Policy: as a file, even a deferred
// one, it ran only once fetched, and a tap between the first paint and then reached a button with no code behind it.

// Until the page is hydrated (src/main.tsx marks <html data-hydrated>), its buttons have no code behind them: a tap
// would do nothing, and a form would be sent as a plain one (its fields in the address). So a tap on a button is held
// and replayed once the page is alive, and no form is sent but those meant to work without JavaScript
// (data-plain-form: the searches, the sign-in pages), unless what is chosen in it needs the page's code
// (data-plain-unless="name=value": an agency's sign-in). Links work as links meanwhile.
(function () {
  var root = document.documentElement;
  var held = null;
  var BUTTONS = 'button, [role="button"], input[type="submit"]';
  function alive() {
    return root.hasAttribute('data-hydrated');
  }
  // A form that may be sent as it is: plain, and nothing chosen in it that only its code can send.
  function plain(form) {
    if (!form || !form.hasAttribute('data-plain-form')) return false;
    var unless = (form.getAttribute('data-plain-unless') || '').split('=');
    var field = unless[0] && form.elements.namedItem(unless[0]);
    return !(field && field.value === unless[1]);
  }
  document.addEventListener(
    'click',
    function (event) {
      if (alive()) return;
      var target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (!target || plain(target.closest('form'))) return;
      event.preventDefault();
      event.stopPropagation();
      hold(target);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!alive() && !(event.target instanceof Element && plain(event.target))) event.preventDefault();
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
