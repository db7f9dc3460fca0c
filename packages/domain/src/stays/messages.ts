import { apiText as t } from '../i18n/texts';

/** What people read about asking to stay at a short-stay listing. */
export const stayMessages = {
  guestsRequired: t('api.stays.guests-required', 'Say how many guests will stay'),
  guestsMin: t('api.stays.guests-min', 'At least 1 guest'),
  guestsMax: t('api.stays.guests-max', 'At most 30 guests'),
  messageTooLong: t('api.stays.message-too-long', 'Keep the message under 1,000 characters'),
  propertyNotFound: t('api.stays.property-not-found', 'This property does not exist'),
  notOpen: t('api.stays.not-open', 'This property is not taking bookings at the moment'),
  shortStayOnly: t('api.stays.short-stay-only', 'Only short-stay properties can be booked for nights'),
  ownProperty: t('api.stays.own-property', 'You cannot ask to stay at a property you list'),
  peopleOnly: t('api.stays.people-only', 'Sign in as a person to ask for a stay'),
  checkInPast: t('api.stays.check-in-past', 'The check-in date cannot be in the past'),
  nightsBooked: (ranges: string) => t('api.stays.nights-booked', 'Some of these nights are already booked ({ranges}). Choose other dates.', { ranges }),
  notFound: t('api.stays.not-found', 'Stay request not found'),
  listerOnly: t('api.stays.lister-only', 'Only the lister can answer a stay request'),
  notPending: (status: string) =>
    t('api.stays.not-pending', 'This stay request is {status, select, accepted {accepted} declined {declined} cancelled {cancelled} expired {no longer open: it was not answered in time} other {{status}}}, so it cannot be answered now', { status }),
  closedAlready: (status: string) => t('api.stays.closed-already', 'This stay request is already {status, select, declined {declined} cancelled {cancelled} expired {closed: it was not answered in time} other {{status}}}', { status }),
  stayPast: t('api.stays.stay-past', 'This stay has already begun'),
  reasonTooLong: t('api.stays.reason-too-long', 'Keep the reason under 500 characters'),
  requested: t('api.stays.requested', 'Stay requested. The lister will answer soon.'),
  accepted: t('api.stays.accepted', 'Stay accepted: the nights are booked'),
  declined: t('api.stays.declined', 'Stay request declined'),
  cancelled: t('api.stays.cancelled', 'Stay cancelled'),
  tooManyNights: t('api.stays.too-many-nights', 'Ask for at most 90 nights at a time'),
  bookedNote: t('api.stays.booked-note', 'Booked through Fie'),
} as const;
