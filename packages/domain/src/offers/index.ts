// The offers feature's public face: schemas, messages and events directly, decisions under `offers`.
export * from './messages';
export * from './schemas';
export * from './events';
export * as offers from './offer';
export { evolveOffer, listerOf, offerActions, advanceAboveLegal, monthlyRent, formatOfferAmount, offerTermsText } from './offer';
export type { OfferState, OfferStatus, OfferActor, OfferAction } from './offer';
export { offerNotice, offerStepAt } from './notice';
