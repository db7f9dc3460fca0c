import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import type { Message } from '../api/entities';
import { messageShown, messageTime } from '../format';
import type { ThreadState } from '../hooks/use-thread';
import { MessageText } from './message-text';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

/**
 * A conversation's messages, oldest first, yours on the right. 'Load earlier messages' reaches back a
 * page at a time; 'Seen' sits under your last message once the other side has read it; the other
 * side's messages can be reported from their menu.
 */
export function MessageList({ state, onLoadEarlier, emptyText }: { state: ThreadState; onLoadEarlier: () => void; emptyText: string }) {
  const t = useT();
  const say = useSay();
  const { messages, hasMore, earlier } = state;
  const end = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; messageId: string } | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const last = messages[messages.length - 1];
  const lastMine = [...messages].reverse().find((m) => m.mine);

  // The newest message in view when one arrives (not when earlier ones are added above).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1 }}>
      {hasMore ? (
        <Box sx={{ textAlign: 'center' }}>
          <Button size="small" onClick={onLoadEarlier} disabled={earlier.status === 'loading'}>
            {earlier.status === 'loading' ? t('conversations.loading-earlier', 'Loading earlier messages…') : t('conversations.load-earlier', 'Load earlier messages')}
          </Button>
          {earlier.status === 'failed' ? (
            <Typography variant="body2" color="error" role="alert">
              {say(earlier.error)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {emptyText}
        </Typography>
      ) : null}
      <Box component="ol" aria-label={t('conversations.messages', 'Messages')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {messages.map((message) => (
          <Bubble
            key={message.id}
            message={message}
            seen={message.id === lastMine?.id && Boolean(message.readAt)}
            onMenu={(anchor) => setMenu({ anchor, messageId: message.id })}
          />
        ))}
      </Box>
      <div ref={end} />
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setReporting(menu?.messageId ?? null);
            setMenu(null);
          }}
        >
          {t('conversations.report.title', 'Report message')}
        </MenuItem>
      </Menu>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function Bubble({ message, seen, onMenu }: { message: Message; seen: boolean; onMenu: (anchor: HTMLElement) => void }) {
  const { t, language } = useLanguage();
  const mine = message.mine;
  // Who wrote it, where that is not obvious: a member answering for an organization signs with their name.
  const byline = mine ? (message.sentBy ? t('conversations.you-as', 'You ({member})', { member: message.sentBy }) : undefined) : message.sentBy ? `${message.fromName} · ${message.sentBy}` : undefined;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, maxWidth: '85%', flexDirection: mine ? 'row-reverse' : 'row' }}>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
            '& a': { color: 'inherit', textDecorationColor: 'currentColor' },
            minWidth: 0,
          }}
        >
          <span style={visuallyHidden}>{mine ? t('conversations.you-said', 'You: ') : `${message.fromName}: `}</span>
          {message.erased ? (
            <Typography component="span" sx={{ fontStyle: 'italic', opacity: 0.8 }}>
              {messageShown(message, t)}
            </Typography>
          ) : (
            <MessageText text={message.message} />
          )}
        </Box>
        {!mine && !message.erased ? (
          <IconButton size="small" onClick={(event) => onMenu(event.currentTarget)} aria-haspopup="menu" sx={{ mt: 0.25 }}>
            <MoreVert fontSize="small" aria-hidden />
            <span style={visuallyHidden}>{t('conversations.message-options', 'Message options')}</span>
          </IconButton>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {[byline, messageTime(message.createdAt, language)].filter(Boolean).join(' · ')}
      </Typography>
      {seen ? (
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('conversations.seen', 'Seen')}
        </Typography>
      ) : null}
    </Box>
  );
}
