import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import type { BellState } from './notifications';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const whenOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
};

/**
 * The bell's menu, loaded on first open: the notifications newest first (each opens its link and is
 * marked read), 'Mark all as read', and the way to the latest message.
 */
export function NotificationsPopup({ anchor, state, onClose }: { anchor: HTMLElement | null; state: BellState; onClose: () => void }) {
  const anyUnread = state.items.some((item) => !item.read) || state.unread > 0;
  return (
    <Menu
      id="notifications-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } }, list: { 'aria-label': 'Notifications' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={state.onMarkAllRead} disabled={!anyUnread}>
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {state.status === 'loading' ? <LinearProgress aria-label="Loading notifications" sx={{ m: 2 }} /> : null}
      {state.status === 'failed' ? (
        <Box sx={{ px: 2, py: 1 }} role="alert">
          <Typography variant="body2" color="error">
            {state.error ?? 'The notifications could not be loaded'}
          </Typography>
          <Button size="small" onClick={state.onRetry}>
            Retry
          </Button>
        </Box>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          You have no notifications. When someone messages you, it shows here.
        </Typography>
      ) : null}
      {state.items.map((item) => (
        <MenuItem
          key={item.id}
          component={RouterLink}
          to={item.link}
          onClick={() => {
            state.onOpen(item);
            onClose();
          }}
          sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1, py: 1, bgcolor: item.read ? undefined : 'action.hover' }}
        >
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: item.read ? 400 : 700 }}>
              {item.read ? null : <span style={visuallyHidden}>Unread: </span>}
              {item.title}
            </Typography>
            {item.body ? (
              <Typography variant="body2" color="text.secondary">
                {item.body}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {whenOf(item.createdAt)}
            </Typography>
          </Box>
        </MenuItem>
      ))}
      {state.latestMessageLink ? <Divider /> : null}
      {state.latestMessageLink ? (
        <MenuItem component={RouterLink} to={state.latestMessageLink} onClick={onClose} sx={{ color: 'primary.main', fontWeight: 600 }}>
          Open the latest message
        </MenuItem>
      ) : null}
    </Menu>
  );
}
