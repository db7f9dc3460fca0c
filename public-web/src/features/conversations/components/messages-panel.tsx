import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Conversation } from '../api/entities';
import { useLiveSnapshot } from '../hooks/use-live-snapshot';
import type { ConversationsLive } from '../live/live-store';
import { ConversationList } from './conversation-list';
import { ThreadPane } from './thread-pane';
import { useSay, useT } from '../../../lib/i18n/language';

/** The empty inbox's words in English (the tests'); the panel says them in the page's language. */
export const EMPTY_INBOX = 'No messages yet: when you message an owner, or someone messages you, the conversation appears here';

export type MessagesPanelProps = {
  live: ConversationsLive | null;
  /** Only this organization's shared inbox (its dashboard); otherwise every inbox the viewer reads. */
  organizationId?: string;
};

/** `#messages/{messageId}` names the open conversation by one of its messages (the notifications' links). */
export function openMessageFrom(hash: string): string | undefined {
  const match = /^#messages\/(.+)$/.exec(hash);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * The Messages tab: the conversations (partner, property, last message, time, unread count) and the open
 * one beside them on wide screens, or alone on a phone with a way back. Which one is open lives in the
 * address (#messages/{messageId}), so notifications, the toast and the back button all lead to it.
 */
export function MessagesPanel({ live, organizationId }: MessagesPanelProps) {
  const t = useT();
  const say = useSay();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const location = useLocation();
  const navigate = useNavigate();
  const snapshot = useLiveSnapshot(live);
  const openMessage = openMessageFrom(location.hash);
  // The open conversation as its pane found it: it stays marked in the list as new messages arrive.
  const [opened, setOpened] = useState<{ messageId: string; conversationId: string } | null>(null);

  const conversations = snapshot?.conversations;
  const shown: Conversation[] =
    conversations?.status === 'ready'
      ? conversations.data.filter((c) => !organizationId || (c.as.kind === 'organization' && c.as.id === organizationId))
      : [];
  const openId = opened && opened.messageId === openMessage ? opened.conversationId : undefined;
  const selected = openMessage ? shown.find((c) => c.id === openId || c.lastMessage?.id === openMessage) : undefined;

  const open = (conversation: Conversation) => {
    if (!conversation.lastMessage) return;
    navigate({ pathname: location.pathname, search: location.search, hash: `messages/${encodeURIComponent(conversation.lastMessage.id)}` });
  };
  const back = () => navigate({ pathname: location.pathname, search: location.search, hash: 'messages' }, { replace: true });

  const list = (() => {
    if (!live || !conversations || conversations.status === 'loading') return <LinearProgress aria-label={t('conversations.loading', 'Loading your messages')} sx={{ m: 2 }} />;
    if (conversations.status === 'failed') {
      return (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => live.reloadConversations()}>
              {t('ui.retry', 'Retry')}
            </Button>
          }
        >
          {say(conversations.error)}
        </Alert>
      );
    }
    if (shown.length === 0) return <Typography sx={{ p: 3 }} color="text.secondary">{t('conversations.empty', 'No messages yet: when you message an owner, or someone messages you, the conversation appears here')}</Typography>;
    return <ConversationList conversations={shown} selectedId={selected?.id} markOrganization={live.viewer === 'user'} onOpen={open} />;
  })();

  const thread = openMessage ? (
    <ThreadPane
      key={openMessage}
      messageId={openMessage}
      summary={selected}
      live={live}
      onLoaded={(conversationId) => setOpened({ messageId: openMessage, conversationId })}
    />
  ) : (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {t('conversations.choose', 'Choose a conversation to read it here.')}
    </Typography>
  );

  if (!wide) {
    return (
      <Paper variant="outlined" component="section" aria-label={t('conversations.messages', 'Messages')} sx={{ overflow: 'hidden' }}>
        {openMessage ? (
          <>
            <Button startIcon={<ArrowBack aria-hidden />} onClick={back} sx={{ m: 1 }}>
              {t('conversations.all', 'All conversations')}
            </Button>
            <Box sx={{ height: 'calc(100dvh - 260px)', minHeight: 360, display: 'flex', flexDirection: 'column' }}>{thread}</Box>
          </>
        ) : (
          list
        )}
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={t('conversations.messages', 'Messages')} sx={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)', height: 640, overflow: 'hidden' }}>
      <Box sx={{ borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}>{list}</Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>{thread}</Box>
    </Paper>
  );
}
