import type { PartyRef } from '../conversations/parties';

/**
 * Events of one viewing's stream (`viewing-{id}`). Each carries what the viewing is (the listing, its lister,
 * the seeker and the time as it stands after the event), so a projection or a notice needs no other event to
 * say what happened. `by` is who acted: `user-{id}` or `organization-{id}`.
 */
type Facts = { viewingId: string; listingId: string; lister: PartyRef; seekerId: string; start: string };

export type ViewingRequested = { type: 'ViewingRequested'; data: Facts & { requestedAt: string } };
/** The lister confirmed a request, or the seeker accepted the lister's new time (`side` says which). */
export type ViewingConfirmed = { type: 'ViewingConfirmed'; data: Facts & { side: 'lister' | 'seeker'; by: string; confirmedAt: string } };
export type ViewingDeclined = { type: 'ViewingDeclined'; data: Facts & { by: string; reason?: string; declinedAt: string } };
/** The lister offers another time; the seeker accepts it (ViewingConfirmed) or cancels. */
export type ViewingTimeProposed = { type: 'ViewingTimeProposed'; data: Facts & { previousStart: string; by: string; proposedAt: string } };
export type ViewingCancelled = { type: 'ViewingCancelled'; data: Facts & { side: 'lister' | 'seeker'; by: string; reason?: string; cancelledAt: string } };
/**
 * The evening before a confirmed viewing (18:00 Accra), appended once by the reminder scheduler at the
 * stream's revision, so two instances cannot both append it; the notifier mails on this event, never on a replay.
 */
export type ViewingReminderDue = { type: 'ViewingReminderDue'; data: Facts & { dueAt: string } };

/**
 * A fact about the dealing, not a review (issue 33): after the slot, one side (`side`, acting as `by`) recorded that
 * the other (`about`: the seeker, or the lister as a party) did not come. `cause` says how: reported on the viewing,
 * or the seeker's dispute of the viewing fee saying the lister did not come (a reactor records it then).
 */
export type ViewingNoShowRecorded = {
  type: 'ViewingNoShowRecorded';
  data: Facts & { side: 'lister' | 'seeker'; by: string; about: PartyRef; cause: 'reported' | 'payment_dispute'; recordedAt: string };
};
/**
 * The one answer of the person a no-show names (`side` is theirs, `about` them), shown beside it. Their words,
 * sealed with the key of `authorId` (the person, or the organization answering from its own login).
 */
export type ViewingNoShowAnswered = {
  type: 'ViewingNoShowAnswered';
  data: Facts & { side: 'lister' | 'seeker'; by: string; authorId: string; about: PartyRef; text: string; answeredAt: string };
};

export type ViewingEvent = ViewingRequested | ViewingConfirmed | ViewingDeclined | ViewingTimeProposed | ViewingCancelled | ViewingReminderDue | ViewingNoShowRecorded | ViewingNoShowAnswered;
export const viewingEventTypes: ViewingEvent['type'][] = [
  'ViewingRequested',
  'ViewingConfirmed',
  'ViewingDeclined',
  'ViewingTimeProposed',
  'ViewingCancelled',
  'ViewingReminderDue',
  'ViewingNoShowRecorded',
  'ViewingNoShowAnswered',
];

export const viewingStream = (viewingId: string) => `viewing-${viewingId}`;
