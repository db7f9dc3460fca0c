import { ghanaToday, nightsBetween, parsePartyKey, stayAnswerBy, type StayStatus } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';
import { propertyRef } from '../conversations/present-conversation';
import type { NameResolver } from '../conversations/parties';

/** Stay requests for short-stay listings: one document each, the seeker's message kept for the lister. */
export const STAYS = 'stay_requests';

export type StayView = {
  id: string;
  listingId: string;
  lister: string;
  seekerId: string;
  start: string;
  end: string;
  guests: number;
  /** The seeker's note; null once their account is deleted. */
  message: string | null;
  status: StayStatus;
  reason?: string;
  requestedAt: string;
  updatedAt: string;
};

export const stayStatusTexts: Record<StayStatus, string> = { pending: 'Waiting for the lister', accepted: 'Booked', declined: 'Declined', cancelled: 'Cancelled', expired: 'Not answered in time' };
export type StayAction = 'accept' | 'decline' | 'cancel';

export function stayActions(view: Pick<StayView, 'status' | 'start'>, role: 'seeker' | 'lister', now: Date): StayAction[] {
  if (view.start <= ghanaToday(now)) return [];
  if (view.status === 'pending') return role === 'lister' ? ['accept', 'decline'] : ['cancel'];
  return view.status === 'accepted' ? ['cancel'] : [];
}

export async function presentStay(docs: DocumentStore, view: StayView, role: 'seeker' | 'lister', names: NameResolver, now = new Date()) {
  const [property, user, lister] = await Promise.all([propertyRef(docs, view.listingId), docs.collection<UserView>(USERS).get(view.seekerId), names(view.lister)]);
  return {
    _id: view.id,
    id: view.id,
    role,
    start: view.start,
    end: view.end,
    nights: nightsBetween(view.start, view.end).length,
    guests: view.guests,
    // The lister reads the seeker's note; the seeker sees their own.
    message: view.message,
    status: view.status,
    statusText: stayStatusTexts[view.status],
    ...(view.reason ? { reason: view.reason } : {}),
    property: { _id: view.listingId, title: property?.title ?? 'A property that was removed' },
    seeker: user ? { first_name: user.firstName, last_name: user.lastName } : { first_name: 'Deleted', last_name: 'account' },
    lister: { id: parsePartyKey(view.lister).id, kind: parsePartyKey(view.lister).kind, name: lister.name },
    requestedAt: view.requestedAt,
    /** Until when the lister may answer a pending request; then it lapses. */
    answerBy: view.status === 'pending' ? stayAnswerBy(view) : null,
    actions: stayActions(view, role, now),
  };
}
export type PresentedStay = Awaited<ReturnType<typeof presentStay>>;

export const staysOf = (docs: DocumentStore) => docs.collection<StayView>(STAYS);
