import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { OrganizationProfile } from '../api/organization';
import { AdvertisementsPanel } from './advertisements-panel';
import { DocumentsPanel } from './documents-panel';
import { PublicListingsPanel } from './public-listings-panel';
import { OrganizationHeading } from './organization-heading';
import { ProfilePanel } from './profile-panel';

export const dashboardTabs = [
  { value: 'properties', label: 'Properties' },
  { value: 'users', label: 'Users' },
  { value: 'requests', label: 'Requests' },
  { value: 'documents', label: 'Documents' },
  { value: 'advertisements', label: 'Advertisements' },
  { value: 'messages', label: 'Messages' },
  { value: 'offers', label: 'Offers' },
  { value: 'calender', label: 'Calender' },
  { value: 'profile', label: 'Profile' },
] as const;
export type DashboardTab = (typeof dashboardTabs)[number]['value'];

const isTab = (value: string | null): value is DashboardTab => dashboardTabs.some((tab) => tab.value === value);

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
  requests,
  calender,
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
  /** Listed Requests: seekers' requests that match its listings or lie where it lists, for it and its members (the app brings it from the requests feature). */
  requests?: ReactNode;
  /** Viewings and stays of its listings, by month, for those who answer them (the app brings it from the viewings feature). */
  calender?: ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const { hash } = useLocation();
  const asked = search.get('tab') ?? (/^#messages(\/|$)/.test(hash) ? 'messages' : null);
  const tab: DashboardTab = isTab(asked) ? asked : 'properties';
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
      <OrganizationHeading organization={organization} caption={own ? 'Organization dashboard' : undefined} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: DashboardTab) => choose(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="Organization sections">
          {dashboardTabs.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} id={`org-tab-${item.value}`} aria-controls={`org-panel-${item.value}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`org-panel-${tab}`} aria-labelledby={`org-tab-${tab}`}>
        {tab === 'properties' && properties ? properties : null}
        {tab === 'properties' && !properties && !rights.inside ? <PublicListingsPanel organization={organization} /> : null}
        {tab === 'users' ? users : null}
        {tab === 'requests' ? (requests ?? (
          <NoticePanel title="Requests">{`Requests from seekers that match the listings of ${organization.name} are seen by the organization and its members. Looking for a place yourself? Post a request and owners with a match can message you.`}</NoticePanel>
        )) : null}
        {tab === 'documents' ? <DocumentsPanel organization={organization} inside={rights.inside} canManage={rights.manage} /> : null}
        {tab === 'advertisements' ? <AdvertisementsPanel organization={organization} canFeature={rights.feature} /> : null}
        {tab === 'messages' && messages ? messages : null}
        {tab === 'messages' && !messages ? (
          <NoticePanel title="Messages">{`${organization.name}’s messages are read by the organization and the members who list for it. To write to ${organization.name}, open one of its listings and press Message.`}</NoticePanel>
        ) : null}
        {tab === 'offers' ? (offers ?? (
          <NoticePanel title="Offers">{`Offers on ${organization.name}’s listings are answered by the organization and the members who list for it. To make one, open one of its listings and press Make offer.`}</NoticePanel>
        )) : null}
        {tab === 'calender' ? (calender ?? (
          <NoticePanel title="Calender">{`Viewings of ${organization.name}’s listings are answered by the organization and the members who list for it. To book one, open one of its listings and press Arrange Viewing.`}</NoticePanel>
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
