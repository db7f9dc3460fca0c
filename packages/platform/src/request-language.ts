import type { Request } from 'express';
import { CATALOGUES, cookieLanguage, isLanguage, localizeFieldErrors, localizeText, pickLanguage, translator, type Language, type Translate } from '@fie/domain';

/** The header the site's API client sends with the page's language, so an answer reads like the page it lands on. */
export const LANGUAGE_HEADER = 'X-Fie-Language';

/**
 * The language an API answer is written in: the page's (the site sends it in X-Fie-Language), then ?lang=, then the
 * device's cookie, then Accept-Language; English for anyone who says nothing (a script, the console, the tests).
 */
export function requestLanguage(req: Partial<Pick<Request, 'get' | 'query'>>): Language {
  // A request made by hand (a test's, a reactor's) may have no headers at all: English.
  if (typeof req.get !== 'function') return 'en';
  const header = req.get(LANGUAGE_HEADER);
  if (isLanguage(header)) return header;
  const query = typeof req.query?.lang === 'string' ? req.query.lang : undefined;
  return pickLanguage({ query, cookie: cookieLanguage(req.get('cookie')), acceptLanguage: req.get('accept-language') });
}

const translators = new Map<Language, Translate>();
export function translatorFor(language: Language): Translate {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = translator(language, CATALOGUES[language])));
  return t;
}

/**
 * An answer's words for people (`message`, and each field's under `errors`) in the request's language; everything
 * else (codes, ids, data) as it is. English needs nothing.
 */
export function localizeAnswer<B>(req: Partial<Pick<Request, 'get' | 'query'>>, body: B): B {
  const language = requestLanguage(req);
  if (language === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const t = translatorFor(language);
  const out = { ...(body as Record<string, unknown>) };
  if (typeof out.message === 'string') out.message = localizeText(out.message, t);
  if (out.errors && typeof out.errors === 'object' && !Array.isArray(out.errors)) out.errors = localizeFieldErrors(out.errors as Record<string, string>, t);
  return out as B;
}
