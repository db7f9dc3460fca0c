import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../lib/paths';
import { blockParty } from '../api/block-party';
import type { Conversation } from '../api/entities';
import { unblockParty } from '../api/unblock-party';
import { partnerName, propertyTitle } from '../format';
import { SeekerReputationLine } from '../../../lib/seeker-reputation';
import { useThread } from '../hooks/use-thread';
import { messageOf, type ConversationsLive } from '../live/live-store';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { RetryAlert } from '../../../components/ui/load-state';
import { useSay, useT } from '../../../lib/i18n/language';

/**
 * One open conversation in the Messages tab, found by one of its messages (GET /messages?message={id}):
 * who it is with and about which property, a menu to block or unblock them, the messages and the box.
 * A member answering in the organization's inbox writes for the organization (`as`).
 */
export function ThreadPane({
  messageId,
  summary,
  live,
  onLoaded,
}: {
  messageId: string;
  summary?: Conversation;
  live: ConversationsLive | null;
  onLoaded?: (conversationId: string) => void;
}) {
  const t = useT();
  const say = useSay();
  const { state, send, loadEarlier, retry, setConversation } = useThread({ threadKey: { message: messageId }, live });
  const conversation = state.conversation ?? summary ?? null;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [blocking, setBlocking] = useState<{ status: 'idle' | 'busy' } | { status: 'done' | 'failed'; text: string }>({ status: 'idle' });

  const loadedId = state.conversation?.id;
  const told = useRef(onLoaded);
  told.current = onLoaded;
  useEffect(() => {
    if (loadedId) told.current?.(loadedId);
  }, [loadedId]);

  const writesFor = conversation && conversation.as.kind === 'organization' && live?.viewer === 'user' ? conversation.as : undefined;
  const name = conversation ? partnerName(conversation.partner.name, t) : '';

  async function toggleBlock() {
    if (!conversation) return;
    setMenu(null);
    setBlocking({ status: 'busy' });
    try {
      const answer = conversation.blocked ? await unblockParty(conversation.partner.id, writesFor?.id) : await blockParty(conversation.partner.id, writesFor?.id);
      setConversation({ ...conversation, blocked: answer.blocked });
      setBlocking({ status: 'done', text: answer.message });
    } catch (error) {
      setBlocking({ status: 'failed', text: messageOf(error) });
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {conversation ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" noWrap sx={{ fontSize: 18, fontWeight: 700 }}>
              {name}
            </Typography>
            {conversation.property ? (
              <Link component={RouterLink} to={paths.property(conversation.property._id)} variant="body2" noWrap sx={{ display: 'block' }}>
                {propertyTitle(conversation.property, t)}
              </Link>
            ) : null}
            <SeekerReputationLine name={name.split(' ')[0] ?? name} reputation={conversation.partnerReputation} />
            {writesFor ? (
              <Typography variant="caption" color="text.secondary">
                {t('conversations.thread.answer-for', 'You answer for {name}', { name: writesFor.name })}
              </Typography>
            ) : null}
          </Box>
          <IconButton onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu" disabled={blocking.status === 'busy'}>
            <MoreVert aria-hidden />
            <span style={visuallyHidden}>{t('conversations.thread.options', 'Conversation options')}</span>
          </IconButton>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => void toggleBlock()}>{conversation.blocked ? t('conversations.thread.unblock-name', 'Unblock {name}', { name }) : t('conversations.thread.block-name', 'Block {name}', { name })}</MenuItem>
          </Menu>
        </Box>
      ) : null}
      {blocking.status === 'done' || blocking.status === 'failed' ? (
        <Alert severity={blocking.status === 'done' ? 'success' : 'error'} onClose={() => setBlocking({ status: 'idle' })} sx={{ m: 1 }}>
          {say(blocking.text)}
        </Alert>
      ) : null}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2 }}>
        {state.status === 'loading' ? <LinearProgress aria-label={t('conversations.loading-thread', 'Loading the conversation')} sx={{ mt: 2 }} /> : null}
        {state.status === 'failed' ? (
          <RetryAlert onRetry={retry} sx={{ mt: 2 }}>{state.error ? say(state.error) : null}</RetryAlert>
        ) : null}
        {state.status === 'ready' ? <MessageList state={state} onLoadEarlier={() => void loadEarlier()} emptyText={t('conversations.thread.empty', 'No messages in this conversation.')} /> : null}
      </Box>
      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        {conversation?.blocked ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => void toggleBlock()} disabled={blocking.status === 'busy'}>
                {t('conversations.thread.unblock', 'Unblock')}
              </Button>
            }
          >
            {t('conversations.thread.blocked', 'You blocked {name}. They cannot message you, and you cannot write to them until you unblock them.', { name })}
          </Alert>
        ) : (
          <Composer
            id={`reply-${messageId}`}
            disabled={state.status !== 'ready' || !conversation}
            onSend={(message) => send({ to: conversation!.partner.id, message, as: writesFor?.id })}
          />
        )}
      </Box>
    </Box>
  );
}
