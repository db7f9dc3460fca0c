import { conversationMessages, imageUrl, parsePartyKey, typeLabels } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { LISTINGS, type ListingView } from '../listings/listings';
import { fateOfView, listingFate, type ListingFate } from '../listings/listing-fate';
import { CONVERSATIONS, MESSAGES, type ConversationSideView, type MessageView } from './conversations';
import type { NameResolver } from './parties';

/** `fate`: what became of a listing no longer advertised (listing-fate.ts), so a dealing on it says so; null while it is. */
export type PropertyRef = { _id: string; title: string; thumbnail: string | null; status: string; fate: ListingFate | null };

/** A message as one side sees it; a message whose author deleted their account says so instead of its text. */
export async function presentMessage(view: MessageView, asking: string, names: NameResolver) {
  const [from, sentBy] = await Promise.all([names(view.from), view.sentBy ? names(`user:${view.sentBy}`) : undefined]);
  return {
    _id: view.id,
    id: view.id,
    conversationId: view.conversationId,
    from: parsePartyKey(view.from).id,
    to: parsePartyKey(view.to).id,
    fromName: from.name,
    ...(sentBy ? { sentBy: sentBy.name } : {}),
    message: view.erased || view.text === null ? conversationMessages.erased : view.text,
    erased: view.erased,
    property_id: view.propertyId,
    mine: view.from === asking,
    createdAt: view.createdAt,
    created_at: view.createdAt,
    readAt: view.readAt,
  };
}
export type PresentedMessage = Awaited<ReturnType<typeof presentMessage>>;

/** The property a conversation is about, as its card's header: a removed listing still says what it was. */
export async function propertyRef(docs: DocumentStore, propertyId: string | null): Promise<PropertyRef | null> {
  if (!propertyId) return null;
  const view = await docs.collection<ListingView>(LISTINGS).get(propertyId);
  if (!view) {
    // Deleted by its lister or taken down by Fie: its last title, and which.
    const gone = await listingFate(docs, propertyId);
    return { _id: propertyId, title: gone?.title ?? 'A property that was removed', thumbnail: null, status: 'deleted', fate: gone?.fate ?? 'deleted' };
  }
  const title = view.title || `${typeLabels[view.type] ?? view.type} in ${view.location_details.town}`;
  return { _id: view.id, title, thumbnail: view.images[0] ? imageUrl(view.images[0], 'thumb') : null, status: view.status, fate: fateOfView(view) ?? null };
}

/** One side's view of a conversation: its partner, last message, the property and the unread count. */
export async function presentConversation(docs: DocumentStore, side: ConversationSideView, names: NameResolver, blocked: boolean) {
  const [as, partner, last, property] = await Promise.all([
    names(side.party),
    names(side.partner),
    docs.collection<MessageView>(MESSAGES).get(side.lastMessageId),
    propertyRef(docs, side.propertyId),
  ]);
  return {
    _id: side.conversationId,
    id: side.conversationId,
    as,
    partner,
    lastMessage: last ? await presentMessage(last, side.party, names) : null,
    property,
    unread: side.unread,
    blocked,
    updatedAt: side.updatedAt,
  };
}
export type PresentedConversation = Awaited<ReturnType<typeof presentConversation>>;

export const conversationSides = (docs: DocumentStore) => docs.collection<ConversationSideView>(CONVERSATIONS);
export const messagesOf = (docs: DocumentStore) => docs.collection<MessageView>(MESSAGES);
