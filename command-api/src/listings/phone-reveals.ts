import { Router, type Request } from 'express';
import { DomainError, TooManyRequestsError, formatGhanaPhone, htmlLang, listingSlug, localizeText, PHONE_REVEALS_PER_HOUR, phoneRevealMessages, phoneRevealsStream, revealPhone, type Translate } from '@fie/domain';
import { requestLanguage, translatorFor, type Principal } from '@fie/platform';
import { listingTitle, ORGANIZATION_MEMBERS, revealablePhone, type ListingView, type MemberView } from '@fie/read-models';
import { escapeHtml } from '../shared/escape-html';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';
import { AddressThrottle } from '../shared/throttle';
import { linkOrigin } from '../shared/links';

const HOUR_MS = 60 * 60_000;

/**
 * POST /api/properties/{id}/phone-reveals: "Show number" on a property page. Answers the lister's number
 * (`phone`, as E.164; `display`, as people write it; `whatsapp`, true for a mobile number) for a published
 * listing that shows it, records the tap (PhoneNumberRevealed) for the lister's figures, and is limited
 * against scraping: 30 taps an hour per signed-in person, and per client address 30 an hour for visitors who
 * are not signed in. Signed-in people share their address's counter up to four times as many, because a
 * mobile network here puts thousands of phones behind one address (carrier NAT): a visitor limit alone would
 * lock out a whole network after one scraper, and a person's own limit still holds each account. Over a
 * limit: 429 with Retry-After, nothing answered. The listing's managers see their own number, uncounted.
 * The number is looked up in the read models (the listing, its lister, their choice), like the listing's
 * answer that says whether it `showsPhone`: the same rule, one place (read-models present-listing.ts).
 *
 * Without JavaScript the page's Show number is a plain form posting here: a browser that asks for HTML gets a
 * small page with the number, Call and WhatsApp (or what went wrong), so the number still needs a counted,
 * limited tap, and a reader without scripts can still call (issue 19's promise for the public pages).
 */
export function phoneRevealRoutes(deps: CommandDeps): Router {
  const router = Router();
  const clock = () => deps.now().getTime();
  const visitors = new AddressThrottle(deps.documents, 'phone-reveals-address', PHONE_REVEALS_PER_HOUR, HOUR_MS, clock);
  const sharedAddress = new AddressThrottle(deps.documents, 'phone-reveals-address', PHONE_REVEALS_PER_HOUR * 4, HOUR_MS, clock);
  const people = new AddressThrottle(deps.documents, 'phone-reveals-person', PHONE_REVEALS_PER_HOUR, HOUR_MS, clock);

  async function reveal(req: Request) {
    const address = req.ip ?? 'unknown';
    const person = personOf(req.principal);
    if (person) {
      await people.assertAllowed(person, phoneRevealMessages.tooMany);
      await sharedAddress.assertAllowed(address, phoneRevealMessages.tooMany);
    } else {
      await visitors.assertAllowed(address, phoneRevealMessages.tooMany);
    }
    const found = await revealablePhone(deps.documents, String(req.params.id));
    const manages = found ? await isManager(deps, req.principal, found.view) : false;
    const listing = found && { listingId: found.view.id, ownerId: found.view.ownerId, organizationId: found.view.organizationId, live: true };
    const { phone, whatsapp, events } = revealPhone(listing, found?.phone, { signedIn: Boolean(person), manages }, { now: deps.now() });
    const { position } = events.length ? await appendEvents(deps, phoneRevealsStream(found!.view.id), events, 'any') : { position: undefined };
    if (!manages) {
      // Only numbers answered count: a refused tap costs nothing.
      await visitors.record(address);
      if (person) await people.record(person);
    }
    return { phone, whatsapp, position, view: found!.view };
  }

  router.post('/properties/:id/phone-reveals', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (req.accepts(['application/json', 'text/html']) === 'text/html') {
      const back = `/property/${encodeURIComponent(String(req.params.id))}`;
      const language = requestLanguage(req);
      const t = translatorFor(language);
      try {
        const { phone, whatsapp, position, view } = await reveal(req);
        if (position !== undefined) await deps.afterCommit?.(position);
        const title = view.title || listingTitle(view);
        const pageUrl = `${linkOrigin(deps, req)}/property/${view.id}/${listingSlug(view)}`;
        res.status(200).type('html').send(numberPage(t, title, formatGhanaPhone(phone), phone, whatsapp ? `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(`${title}\n${pageUrl}`)}` : undefined, back));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
        res.status(error.status).type('html').send(numberPage(t, t('api.listings.number-page.none', 'No number to show'), localizeText(error.message, t), undefined, undefined, back));
      }
      return;
    }
    const { phone, whatsapp, position } = await reveal(req);
    await respond(deps, res, 200, { phone, display: formatGhanaPhone(phone), whatsapp }, position);
  });

  return router;
}

const personOf = (p: Principal | undefined) => (p?.kind === 'user' ? `user:${p.id}` : p?.kind === 'organization' ? `organization:${p.id}` : undefined);

async function isManager(deps: CommandDeps, principal: Principal | undefined, listing: ListingView): Promise<boolean> {
  if (principal?.kind === 'organization') return principal.id === listing.organizationId;
  if (principal?.kind !== 'user') return false;
  if (!listing.organizationId) return listing.ownerId === principal.id;
  return Boolean(await deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ orgId: listing.organizationId, userId: principal.id }));
}

/** The number on a page of its own, for a browser without JavaScript: no script, nothing else to fetch. In the page's language. */
function numberPage(t: Translate, title: string, text: string, phone: string | undefined, whatsApp: string | undefined, back: string): string {
  const links = phone ? `<p><a href="tel:${escapeHtml(phone)}">${escapeHtml(t('api.listings.number-page.call', 'Call'))}</a>${whatsApp ? ` · <a href="${escapeHtml(whatsApp)}">WhatsApp</a>` : ''}</p>` : '';
  // The words are the catalogue's (no markup in them): only what HTML text cannot hold is escaped, so an apostrophe stays one.
  const number = phone ? `${t('api.listings.number-page.number', "The lister's number:").replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)} <strong>${escapeHtml(text)}</strong>` : escapeHtml(text);
  return `<!doctype html>
<html lang="${htmlLang(t.language ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fie</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5}a{color:#0b6e4f}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${number}</p>${links}<p><a href="${escapeHtml(back)}">${escapeHtml(t('api.listings.number-page.back', 'Back to the listing'))}</a></p></body></html>
`;
}
