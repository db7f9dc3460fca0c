// OpenLayers and MUI measure elements; jsdom has no layout, so a ResizeObserver that never fires is enough.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (typeof window !== 'undefined' && !window.scrollTo) window.scrollTo = () => {};
// The preset's testTimeout is a project setting, which the root `npm test` run does not pass on (jest reads it
// from the global config only): without this, a whole-form render on a busy CI machine fails at jest's 5 s.
jest.setTimeout(15_000);
// findBy… and waitFor give up after 1 s by default; a busy two-core CI machine can take longer to render a screen
// that is not wrong, only slow. A screen that never shows still fails, after 5 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
