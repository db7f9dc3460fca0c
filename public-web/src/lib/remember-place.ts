import { cookieLastPlace, lastPlaceCookie } from '@fie/domain';

/** Remembers a place a search understood, for the home page's newest listings there (last-place.tsx, issue 32). */
export function rememberLastPlace(place: string): void {
  if (typeof document === 'undefined' || !place.trim()) return;
  try {
    if (cookieLastPlace(document.cookie) !== place.trim()) document.cookie = lastPlaceCookie(place, window.location.protocol === 'https:');
  } catch {
    // A browser that refuses cookies only loses the home page's nearby listings.
  }
}
