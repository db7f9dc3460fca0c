import { useEffect } from 'react';

/**
 * Once the page is alive: <html data-hydrated>, and the 'fie:hydrated' event, on which public/boot.js replays a tap
 * it held while the page's code was still on its way (and stops holding back plain form sends).
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('fie:hydrated'));
  }, []);
}
