import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useLiveSnapshot } from '../hooks/use-live-snapshot';
import type { ConversationsLive } from '../live/live-store';
import { NEW_MESSAGE_TOAST_MS } from '../realtime/timings';
import { partnerName } from '../format';

/**
 * 'New message received' (spec §2 "Header"): opens when a message for you arrives on a page that is not
 * showing its conversation, hides after 20 s, and Open leads to the conversation in your dashboard.
 */
export function NewMessageToast({ live }: { live: ConversationsLive }) {
  const toast = useLiveSnapshot(live)?.toast ?? null;
  const navigate = useNavigate();
  return (
    <Snackbar
      key={toast?.key}
      open={Boolean(toast)}
      autoHideDuration={NEW_MESSAGE_TOAST_MS}
      onClose={(_, reason) => {
        // A tap elsewhere on the page should not throw the news away before it was read.
        if (reason !== 'clickaway') live.dismissToast();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={
        toast ? (
          <span>
            <strong>New message received</strong>
            <br />
            From {partnerName(toast.message.fromName || toast.conversation.partner.name)}
            {toast.conversation.property ? ` about ${toast.conversation.property.title}` : ''}
          </span>
        ) : null
      }
      action={
        toast ? (
          <Button
            color="secondary"
            size="small"
            onClick={() => {
              live.dismissToast();
              navigate(toast.link);
            }}
          >
            Open
          </Button>
        ) : null
      }
    />
  );
}
