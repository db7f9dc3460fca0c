import { parsePartyKey } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { propertyRef } from '../conversations/present-conversation';
import type { NameResolver } from '../conversations/parties';

/**
 * In-app notifications, one per thing that happened to a party. They hold no one's words: the title and
 * body are composed when read (the sender's current name, the property's title), so nothing personal is
 * copied here that a deletion would have to chase.
 */
export const NOTIFICATIONS = 'notifications';

export type NotificationView = {
  id: string;
  recipient: string;
  kind: 'message';
  actor: string;
  conversationId?: string;
  messageId?: string;
  propertyId?: string | null;
  createdAt: string;
  read: boolean;
};

export const messageNotificationId = (messageId: string) => `message-${messageId}`;

/** Where a notification leads: the dashboard of the side it was for, at the message (spec: #messages/{id}). */
export function notificationLink(view: Pick<NotificationView, 'recipient' | 'messageId'>) {
  const dashboard = parsePartyKey(view.recipient).kind === 'organization' ? '/organization-dashboard' : '/owner-dashboard';
  return view.messageId ? `${dashboard}#messages/${view.messageId}` : dashboard;
}

export async function presentNotification(docs: DocumentStore, view: NotificationView, names: NameResolver) {
  const [actor, property] = await Promise.all([names(view.actor), propertyRef(docs, view.propertyId ?? null)]);
  return {
    _id: view.id,
    id: view.id,
    kind: view.kind,
    title: `New message from ${actor.name}`,
    body: property ? `About ${property.title}` : 'Open the conversation to read it',
    link: notificationLink(view),
    ...(view.conversationId ? { conversationId: view.conversationId } : {}),
    ...(view.messageId ? { messageId: view.messageId } : {}),
    read: view.read,
    createdAt: view.createdAt,
  };
}
export type PresentedNotification = Awaited<ReturnType<typeof presentNotification>>;

export const notificationsOf = (docs: DocumentStore) => docs.collection<NotificationView>(NOTIFICATIONS);
