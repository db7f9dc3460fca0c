import { NotFoundError } from '../shared/errors';
import { isGhanaMobile } from '../shared/phone';
import { apiText as t } from '../i18n/texts';

/**
 * "Show number" on a property page (issue 20, contact the Ghanaian way). A lister's phone number is never in
 * the page, the search cards or the listing's answer: a visitor taps, the number is answered by its own call
 * (POST /api/properties/{id}/phone-reveals), and each tap is recorded on the listing's reveals stream
 * (`phone-reveals-{listingId}`), so the lister sees how many people asked for their number beside views and
 * enquiries. Its own stream, not the listing's: a burst of taps never races the lister's edits for the
 * listing's revision, and the rendered pages (which follow Listing* events) are not redrawn for a tap.
 * Who tapped is not kept: the count is the lister's figure, the rate limits (per address and per person,
 * command-api) are counted apart and forgotten after the hour.
 */
export type PhoneNumberRevealed = {
  type: 'PhoneNumberRevealed';
  data: { listingId: string; ownerId: string; organizationId: string | null; signedIn: boolean; revealedAt: string };
};
export type PhoneRevealEvent = PhoneNumberRevealed;

export const phoneRevealsStream = (listingId: string) => `phone-reveals-${listingId}`;

/** Taps an hour, per client address and per signed-in person, before a 429: enough for a day's house hunting. */
export const PHONE_REVEALS_PER_HOUR = 30;

export const phoneRevealMessages = {
  notShown: t('api.listings.phone-not-shown', 'This lister does not show a phone number on this listing: send them a message instead'),
  tooMany: (minutes: number) =>
    t('api.listings.phone-reveals-too-many', 'You have asked for many phone numbers in the last hour. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again, or send the lister a message.', { minutes }),
} as const;

/**
 * Whether a listing offers its lister's number: an organization always shows its own (as before the switch);
 * a person's listing follows its own switch (`show_phone`), and a listing recorded before the switch existed
 * follows the lister's old profile setting (Profile › Notifications), so replaying the log changes nothing
 * visitors saw for it.
 */
export function listingShowsPhone(listing: { organizationId: string | null; show_phone?: boolean }, profileShowsPhone: boolean): boolean {
  if (listing.organizationId) return true;
  return listing.show_phone ?? profileShowsPhone;
}

/**
 * A tap on "Show number": the number, whether WhatsApp reaches it (mobile ranges only), and the event that
 * counts it. A listing's own managers see their number without counting. No published listing, or no number
 * shown on it: 404, the same answer either way.
 */
export function revealPhone(
  listing: { listingId: string; ownerId: string; organizationId: string | null; live: boolean } | undefined,
  phone: string | undefined,
  viewer: { signedIn: boolean; manages: boolean },
  ctx: { now: Date },
): { phone: string; whatsapp: boolean; events: PhoneNumberRevealed[] } {
  if (!listing || !listing.live || !phone) throw new NotFoundError(phoneRevealMessages.notShown, 'PhoneNotShown');
  const events: PhoneNumberRevealed[] = viewer.manages
    ? []
    : [{ type: 'PhoneNumberRevealed', data: { listingId: listing.listingId, ownerId: listing.ownerId, organizationId: listing.organizationId, signedIn: viewer.signedIn, revealedAt: ctx.now.toISOString() } }];
  return { phone, whatsapp: isGhanaMobile(phone), events };
}
