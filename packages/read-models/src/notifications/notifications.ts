import { parsePartyKey } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { propertyRef } from '../conversations/present-conversation';
import type { NameResolver } from '../conversations/parties';

/**
 * In-app notifications, one per thing that happened to a party (a message, a viewing confirmed, an offer
 * countered…). They hold no one's words or name: the title and body are templates whose `{actor}` and
 * `{property}` are filled in when read (the actor's current name, the property's title), so nothing personal
 * is copied here that a deletion would have to chase.
 */
export const NOTIFICATIONS = 'notifications';

export type NotificationView = {
  id: string;
  /** The party it is for (`user:{id}` or `organization:{id}`). */
  recipient: string;
  /** The kind of notification, as the client groups them: 'message', 'viewing', 'offer', 'request'… */
  kind: string;
  /** Who caused it (a party key), named in the title as `{actor}`. */
  actor: string;
  /** e.g. 'New message from {actor}'. */
  title: string;
  /** e.g. 'About {property}'. */
  body: string;
  /** Where it leads, after the recipient's dashboard: '#messages/{id}', '?tab=calendar'. */
  link: string;
  conversationId?: string;
  messageId?: string;
  propertyId?: string | null;
  createdAt: string;
  read: boolean;
  /** The position of the event that caused it: the live feed finds what to push by it. */
  at?: number;
};

export const messageNotificationId = (messageId: string) => `message-${messageId}`;

/** A person's dashboard, or an organization's (the spec's deep link is /owner-dashboard#messages/{id}). */
export const dashboardOf = (party: string) => (parsePartyKey(party).kind === 'organization' ? '/organization-dashboard' : '/owner-dashboard');

export const notificationLink = (view: Pick<NotificationView, 'recipient' | 'link'>) => `${dashboardOf(view.recipient)}${view.link}`;

export async function presentNotification(docs: DocumentStore, view: NotificationView, names: NameResolver) {
  const [actor, property] = await Promise.all([names(view.actor), propertyRef(docs, view.propertyId ?? null)]);
  const fill = (template: string) => template.replace('{actor}', actor.name).replace('{property}', property?.title ?? 'a property');
  return {
    _id: view.id,
    id: view.id,
    kind: view.kind,
    title: fill(view.title),
    body: fill(view.body),
    link: notificationLink(view),
    ...(view.conversationId ? { conversationId: view.conversationId } : {}),
    ...(view.messageId ? { messageId: view.messageId } : {}),
    ...(view.propertyId ? { propertyId: view.propertyId } : {}),
    read: view.read,
    createdAt: view.createdAt,
  };
}
export type PresentedNotification = Awaited<ReturnType<typeof presentNotification>>;

export const notificationsOf = (docs: DocumentStore) => docs.collection<NotificationView>(NOTIFICATIONS);
