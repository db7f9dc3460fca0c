/**
 * The place a device last searched (issue 32): a cookie the search page sets and the home page reads, on the server
 * for its first paint (PageDevice in page-rendering.ts) and in the browser. Apart from the page contract, so a page
 * that only sets it carries only this.
 */
export const LAST_PLACE_COOKIE = 'fie_place';
/** The longest place name kept: the search's own limit on a location. */
export const LAST_PLACE_MAX = 100;
const LAST_PLACE_VALUE = new RegExp(`(?:^|;\\s*)${LAST_PLACE_COOKIE}=([^;]*)`);

/** The device's last searched place in a Cookie header (the server's) or document.cookie (the browser's). */
export function cookieLastPlace(cookies: string | undefined): string | undefined {
  const raw = cookies ? LAST_PLACE_VALUE.exec(cookies)?.[1] : undefined;
  if (!raw) return undefined;
  try {
    const place = decodeURIComponent(raw).replace(/\s+/g, ' ').trim();
    return place && place.length <= LAST_PLACE_MAX ? place : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie that keeps a place a year (what a search page sets, on the server and in the browser). */
/** `secure`: the page came over https, so the cookie is never sent in the clear (as the language cookie). */
export const lastPlaceCookie = (place: string, secure = false) => `${LAST_PLACE_COOKIE}=${encodeURIComponent(place.trim().slice(0, LAST_PLACE_MAX))}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
