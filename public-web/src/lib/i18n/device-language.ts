import { cookieLanguage, LANGUAGE_COOKIE, pickLanguage, type Language } from '@fie/domain';

/** The device's language: a cookie (a year), so the server paints the next page in it too. */
export function deviceLanguage(): Language | undefined {
  return typeof document === 'undefined' ? undefined : cookieLanguage(document.cookie);
}

/** Secure on an https page, as the server sets it there. */
export function rememberDeviceLanguage(language: Language) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`;
}

/** A page the browser draws itself (signed-in pages): ?lang=, then the device's choice, then the browser's languages. */
export function browserLanguage(): Language {
  const query = new URLSearchParams(window.location.search).get('lang') ?? undefined;
  return pickLanguage({ query, cookie: deviceLanguage(), acceptLanguage: navigator.languages?.join(',') || navigator.language });
}
