import { Router } from 'express';
import { PHONE_REVEALS_PER_HOUR, phoneRevealMessages, phoneRevealsStream, revealPhone, formatGhanaPhone } from '@fie/domain';
import type { Principal } from '@fie/platform';
import { ORGANIZATION_MEMBERS, revealablePhone, type ListingView, type MemberView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';
import { AddressThrottle } from '../shared/throttle';

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
 */
export function phoneRevealRoutes(deps: CommandDeps): Router {
  const router = Router();
  const clock = () => deps.now().getTime();
  const visitors = new AddressThrottle(deps.documents, 'phone-reveals-address', PHONE_REVEALS_PER_HOUR, HOUR_MS, clock);
  const sharedAddress = new AddressThrottle(deps.documents, 'phone-reveals-address', PHONE_REVEALS_PER_HOUR * 4, HOUR_MS, clock);
  const people = new AddressThrottle(deps.documents, 'phone-reveals-person', PHONE_REVEALS_PER_HOUR, HOUR_MS, clock);

  router.post('/properties/:id/phone-reveals', async (req, res) => {
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
    res.setHeader('Cache-Control', 'no-store');
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
