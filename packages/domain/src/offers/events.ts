import type { PartyRef } from '../conversations/parties';
import type { Currency } from '../listings/options';
import type { OfferAcquisition } from './schemas';

/**
 * Events of an offer's stream (`offer-{offerId}`). Every step names the offer's listing (and whether it is a
 * sale or a rental), its seeker and its lister, so a notice or a read model needs no earlier event to say who
 * is told what. `authorId` is whose words the
 * message is: the seeker, the lister, a member answering for an organization (also `sentBy`), or the
 * organization from its own login. The message is sealed with the author's key (see personalDataFields).
 */
export type OfferSide = 'seeker' | 'lister';

type OfferRef = { offerId: string; listingId: string; seekerId: string; lister: PartyRef; acquisition: OfferAcquisition };
type Step = OfferRef & { by: OfferSide; authorId: string; sentBy?: string; message?: string };
/** The terms on the table: for a rental the monthly rent, the months of advance and the day the seeker moves in (YYYY-MM-DD), if named. */
export type OfferTermsData = { amount: number; currency: Currency; advanceMonths?: number; moveInDate?: string };

export type OfferMade = { type: 'OfferMade'; data: Step & OfferTermsData & { by: 'seeker'; madeAt: string } };
export type OfferCountered = { type: 'OfferCountered'; data: Step & OfferTermsData & { counteredAt: string } };
/** The terms accepted are the ones on the table when the other side accepted. */
export type OfferAccepted = { type: 'OfferAccepted'; data: Step & OfferTermsData & { acceptedAt: string } };
export type OfferDeclined = { type: 'OfferDeclined'; data: Step & { declinedAt: string } };
export type OfferWithdrawn = { type: 'OfferWithdrawn'; data: Step & { by: 'seeker'; withdrawnAt: string } };
export type OfferEvent = OfferMade | OfferCountered | OfferAccepted | OfferDeclined | OfferWithdrawn;

/**
 * One open offer per seeker per property: each new offer is claimed on `offer-claims-{listingId}-{seekerId}`
 * at the revision read, so two offers sent at once cannot both pass. Whether the last claimed offer is still
 * open is read from its own stream; a claim whose offer was never written (a crash between the two appends)
 * holds nothing.
 */
export type OfferClaimed = { type: 'OfferClaimed'; data: { offerId: string; listingId: string; seekerId: string; claimedAt: string } };

export const offerStream = (offerId: string) => `offer-${offerId}`;
export const offerClaimStream = (listingId: string, seekerId: string) => `offer-claims-${listingId}-${seekerId}`;

export const offerEventTypes: OfferEvent['type'][] = ['OfferMade', 'OfferCountered', 'OfferAccepted', 'OfferDeclined', 'OfferWithdrawn'];
export const isOfferEvent = (event: { type: string }): event is OfferEvent => (offerEventTypes as string[]).includes(event.type);
