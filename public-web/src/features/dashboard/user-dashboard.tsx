import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import SearchIcon from '@mui/icons-material/Search';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { DocumentsTab } from './components/documents-tab';
import { FiguresTab } from './components/overview/figures-tab';
import { ProfileTab } from './components/profile/profile-tab';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { tabFrom, visibleTabs, type TabValue } from './tabs';
import type { DashboardProps, DashboardUser } from './types';

/**
 * /owner-dashboard: "Fie dashboard" and 'Welcome {first name}', with the spec's tabs; the Dashboard tab
 * shows the person's real figures. The tab lives in the address (?tab=profile), so it survives a reload
 * and can be linked to.
 */
export function UserDashboard(props: DashboardProps) {
  const { user } = props;
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFrom(location.search, location.hash, user);
  const tabs = visibleTabs(user);
  useDocumentTitle(t('dashboard.title', '{product} dashboard', { product: config.productName }));
  // The drawer's code loads on the first press; afterwards it stays, keeping its last search.
  const [search, setSearch] = useState<'unused' | 'open' | 'closed'>('unused');

  const select = (value: TabValue) => {
    const query = new URLSearchParams(location.search);
    if (value === 'dashboard') query.delete('tab');
    else query.set('tab', value);
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('dashboard.title', '{product} dashboard', { product: config.productName })}
        </Typography>
        {props.renderSearchDrawer ? (
          <Fab color="primary" size="medium" onClick={() => setSearch('open')} aria-haspopup="dialog" sx={{ flexShrink: 0, boxShadow: 2 }}>
            <SearchIcon aria-hidden />
            <span style={visuallyHidden}>{t('dashboard.search', 'Search property')}</span>
          </Fab>
        ) : null}
      </Box>
      {props.renderSearchDrawer && search !== 'unused' ? props.renderSearchDrawer({ open: search === 'open', onClose: () => setSearch('closed') }) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user?.firstName ? t('dashboard.welcome-name', 'Welcome {name}', { name: user.firstName }) : t('dashboard.welcome', 'Welcome')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, value: TabValue) => select(value)} variant="scrollable" scrollButtons="auto" aria-label={t('dashboard.tabs', 'Dashboard sections')}>
          {tabs.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label(t)} id={`dashboard-tab-${item.value}`} aria-controls={`dashboard-panel-${item.value}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        {user ? <TabContent tab={tab} {...props} user={user} /> : <LinearProgress aria-label={t('dashboard.loading-profile', 'Loading your profile')} />}
      </Box>
    </Container>
  );
}

function TabContent({ tab, user, onRefresh, onAccountDeleted, propertiesPanel, savedPanel, messagesPanel, offersPanel, paymentsPanel, requestsPanel, calendarPanel, renderVerification }: DashboardProps & { tab: TabValue; user: DashboardUser }) {
  switch (tab) {
    case 'messages':
      return messagesPanel ?? null;
    case 'profile':
      return <ProfileTab user={user} onRefresh={onRefresh} onAccountDeleted={onAccountDeleted} />;
    case 'documents':
      return (
        <>
          <DocumentsTab documents={user.documents} onChanged={onRefresh} />
          {renderVerification?.(user.documents)}
        </>
      );
    case 'properties':
      return propertiesPanel ?? null;
    case 'offers':
      return offersPanel ?? null;
    case 'payments':
      return paymentsPanel ?? null;
    case 'saved':
      return savedPanel ?? null;
    case 'requests':
      return requestsPanel ?? null;
    case 'calendar':
      return calendarPanel ?? null;
    case 'dashboard':
      return <FiguresTab user={user} />;
    default: {
      const never: never = tab;
      return never;
    }
  }
}
