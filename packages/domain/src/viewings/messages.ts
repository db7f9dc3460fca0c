import { apiText as t } from '../i18n/texts';
import { dayIn, weekdaysIn, type Weekday } from './hours';

/** What people read about viewings (the spec's wording where it has one: "date cannot be in the past"). */
export const viewingMessages = {
  ownerRequired: t('api.viewings.owner-required', 'Say whose property this is (owner_id)'),
  propertyRequired: t('api.viewings.property-required', 'Choose the property to view'),
  dateRequired: t('api.viewings.date-required', 'Choose a date and time for the viewing'),
  dateInvalid: t('api.viewings.date-invalid', 'Enter the date and time as an ISO date-time, like 2026-11-24T10:00:00Z'),
  inThePast: t('api.viewings.in-the-past', 'The date cannot be in the past'),
  tooFar: t('api.viewings.too-far', 'Choose a date within the next 6 months'),
  notASlot: t('api.viewings.not-a-slot', 'Viewings start on the hour or the half hour'),
  propertyNotFound: t('api.viewings.property-not-found', 'This property does not exist'),
  notOpen: t('api.viewings.not-open', 'This property is not open for viewings: it is let, sold or not shown at the moment'),
  notTheLister: t('api.viewings.not-the-lister', 'This is not the lister of the property'),
  ownProperty: t('api.viewings.own-property', 'You cannot book a viewing of a property you list'),
  peopleOnly: t('api.viewings.people-only', 'Sign in as a person to book a viewing'),
  onePending: t('api.viewings.one-pending', 'You already asked to view this property. Wait for the answer, or cancel that request first.'),
  taken: t('api.viewings.taken', 'That time is already booked'),
  closed: (day: Weekday) => t('api.viewings.closed', 'The lister does not show the property on {days}', { days: weekdaysIn(day) }),
  outsideHours: (day: Weekday, from: string, to: string) => t('api.viewings.outside-hours', 'Viewings on {days} are between {from} and {to}', { days: weekdaysIn(day), from, to }),
  /** `date`: YYYY-MM-DD, said as each language writes a day. */
  freeTimes: (date: string, times: string[]) =>
    times.length
      ? t('api.viewings.free-times', 'Free times on {date}: {times}', { date: dayIn(date), times: times.join(', ') })
      : t('api.viewings.no-free-times', 'No free times are left on {date}. Try another day.', { date: dayIn(date) }),
  /** A refusal of a time, then the day's free times. */
  refusedWithFreeTimes: (why: string, free: string) => t('api.viewings.refused-with-free-times', '{why}. {free}', { why, free }),
  notFound: t('api.viewings.not-found', 'Viewing not found'),
  signInToSeeCalendar: t('api.viewings.sign-in-to-see-calendar', 'Please sign in to see your calendar'),
  signInToSeeBookings: t('api.viewings.sign-in-to-see-bookings', 'Please sign in to see bookings'),
  bookingsNotYours: t('api.viewings.bookings-not-yours', "Only the owner, their organization's members and staff can see these bookings"),
  dayInvalid: t('api.viewings.day-invalid', 'Use a date like 2026-11-24'),
  busy: t('api.viewings.busy', 'Many people are booking this property right now. Please try again.'),
  staffOnlyRead: t('api.viewings.staff-only-read', 'Staff cannot answer or cancel for people'),
  accountClosed: t('api.viewings.account-closed', 'The account was closed'),
  listerOnly: t('api.viewings.lister-only', 'Only the lister can do this'),
  seekerOnly: t('api.viewings.seeker-only', 'Only the person who asked for the viewing can do this'),
  alreadyPast: t('api.viewings.already-past', 'This viewing has already taken place'),
  notPending: (status: string) =>
    t('api.viewings.not-pending', 'This viewing is {status, select, proposed {proposed} confirmed {confirmed} declined {declined} cancelled {cancelled} other {{status}}}, so it cannot be answered now', { status }),
  noProposal: t('api.viewings.no-proposal', 'There is no new time to accept'),
  sameTime: t('api.viewings.same-time', 'Choose a different time from the one already asked for'),
  closedAlready: (status: string) => t('api.viewings.closed-already', 'This viewing is already {status, select, declined {declined} cancelled {cancelled} other {{status}}}', { status }),
  reasonTooLong: t('api.viewings.reason-too-long', 'Keep the reason under 500 characters'),
  requested: t('api.viewings.requested', 'Viewing requested'),
  confirmed: t('api.viewings.confirmed', 'Viewing confirmed'),
  declined: t('api.viewings.declined', 'Viewing declined'),
  proposed: t('api.viewings.proposed', 'New time proposed'),
  cancelled: t('api.viewings.cancelled', 'Viewing cancelled'),
  hoursSaved: t('api.viewings.hours-saved', 'Viewing hours saved'),
  timeInvalid: t('api.viewings.time-invalid', 'Use a time like 08:00 or 08:30'),
  endBeforeStart: t('api.viewings.end-before-start', 'The end must be after the start'),
  feedReset: t('api.viewings.feed-reset', 'Calendar link reset: the old link no longer works'),
  feedGone: t('api.viewings.feed-gone', 'This calendar link was reset or does not exist. Copy the new link from your Calendar tab.'),
} as const;
