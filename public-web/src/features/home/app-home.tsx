import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { ReactNode } from 'react';
import type { Property } from '../../lib/property';
import type { Translate } from '@fie/domain';
import { config } from '../../config';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { LocationSearch } from './components/location-search';
import { categories, searchPropertyPath } from './search-target';
import { missionText } from '../../lib/i18n/mission';
import { NewestListings } from './components/newest-listings';

/** Who is looking: a visitor is offered an account; a signed-in person their own places instead (issue 32). */
export type HomeViewer = 'visitor' | 'seeker' | 'owner' | 'organization';

type Audience = { icon: ReactNode; title: string; text: string; links: { label: string; to: string }[] };

const audiences = (t: Translate, viewer: HomeViewer): Audience[] => [
  {
    icon: <SearchOutlined color="primary" aria-hidden />,
    title: t('home.app.seekers.title', 'Looking for a place'),
    text: t(
      'home.app.seekers.text',
      'Rent a room or a family house, buy a plot, lease a shop or book a venue. See the price in cedis and the advance asked before you travel to view.',
    ),
    links: [
      { label: t('home.app.seekers.search', 'Search property'), to: paths.searchProperty },
      { label: t('home.app.seekers.post-request', 'Post a request'), to: paths.addRequest },
      viewer === 'visitor'
        ? { label: t('home.app.seekers.register', 'Create a free account'), to: paths.register }
        : viewer === 'organization'
          ? { label: t('home.app.seekers.organization-dashboard', 'Your organization’s dashboard'), to: paths.organizationDashboard }
          : { label: t('home.app.seekers.saved', 'Your saved properties'), to: `${paths.ownerDashboard}?tab=saved` },
    ],
  },
  {
    icon: <HomeWorkOutlined color="primary" aria-hidden />,
    title: t('home.app.owners.title', 'Own property'),
    text: t(
      'home.app.owners.text',
      'List a house, apartment, shop, farm or event space for free. Answer enquiries in one place and agree viewings without endless calls.',
    ),
    links: [
      { label: t('home.app.owners.list-property', 'List Property'), to: paths.infoListProperty },
      viewer === 'visitor'
        ? { label: t('home.app.owners.register', 'Register as an Owner'), to: paths.ownerRegistration }
        : viewer === 'seeker'
          ? { label: t('home.app.owners.become-owner', 'Become an owner'), to: paths.seekerOwnerRegistration }
          : viewer === 'owner'
            ? { label: t('home.app.owners.my-listings', 'Your listings'), to: `${paths.ownerDashboard}?tab=properties` }
            : { label: t('home.app.owners.organization-listings', 'Your organization’s listings'), to: paths.organizationDashboard },
    ],
  },
  {
    icon: <ApartmentOutlined color="primary" aria-hidden />,
    title: t('home.app.organizations.title', 'Agencies and developers'),
    text: t(
      'home.app.organizations.text',
      'Open an organization account, invite your licensed agents and manage every listing and enquiry of your team from one dashboard.',
    ),
    links: [
      { label: t('home.app.organizations.register', 'Register as an Organization'), to: paths.organizationRegistration },
      viewer === 'organization'
        ? { label: t('home.app.organizations.dashboard', 'Organization dashboard'), to: paths.organizationDashboard }
        : { label: t('home.app.organizations.sign-in', 'Organization sign in'), to: paths.login },
    ],
  },
];

const promises = (t: Translate) => [
  t('home.app.promise.free', 'Free for owners, agents and seekers'),
  t('home.app.promise.regions', 'All 16 regions of Ghana'),
  t('home.app.promise.cedis', 'Prices in cedis, advance shown up front'),
];

/**
 * The app host's landing: the mission, a location search, the newest listings (near the place this device last
 * searched, or in Accra and Kumasi), and a way in for each kind of user. A signed-in person is offered their own
 * places instead of an account (the session is known once the page runs: the links change in place, same size).
 */
export function AppHome({ renderListings, viewer = 'visitor' }: { renderListings?: (properties: Property[], label?: string) => ReactNode; viewer?: HomeViewer }) {
  const t = useT();
  useDocumentTitle(t('home.app.page-title', '{product} · Property in Ghana', { product: config.productName }));
  const navigate = useNavigate();

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 10 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, sm: 40, md: 52 }, lineHeight: 1.15 }}>
            {t('home.app.heading', 'Homes, shops, farmland and venues across Ghana')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, mb: 3, opacity: 0.92, fontWeight: 400 }}>
            {missionText(t)}
          </Typography>
          <LocationSearch onSearch={(location) => navigate(searchPropertyPath({ location }))} />
          <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {categories(t).map((category) => (
              <Button
                key={category.value}
                component={RouterLink}
                to={searchPropertyPath({ category: category.value })}
                size="small"
                sx={{ borderRadius: 4, px: 1.5, bgcolor: 'rgba(255,255,255,0.14)', color: 'inherit', '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' } }}
              >
                {category.label}
              </Button>
            ))}
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        {renderListings ? <NewestListings renderListings={renderListings} /> : null}
        <Grid container spacing={2}>
          {audiences(t, viewer).map((audience) => (
            <Grid key={audience.title} size={{ xs: 12, md: 4 }}>
              <Paper component="section" variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
                {audience.icon}
                <Typography variant="h6" component="h2" sx={{ mt: 1 }} gutterBottom>
                  {audience.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
                  {audience.text}
                </Typography>
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {audience.links.map((link, index) => (
                    <Button key={link.label} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'text'} size="small">
                      {link.label}
                    </Button>
                  ))}
                </Stack>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, gap: { xs: 1, sm: 4 }, justifyContent: 'center' }}>
          {promises(t).map((promise) => (
            <Typography key={promise} component="li" color="text.secondary" sx={{ fontWeight: 500 }}>
              ✓ {promise}
            </Typography>
          ))}
        </Stack>
      </Container>
    </>
  );
}
