import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useThread } from '../hooks/use-thread';
import type { ConversationsLive } from '../live/live-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { RetryAlert } from '../../../components/ui/load-state';
import { useSay, useT } from '../../../lib/i18n/language';

/** The spec's chat modal width (§9 "dialog widths": chat modal 700). */
export const CHAT_WIDTH = 700;

/** The listing the chat is about, as its card shows it. */
export type ChatListing = { id: string; title: string; thumbnail?: string; price: string };

export type ChatDialogProps = {
  onClose: () => void;
  listing: ChatListing;
  /** Who is messaged: the listing's organization, else its owner. Null when the listing does not say. */
  lister: { id: string; name: string } | null;
  /** The viewer lists it themselves ('self'), or belongs to the organization that does ('organization'). */
  own: false | 'self' | 'organization';
  /** The viewer's Messages tab, where their own listings' messages arrive. */
  messagesPath: string;
  live: ConversationsLive | null;
};

/**
 * The chat modal of the property page: the conversation with the listing's lister, the property's card on
 * top, the messages, and the box. One conversation per pair of people, whatever the property, so earlier
 * messages about other listings of the same lister show here too; each new message names this property.
 */
export function ChatDialog({ onClose, listing, lister, own, messagesPath, live }: ChatDialogProps) {
  const t = useT();
  const name = lister?.name || t('conversations.chat.the-owner', 'the owner');
  return (
    <ChatFrame titleId="chat-dialog-title" title={t('conversations.chat.title', 'Message {name}', { name })} onClose={onClose}>
      <ListingCard listing={listing} />
      {own ? (
        <Alert severity="info">
          {own === 'self'
            ? t('conversations.chat.own', 'This is your own listing, so there is nobody to message here. Messages from people interested in it arrive under Messages in your dashboard.')
            : t('conversations.chat.own-organization', 'This listing is your organization’s. Messages about it arrive in the organization’s inbox, under Messages in your dashboard.')}
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={messagesPath} size="small" variant="outlined" onClick={onClose}>
              {t('conversations.chat.open-messages', 'Open Messages')}
            </Button>
          </Box>
        </Alert>
      ) : lister ? (
        <ChatThread
          withId={lister.id}
          live={live}
          composerId="chat-message"
          propertyId={listing.id}
          emptyText={t('conversations.chat.empty', 'Ask {name} about this property. Your phone number and email stay private unless you write them here.', { name })}
        />
      ) : (
        <Alert severity="warning">{t('conversations.chat.no-lister', 'This listing does not say who lists it, so it cannot be messaged.')}</Alert>
      )}
    </ChatFrame>
  );
}

/**
 * The chat modal's frame, for a listing's chat and a request's: full screen on a phone, else the spec's width
 * and most of the height, with the title, a Close button, and the content over the messages.
 */
export function ChatFrame({ titleId, title, onClose, children }: { titleId: string; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? { display: 'flex' } : { width: CHAT_WIDTH, maxWidth: 'calc(100% - 32px)', height: 'min(80vh, 720px)', display: 'flex' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={t('ui.close', 'Close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 }, minHeight: 0 }}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The conversation with one person in a chat modal, and the box; each message sent names the property it is about. */
export function ChatThread({ withId, live, composerId, propertyId, emptyText }: { withId: string; live: ConversationsLive | null; composerId: string; propertyId: string | null; emptyText: string }) {
  const t = useT();
  const say = useSay();
  const { state, send, loadEarlier, retry } = useThread({ threadKey: { with: withId }, live });
  return (
    <>
      <Box sx={{ flex: 1, minHeight: 120, overflowY: 'auto' }}>
        {state.status === 'loading' ? <LinearProgress aria-label={t('conversations.loading-thread', 'Loading the conversation')} /> : null}
        {state.status === 'failed' ? (
          <RetryAlert onRetry={retry}>{state.error ? say(state.error) : null}</RetryAlert>
        ) : null}
        {state.status === 'ready' ? <MessageList state={state} onLoadEarlier={() => void loadEarlier()} emptyText={emptyText} /> : null}
      </Box>
      <Composer id={composerId} disabled={state.status !== 'ready'} onSend={(message) => send({ to: withId, message, propertyId })} />
    </>
  );
}

function ListingCard({ listing }: { listing: ChatListing }) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('conversations.chat.property', 'The property')} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      {listing.thumbnail ? (
        <Box component="img" src={listing.thumbnail} alt="" loading="lazy" sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.200' }} />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {listing.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {listing.price}
        </Typography>
      </Box>
    </Box>
  );
}
