import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Conversation } from '../api/entities';
import { useLanguage } from '../../../lib/i18n/language';
import { messageShown, partnerName, propertyTitle, shortTime } from '../format';

/**
 * The conversations, most recent first: who, about which property (its thumbnail and title), the last
 * message, when, and how many are unread. A member sees the organization's conversations among their
 * own, marked with the organization's name.
 */
export function ConversationList({
  conversations,
  selectedId,
  markOrganization,
  onOpen,
}: {
  conversations: Conversation[];
  selectedId?: string;
  markOrganization: boolean;
  onOpen: (conversation: Conversation) => void;
}) {
  const { t, language } = useLanguage();
  return (
    <List disablePadding aria-label={t('conversations.list', 'Conversations')}>
      {conversations.map((conversation) => {
        const name = partnerName(conversation.partner.name, t);
        const last = conversation.lastMessage;
        const preview = last ? (last.mine ? t('conversations.you-wrote', 'You: {message}', { message: messageShown(last, t) }) : messageShown(last, t)) : '';
        const unread = conversation.unread;
        return (
          <ListItemButton
            key={conversation.id}
            selected={conversation.id === selectedId}
            onClick={() => onOpen(conversation)}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            sx={{ alignItems: 'flex-start', gap: 1.5, borderBottom: 1, borderColor: 'divider', py: 1.25 }}
          >
            <Badge color="secondary" badgeContent={unread} overlap="rectangular">
              <Avatar variant="rounded" src={conversation.property?.thumbnail ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'grey.300' }}>
                {name.charAt(0).toUpperCase()}
              </Avatar>
            </Badge>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: unread ? 800 : 600, flex: 1 }} noWrap>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {last ? shortTime(last.createdAt, t, language) : ''}
                </Typography>
              </Box>
              {markOrganization && conversation.as.kind === 'organization' ? (
                <Chip size="small" label={t('conversations.for', 'For {name}', { name: conversation.as.name })} sx={{ my: 0.25, maxWidth: '100%' }} />
              ) : null}
              {conversation.property ? (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {propertyTitle(conversation.property, t)}
                </Typography>
              ) : null}
              <Typography variant="body2" noWrap sx={{ fontWeight: unread ? 700 : 400, fontStyle: last?.erased ? 'italic' : undefined }}>
                {preview}
              </Typography>
              {unread ? (
                <Typography variant="caption" color="secondary.dark" sx={{ fontWeight: 700 }}>
                  {t('conversations.unread', '{count, plural, one {# unread message} other {# unread messages}}', { count: unread })}
                </Typography>
              ) : null}
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
