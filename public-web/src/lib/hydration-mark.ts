import { useEffect } from 'react';

/**
 * Once the page is alive: <html data-hydrated>, and the 'fie:hydrated' event, on which public/boot.js replays a tap
 * it held while the page's code was still on its way (and stops holding back plain form sends).
 * Rendered inside the page's own Suspense boundary (app/layout.tsx), not at the root: React hydrates a boundary
 * after the shell around it, so a mark set by the root would come before the page's buttons had their handlers.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('fie:hydrated'));
  }, []);
  return null;
}
