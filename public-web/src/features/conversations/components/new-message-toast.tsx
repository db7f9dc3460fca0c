import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useLiveSnapshot } from '../hooks/use-live-snapshot';
import type { ConversationsLive, Toast } from '../live/live-store';
import { NEW_MESSAGE_TOAST_MS } from '../realtime/timings';
import { partnerName, propertyTitle } from '../format';
import { useAppWords, useT } from '../../../lib/i18n/language';

/**
 * 'New message received' (spec §2 "Header"): opens when a message for you arrives on a page that is not
 * showing its conversation, hides after 20 s, and Open leads to the conversation in your dashboard. It may show
 * on a public page, where the signed-in pages' words have not been needed yet: its words wait for them.
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
          <Suspense fallback={null}>
            <ToastText toast={toast} />
          </Suspense>
        ) : null
      }
      action={
        toast ? (
          <Suspense fallback={null}>
            <OpenButton
              onOpen={() => {
                live.dismissToast();
                navigate(toast.link);
              }}
            />
          </Suspense>
        ) : null
      }
    />
  );
}

function ToastText({ toast }: { toast: Toast }) {
  useAppWords();
  const t = useT();
  const name = partnerName(toast.message.fromName || toast.conversation.partner.name, t);
  return (
    <span>
      <strong>{t('conversations.toast.title', 'New message received')}</strong>
      <br />
      {toast.conversation.property
        ? t('conversations.toast.from-about', 'From {name} about {property}', { name, property: propertyTitle(toast.conversation.property, t) })
        : t('conversations.toast.from', 'From {name}', { name })}
    </span>
  );
}

function OpenButton({ onOpen }: { onOpen: () => void }) {
  useAppWords();
  const t = useT();
  return (
    <Button color="secondary" size="small" onClick={onOpen}>
      {t('conversations.toast.open', 'Open')}
    </Button>
  );
}
