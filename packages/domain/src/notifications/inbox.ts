import { z } from 'zod';
import type { PartyRef } from '../conversations/parties';

/** A party's notifications marked as read (`inbox-{kind}-{id}`): some by id, or all of them. */
export type NotificationsRead = {
  type: 'NotificationsRead';
  data: { recipient: PartyRef; readBy: string; ids: string[] | 'all'; readAt: string };
};

export const inboxStream = (party: PartyRef) => `inbox-${party.kind}-${party.id}`;

export const markNotificationsReadSchema = z.union(
  [
    z.object({ all: z.literal(true) }),
    z.object({ ids: z.array(z.string().trim().min(1).max(200)).min(1, { error: 'Name the notifications to mark as read' }).max(500, { error: 'At most 500 at a time' }) }),
  ],
  { error: 'Send {ids: [...]} or {all: true}' },
);
