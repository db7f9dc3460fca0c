import { Router } from 'express';
import { followShortLink, htmlLang, isShortCode, type Language, type Translate } from '@fie/domain';
import { requestLanguage, translatorFor } from '@fie/platform';
import { shortLinkOf } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * GET /s/{code}, the short links Fie's texts carry (issue 32), at the site's root so a text stays short: a redirect
 * (302) to the exact place (a dashboard tab, a conversation, an offer, a listing) for 30 days from the text; then a
 * page that says the link expired, in the reader's language, with the way to sign in and to their dashboard (410);
 * and for a code nobody was sent, a page that says so (404). No JavaScript is needed, and nothing is cached: an
 * expiry must show the day it comes. `now` is the clock the tests move.
 */
export function shortLinkRoutes(deps: Pick<QueryDeps, 'documents'> & { now?: () => Date }): Router {
  const router = Router();
  router.get('/s/:code', async (req, res) => {
    const code = req.params.code;
    const link = isShortCode(code) ? await shortLinkOf(deps.documents, code) : undefined;
    const followed = followShortLink(link ?? undefined, (deps.now ?? (() => new Date()))());
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').set('X-Robots-Tag', 'noindex');
    if (typeof followed === 'object') {
      res.redirect(302, followed.to);
      return;
    }
    // The language the text was written in, for an expired link; the phone's own, for one nobody was sent.
    const language: Language = link?.language ?? requestLanguage(req);
    const t = translatorFor(language);
    const dashboard = link?.target.startsWith('/organization-dashboard') ? '/organization-dashboard' : '/owner-dashboard';
    if (followed === 'expired') {
      res.status(410).type('html').send(page(language, t, {
        title: t('sms.short-link.expired.title', 'This link has expired'),
        body: t('sms.short-link.expired.body', 'The links in Fie\'s texts work for 30 days. Everything they led to is still on your dashboard: sign in to see it.'),
        links: [{ href: dashboard, text: t('sms.short-link.dashboard', 'Go to your dashboard') }, { href: '/login', text: t('sms.short-link.sign-in', 'Sign in') }],
      }));
      return;
    }
    res.status(404).type('html').send(page(language, t, {
      title: t('sms.short-link.unknown.title', 'There is no such link'),
      body: t('sms.short-link.unknown.body', 'Check the link in your text: every letter counts. Or sign in to see everything on your dashboard.'),
      links: [{ href: '/owner-dashboard', text: t('sms.short-link.dashboard', 'Go to your dashboard') }, { href: '/', text: t('sms.short-link.home', 'Fie\'s home page') }],
    }));
  });
  return router;
}

/** A page that stands alone (no script, no stylesheet to fetch): it opens from a text on any phone. */
function page(language: Language, t: Translate, p: { title: string; body: string; links: { href: string; text: string }[] }): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(p.title)} · Fie</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5}a{color:#0b6e4f;display:inline-block;margin:0 1rem .5rem 0;padding:.5rem 0}</style></head>
<body><p><a href="/">Fie</a></p><h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.body)}</p><p>${p.links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`).join('')}</p></body></html>
`;
}
