import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates what the server sent; true in every render after that
 * (and from the first render of a page the browser draws alone). Where a part depends on the screen (a phone's
 * or a desktop's header), the server sends both and CSS shows one; once this is true, only the one that fits
 * is kept, so nothing is in the page twice.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
