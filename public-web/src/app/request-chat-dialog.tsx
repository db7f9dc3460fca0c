import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChatFrame, ChatThread } from '../features/conversations/components/chat-dialog';
import type { ConversationsLive } from '../features/conversations/live/live-store';
import { useT } from '../lib/i18n/language';

/** What the chat shows of the request it answers. */
export type RequestChatSubject = { requesterId: string; requesterName: string; title: string; price: string; listing: { id: string; title: string } | null };

/**
 * A lister answers a seeker's request: the conversation with the requester through the ordinary messaging
 * calls (one conversation per pair of people), with the request on top. When the request matches one of the
 * lister's listings, the messages name that property, so the seeker sees which one it is about.
 */
export function RequestChatDialog({ subject, live, onClose }: { subject: RequestChatSubject; live: ConversationsLive | null; onClose: () => void }) {
  const t = useT();
  return (
    <ChatFrame titleId="request-chat-title" title={t('conversations.chat.title', 'Message {name}', { name: subject.requesterName })} onClose={onClose}>
      <Box component="section" aria-label={t('conversations.request-chat.request', 'The request')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{subject.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {subject.price}
          {subject.listing ? t('conversations.request-chat.matches', ' · your {listing} matches it', { listing: subject.listing.title }) : ''}
        </Typography>
      </Box>
      <ChatThread
        withId={subject.requesterId}
        live={live}
        composerId="request-chat-message"
        propertyId={subject.listing?.id ?? null}
        emptyText={t('conversations.request-chat.empty', 'Tell {name} about a place that fits. They see your name, not your phone number or email, unless you write them here.', { name: subject.requesterName })}
      />
    </ChatFrame>
  );
}
