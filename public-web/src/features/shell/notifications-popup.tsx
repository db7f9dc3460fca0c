import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { intlLocale, type Language } from '@fie/domain';
import { useLanguage } from '../../lib/i18n/language';
import type { BellState } from './notifications';

/** English keeps its day-month order (en-GB); another language dates the way its locale does, where the device knows it. */
const formats = new Map<Language, Intl.DateTimeFormat>();
function whenOf(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    const locale = language === 'en' ? 'en-GB' : (Intl.DateTimeFormat.supportedLocalesOf([intlLocale(language)])[0] ?? 'en-GB');
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    formats.set(language, format);
  }
  return format.format(date);
}

/**
 * The bell's menu, loaded on first open: the notifications newest first (each opens its link and is
 * marked read), 'Mark all as read', and the way to the latest message.
 */
export function NotificationsPopup({ anchor, state, onClose }: { anchor: HTMLElement | null; state: BellState; onClose: () => void }) {
  const { language, t } = useLanguage();
  const anyUnread = state.items.some((item) => !item.read) || state.unread > 0;
  return (
    <Menu
      id="notifications-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } }, list: { 'aria-label': t('shell.notifications.label', 'Notifications') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('shell.notifications.label', 'Notifications')}
        </Typography>
        <Button size="small" onClick={state.onMarkAllRead} disabled={!anyUnread}>
          {t('shell.notifications.mark-all-read', 'Mark all as read')}
        </Button>
      </Box>
      <Divider />
      {state.status === 'loading' ? <LinearProgress aria-label={t('shell.notifications.loading', 'Loading notifications')} sx={{ m: 2 }} /> : null}
      {state.status === 'failed' ? (
        <Box sx={{ px: 2, py: 1 }} role="alert">
          <Typography variant="body2" color="error">
            {state.error ?? t('shell.notifications.failed', 'The notifications could not be loaded')}
          </Typography>
          <Button size="small" onClick={state.onRetry}>
            {t('shell.notifications.retry', 'Retry')}
          </Button>
        </Box>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('shell.notifications.empty', 'You have no notifications. When someone messages you, it shows here.')}
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
              {item.read ? null : <span style={visuallyHidden}>{t('shell.notifications.unread-prefix', 'Unread: ')}</span>}
              {item.title}
            </Typography>
            {item.body ? (
              <Typography variant="body2" color="text.secondary">
                {item.body}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {whenOf(item.createdAt, language)}
            </Typography>
          </Box>
        </MenuItem>
      ))}
      {state.latestMessageLink ? <Divider /> : null}
      {state.latestMessageLink ? (
        <MenuItem component={RouterLink} to={state.latestMessageLink} onClick={onClose} sx={{ color: 'primary.main', fontWeight: 600 }}>
          {t('shell.notifications.open-latest', 'Open the latest message')}
        </MenuItem>
      ) : null}
    </Menu>
  );
}
