import { apiText as t } from '../i18n/texts';
import { listingMessages } from '../listings/messages';

/** What people read when an offer goes wrong or right, beside the rules. */
export const offerMessages = {
  amountRequired: t('api.offers.amount-required', 'Enter the amount you offer'),
  amountMin: t('api.offers.amount-min', 'The amount must be at least 1'),
  amountTooHigh: t('api.offers.amount-too-high', 'That amount is too high'),
  currencyRequired: listingMessages.currencyRequired,
  advanceRequired: t('api.offers.advance-required', 'Say how many months of rent you can pay in advance'),
  advanceInvalid: t('api.offers.advance-invalid', 'Enter a whole number of months, from 0 to 60'),
  advanceForRentOnly: t('api.offers.advance-for-rent-only', 'An advance is offered only for a property to rent'),
  moveInInvalid: t('api.offers.move-in-invalid', 'Enter the move-in date as YYYY-MM-DD'),
  moveInForRentOnly: t('api.offers.move-in-for-rent-only', 'A move-in date is given only for a property to rent'),
  moveInPast: t('api.offers.move-in-past', 'The move-in date has passed: choose today or a later day'),
  moveInTooFar: t('api.offers.move-in-too-far', 'Choose a move-in date within two years'),
  messageTooLong: t('api.offers.message-too-long', 'A message can be at most 2,000 characters'),

  sent: t('api.offers.sent', 'Offer sent'),
  countered: t('api.offers.countered', 'Counter-offer sent'),
  accepted: t('api.offers.accepted', 'Offer accepted'),
  declined: t('api.offers.declined', 'Offer declined'),
  withdrawn: t('api.offers.withdrawn', 'Offer withdrawn'),

  propertyNotFound: listingMessages.notFound,
  notFound: t('api.offers.not-found', 'Offer not found'),
  ownListing: t('api.offers.own-listing', 'You cannot make an offer on your own listing'),
  let: t('api.offers.let', 'This property has already been let'),
  sold: t('api.offers.sold', 'This property has already been sold'),
  shortStay: t('api.offers.short-stay', 'A short stay is booked for its dates, not offered for'),
  alreadyOpen: t('api.offers.already-open', 'You already have an open offer on this property. Withdraw it, or wait for an answer, before making another.'),
  closed: (status: 'accepted' | 'declined' | 'withdrawn') =>
    t('api.offers.closed', 'This offer was already {status, select, accepted {accepted} declined {declined} other {withdrawn}}', { status }),
  waitingForLister: t('api.offers.waiting-for-lister', 'The lister has not answered yet: you can withdraw your offer, or wait for their answer'),
  waitingForSeeker: t('api.offers.waiting-for-seeker', 'You have answered this offer: wait for the other side to reply'),
  onlySeekerWithdraws: t('api.offers.only-seeker-withdraws', 'Only the person who made an offer can withdraw it'),
  sameTerms: t('api.offers.same-terms', 'That is what is already offered: accept it instead'),
  seekerGone: t('api.offers.seeker-gone', 'The person who made this offer has closed their account'),
  peopleOnly: t('api.offers.people-only', 'Offers are made by people: sign in with your own account'),
  signInToOffer: t('api.offers.sign-in-to-offer', 'Please sign in to make an offer'),
  signInToAnswer: t('api.offers.sign-in-to-answer', 'Please sign in to answer offers'),
  signInToSee: t('api.offers.sign-in-to-see', 'Please sign in to see your offers'),
  needListPermissionToAnswer: t('api.offers.need-list-permission-to-answer', 'Only members with List Properties can answer offers for the organization'),
  needListPermissionToSee: t('api.offers.need-list-permission-to-see', 'Only members with List Properties see the offers an organization received'),
  notAnsweringFor: t('api.offers.not-answering-for', 'You do not answer offers for this organization'),
  roleInvalid: t('api.offers.role-invalid', 'Choose made or received'),
  statusInvalid: t('api.offers.status-invalid', 'Choose open or closed'),
} as const;
