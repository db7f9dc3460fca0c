import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import { config } from '../../config';
import { useHostMode } from '../../lib/host-mode';
import { infoTopics, paths } from '../../lib/paths';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { HostModeToggle } from './host-mode-toggle';
import { FooterLanguages } from './language-switcher';
import { setLowData, useLowData } from '../../lib/low-data';

/** A plain checkbox (no MUI Switch: the footer is on every first page, and its weight is counted). */
function LowDataSwitch() {
  const on = useLowData();
  return (
    <Box component="label" title="Smaller photos, maps only when asked, nothing fetched ahead" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 14, cursor: 'pointer', color: 'text.secondary' }}>
      <Box component="input" type="checkbox" checked={on} onChange={(event: { target: { checked: boolean } }) => setLowData(event.target.checked)} sx={{ width: 18, height: 18, m: 0, accentColor: (t) => t.palette.primary.main }} />
      Save data
    </Box>
  );
}

const columns = [
  {
    title: 'Explore',
    links: [
      { label: 'Search Property', to: paths.searchProperty },
      { label: 'Post a Preference', to: paths.addRequest },
      { label: 'List Property', to: paths.infoListProperty },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.aboutSection('about-us') },
      { label: 'Register as an Owner', to: paths.ownerRegistration },
      { label: 'Register as an Organization', to: paths.organizationRegistration },
      { label: 'Careers', to: paths.aboutSection('careers') },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];

/** Info pages are the /fie_info pages, and the about host's landing and /{topic} pages. */
function useOnInfoPage(): boolean {
  const { pathname } = useLocation();
  const mode = useHostMode();
  if (pathname.startsWith(paths.infoSite)) return true;
  if (mode !== 'about') return false;
  const segment = pathname.replace(/^\/|\/$/g, '');
  return segment === '' || segment === 'home' || infoTopics.some((topic) => topic.id === segment);
}

/** Telephone links need digits only: "+233 30 123 4567" → "tel:+233301234567". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  const onInfoPage = useOnInfoPage();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container maxWidth="lg">
        {onInfoPage ? (
          <Stack component="nav" aria-label="Info pages" direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 3 }}>
            {infoTopics.map((topic) => (
              <Link key={topic.id} component={RouterLink} to={paths.infoTopic(topic.id)} color="text.primary">
                {topic.label}
              </Link>
            ))}
            <Link component={RouterLink} to={paths.aboutSection('contact')} color="text.primary">
              Contact
            </Link>
            <Link component={RouterLink} to={paths.privacy} color="text.primary">
              Privacy Policy
            </Link>
            <Link component={RouterLink} to={paths.terms} color="text.primary">
              Terms of Service
            </Link>
          </Stack>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
            {columns.map((column) => (
              <div key={column.title}>
                <Typography variant="subtitle2" component="h2" gutterBottom>
                  {column.title}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link component={RouterLink} to={link.to} color="text.secondary" variant="body2">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </div>
            ))}
            <div>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                Contact
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
                {/* Icons only, named by hidden text rather than aria-label so they never answer a lookup by form label. */}
                <IconButton component="a" href={`mailto:${config.supportEmail}`}>
                  <MailOutlined />
                  <span style={visuallyHidden}>{`Email ${config.supportEmail}`}</span>
                </IconButton>
                {config.supportPhone ? (
                  <IconButton component="a" href={telHref(config.supportPhone)}>
                    <PhoneOutlined />
                    <span style={visuallyHidden}>{`Call ${config.supportPhone}`}</span>
                  </IconButton>
                ) : null}
                <IconButton component={RouterLink} to={paths.aboutSection('contact')}>
                  <ChatOutlined />
                  <span style={visuallyHidden}>Contact form</span>
                </IconButton>
              </Stack>
            </div>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            © {year} {config.productName}. Open-source software, made for Ghana.
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <LowDataSwitch />
            <HostModeToggle />
          </Stack>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <FooterLanguages />
        </Box>
      </Container>
    </Box>
  );
}
