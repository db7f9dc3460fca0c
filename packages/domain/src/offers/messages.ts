import { listingMessages } from '../listings/messages';

/** What people read when an offer goes wrong or right, beside the rules. */
export const offerMessages = {
  amountRequired: 'Enter the amount you offer',
  amountMin: 'The amount must be at least 1',
  amountTooHigh: 'That amount is too high',
  currencyRequired: listingMessages.currencyRequired,
  advanceRequired: 'Say how many months of rent you can pay in advance',
  advanceInvalid: 'Enter a whole number of months, from 0 to 60',
  advanceForRentOnly: 'An advance is offered only for a property to rent',
  messageTooLong: 'A message can be at most 2,000 characters',

  sent: 'Offer sent',
  countered: 'Counter-offer sent',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  withdrawn: 'Offer withdrawn',

  propertyNotFound: listingMessages.notFound,
  notFound: 'Offer not found',
  ownListing: 'You cannot make an offer on your own listing',
  let: 'This property has already been let',
  sold: 'This property has already been sold',
  shortStay: 'A short stay is booked for its dates, not offered for',
  alreadyOpen: 'You already have an open offer on this property. Withdraw it, or wait for an answer, before making another.',
  closed: (status: 'accepted' | 'declined' | 'withdrawn') => `This offer was already ${status}`,
  waitingForLister: 'The lister has not answered yet: you can withdraw your offer, or wait for their answer',
  waitingForSeeker: 'You have answered this offer: wait for the other side to reply',
  onlySeekerWithdraws: 'Only the person who made an offer can withdraw it',
  sameTerms: 'That is what is already offered: accept it instead',
  seekerGone: 'The person who made this offer has closed their account',
  peopleOnly: 'Offers are made by people: sign in with your own account',
  roleInvalid: 'Choose made or received',
  statusInvalid: 'Choose open or closed',
} as const;
