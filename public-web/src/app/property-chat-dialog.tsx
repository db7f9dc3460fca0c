import { ChatDialog, type ChatDialogProps } from '../features/conversations/components/chat-dialog';
import { useAppWords, useT } from '../lib/i18n/language';
import { priceLines, type Property } from '../lib/property';

/**
 * The chat modal for one property, loaded with it: the listing as the conversations feature's card shows
 * it, and the lister it is messaged at (its organization, else its owner). Kept out of the first page, as
 * the price formatting brings the listing vocabulary with it.
 */
export function PropertyChatDialog({ property, title, ...rest }: { property: Property; title: string } & Omit<ChatDialogProps, 'listing' | 'lister'>) {
  // Opened from the public property page: the chat's words (the app part) arrive before it shows.
  useAppWords();
  const t = useT();
  const price = priceLines(property, t);
  const listerId = property.organizationId ?? property.ownerId;
  return (
    <ChatDialog
      {...rest}
      listing={{ id: property.id, title, thumbnail: property.images[0]?.thumbnail, price: [price.main, price.plan].filter(Boolean).join(' ') }}
      lister={listerId ? { id: listerId, name: property.lister?.name ?? '' } : null}
    />
  );
}
