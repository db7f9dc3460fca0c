import type { Currency, OfferAcquisition, OfferSide, OfferStatus } from '@fie/domain';

/**
 * The `offers` projection's read models: one document per offer (where it stands, who its two sides are) and
 * one per step of its history (the terms named and the words written). A step's words are null (`erased`) once
 * its author's account is deleted; the step itself stays, so the other side's history keeps its shape.
 */
export const OFFERS = 'offers';
export const OFFER_STEPS = 'offer_steps';

export type OfferView = {
  id: string;
  listingId: string;
  seekerId: string;
  /** Party keys of the two sides: `user:{id}`, and the lister's `user:{id}` or `organization:{id}`. */
  seeker: string;
  lister: string;
  acquisition: OfferAcquisition;
  status: OfferStatus;
  awaiting: OfferSide | null;
  /** The terms on the table (or agreed), in the currency they were named in. */
  amount: number;
  currency: Currency;
  advanceMonths: number | null;
  /** The move-in day on the table (YYYY-MM-DD); absent on offers projected before move-in dates existed. */
  moveInDate?: string | null;
  steps: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
};

export type OfferStepKind = 'offer' | 'counter' | 'accept' | 'decline' | 'withdraw';

export type OfferStepView = {
  /** `{offerId}|{revision}` */
  id: string;
  offerId: string;
  /** The step's revision in the offer's stream: orders the history. */
  seq: number;
  kind: OfferStepKind;
  by: OfferSide;
  /** The side's party key (an organization's, when a member answered for it). */
  party: string;
  authorId: string;
  sentBy?: string;
  amount: number | null;
  currency: Currency | null;
  advanceMonths: number | null;
  moveInDate?: string | null;
  message: string | null;
  erased: boolean;
  at: string;
};

export const offerStepId = (offerId: string, revision: number) => `${offerId}|${revision}`;
export const offerNotificationId = (offerId: string, revision: number) => `offer-${offerId}-${revision}`;
/** Where a notice about an offer leads, after the recipient's dashboard: its Offers tab, opened on the offer. */
export const offerLink = (offerId: string) => `?tab=offers&offer=${offerId}`;
