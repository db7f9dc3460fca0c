import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Translate } from '@fie/domain';
import { useT } from '../../../lib/i18n/language';
import type { OrganizationProfile } from '../api/organization';
import { AdvertisementsPanel } from './advertisements-panel';
import { DocumentsPanel } from './documents-panel';
import { PublicListingsPanel } from './public-listings-panel';
import { OrganizationHeading } from './organization-heading';
import { ProfilePanel } from './profile-panel';

/**
 * The tabs. Their words, like all of the organization's public page (/org/{id}, drawn by the server for visitors),
 * are the site's (area org-page), so the page hydrates in the words it was drawn in; what only those inside see is
 * in the signed-in pages' words (area organizations).
 */
export const dashboardTabs = [
  { value: 'properties', label: (t: Translate) => t('org-page.tab.properties', 'Properties') },
  { value: 'users', label: (t: Translate) => t('org-page.tab.users', 'Users') },
  { value: 'requests', label: (t: Translate) => t('org-page.tab.requests', 'Requests') },
  { value: 'documents', label: (t: Translate) => t('org-page.tab.documents', 'Documents') },
  { value: 'advertisements', label: (t: Translate) => t('org-page.tab.advertisements', 'Advertisements') },
  { value: 'messages', label: (t: Translate) => t('org-page.tab.messages', 'Messages') },
  { value: 'offers', label: (t: Translate) => t('org-page.tab.offers', 'Offers') },
  { value: 'payments', label: (t: Translate) => t('org-page.tab.payments', 'Payments') },
  { value: 'calendar', label: (t: Translate) => t('org-page.tab.calendar', 'Calendar') },
  { value: 'profile', label: (t: Translate) => t('org-page.tab.profile', 'Profile') },
] as const;
export type DashboardTab = (typeof dashboardTabs)[number]['value'];

const isTab = (value: string | null): value is DashboardTab => dashboardTabs.some((tab) => tab.value === value);
/** The tab's old name, still in the notices' links (?tab=calender). */
const tabAliases: Record<string, DashboardTab> = { calender: 'calendar' };
/** What a visitor (anyone outside the organization) is shown: its public listings and its public details. */
export const publicTabs: readonly DashboardTab[] = ['properties', 'profile'];

/**
 * The organization dashboard, shared by /organization-dashboard (the organization's own) and /org/{id}.
 * The tab lives in the address (?tab=users), so a link or a reload opens the same tab; Properties is the
 * default. A notification's link (#messages/{messageId}) opens Messages.
 */
export function OrganizationDashboard({
  organization,
  own,
  rights = { inside: own, manage: own, feature: own },
  onChanged,
  users,
  properties,
  messages,
  offers,
  payments,
  requests,
  calendar,
}: {
  organization: OrganizationProfile;
  /** The signed-in organization looking at itself: the panels speak to it ("your listings"). */
  own: boolean;
  /** What the viewer may do here (the server checks the same): see inside, manage (profile, logo, documents), choose featured listings. */
  rights?: { inside: boolean; manage: boolean; feature: boolean };
  /** The organization changed (its profile or logo): the page loads it again. */
  onChanged?: () => void;
  users: ReactNode;
  /** Listed Properties, for the organization and its members (the app brings it from the listings feature). */
  properties?: ReactNode;
  /** The organization's shared inbox, for those who read it (the app brings it from the conversations feature). */
  messages?: ReactNode;
  /** The offers the organization received, for those who answer them (the app brings it from the offers feature). */
  offers?: ReactNode;
  /** The payments made for its listings (the app brings it from the payments feature); without it there is no such tab. */
  payments?: ReactNode;
  /** Listed Requests: seekers' requests that match its listings or lie where it lists, for it and its members (the app brings it from the requests feature). */
  requests?: ReactNode;
  /** Viewings and stays of its listings, by month, for those who answer them (the app brings it from the viewings feature). */
  calendar?: ReactNode;
}) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { hash } = useLocation();
  const named = search.get('tab');
  const asked = (named && tabAliases[named]) ?? named ?? (/^#messages(\/|$)/.test(hash) ? 'messages' : null);
  // Inside (the organization, its members) every tab; outside only what is public, so no tab leads to a panel
  // that only says it is not for the visitor.
  const shown = (rights.inside ? dashboardTabs : dashboardTabs.filter((item) => publicTabs.includes(item.value))).filter((item) => item.value !== 'payments' || payments);
  const tab: DashboardTab = isTab(asked) && shown.some((item) => item.value === asked) ? asked : 'properties';
  const choose = (next: DashboardTab) =>
    setSearch(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'properties') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <OrganizationHeading organization={organization} caption={own ? t('org-page.own-caption', 'Organization dashboard') : undefined} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: DashboardTab) => choose(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('org-page.tabs', 'Organization sections')}>
          {shown.map((item) => (
            // Only the chosen tab's panel is drawn, so only that tab names it (aria-controls to a missing id is invalid).
            <Tab key={item.value} value={item.value} label={item.label(t)} id={`org-tab-${item.value}`} aria-controls={item.value === tab ? `org-panel-${item.value}` : undefined} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`org-panel-${tab}`} aria-labelledby={`org-tab-${tab}`}>
        {tab === 'properties' && properties ? properties : null}
        {tab === 'properties' && !properties && !rights.inside ? <PublicListingsPanel organization={organization} /> : null}
        {tab === 'users' ? users : null}
        {tab === 'requests' ? (requests ?? (
          <NoticePanel title={t('org-page.tab.requests', 'Requests')}>{t('org-page.notice.requests', 'Requests from seekers that match the listings of {name} are seen by the organization and its members. Looking for a place yourself? Post a request and owners with a match can message you.', { name: organization.name })}</NoticePanel>
        )) : null}
        {tab === 'documents' ? <DocumentsPanel organization={organization} inside={rights.inside} canManage={rights.manage} /> : null}
        {tab === 'advertisements' ? <AdvertisementsPanel organization={organization} canFeature={rights.feature} /> : null}
        {tab === 'messages' && messages ? messages : null}
        {tab === 'messages' && !messages ? (
          <NoticePanel title={t('org-page.tab.messages', 'Messages')}>{t('org-page.notice.messages', '{name}’s messages are read by the organization and the members who list for it. To write to {name}, open one of its listings and press Message.', { name: organization.name })}</NoticePanel>
        ) : null}
        {tab === 'offers' ? (offers ?? (
          <NoticePanel title={t('org-page.tab.offers', 'Offers')}>{t('org-page.notice.offers', 'Offers on {name}’s listings are answered by the organization and the members who list for it. To make one, open one of its listings and press Make offer.', { name: organization.name })}</NoticePanel>
        )) : null}
        {tab === 'payments' ? payments : null}
        {tab === 'calendar' ? (calendar ?? (
          <NoticePanel title={t('org-page.tab.calendar', 'Calendar')}>{t('org-page.notice.calendar', 'Viewings of {name}’s listings are answered by the organization and the members who list for it. To book one, open one of its listings and press Arrange Viewing.', { name: organization.name })}</NoticePanel>
        )) : null}
        {tab === 'profile' ? <ProfilePanel organization={organization} own={own} canEdit={rights.manage} onChanged={onChanged} /> : null}
      </Box>
    </Container>
  );
}

/** A tab with no panel of its own here (none was passed in): what it is for, and who answers it. */
function NoticePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}
