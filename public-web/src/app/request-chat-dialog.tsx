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
import { CHAT_WIDTH } from '../features/conversations/components/chat-dialog';
import { Composer } from '../features/conversations/components/composer';
import { MessageList } from '../features/conversations/components/message-list';
import { useThread } from '../features/conversations/hooks/use-thread';
import type { ConversationsLive } from '../features/conversations/live/live-store';

/** What the chat shows of the request it answers. */
export type RequestChatSubject = { requesterId: string; requesterName: string; title: string; price: string; listing: { id: string; title: string } | null };

/**
 * A lister answers a seeker's request: the conversation with the requester through the ordinary messaging
 * calls (one conversation per pair of people), with the request on top. When the request matches one of the
 * lister's listings, the messages name that property, so the seeker sees which one it is about.
 */
export function RequestChatDialog({ subject, live, onClose }: { subject: RequestChatSubject; live: ConversationsLive | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { state, send, loadEarlier, retry } = useThread({ threadKey: { with: subject.requesterId }, live });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby="request-chat-title"
      slotProps={{ paper: { sx: phone ? { display: 'flex' } : { width: CHAT_WIDTH, maxWidth: 'calc(100% - 32px)', height: 'min(80vh, 720px)', display: 'flex' } } }}
    >
      <DialogTitle id="request-chat-title" sx={{ pr: 6 }}>
        Message {subject.requesterName}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 }, minHeight: 0 }}>
        <Box component="section" aria-label="The request" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{subject.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {subject.price}
            {subject.listing ? ` · your ${subject.listing.title} matches it` : ''}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, minHeight: 120, overflowY: 'auto' }}>
          {state.status === 'loading' ? <LinearProgress aria-label="Loading the conversation" /> : null}
          {state.status === 'failed' ? (
            <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Retry</Button>}>
              {state.error}
            </Alert>
          ) : null}
          {state.status === 'ready' ? (
            <MessageList
              state={state}
              onLoadEarlier={() => void loadEarlier()}
              emptyText={`Tell ${subject.requesterName} about a place that fits. They see your name, not your phone number or email, unless you write them here.`}
            />
          ) : null}
        </Box>
        <Composer id="request-chat-message" disabled={state.status !== 'ready'} onSend={(message) => send({ to: subject.requesterId, message, propertyId: subject.listing?.id ?? null })} />
      </DialogContent>
    </Dialog>
  );
}
