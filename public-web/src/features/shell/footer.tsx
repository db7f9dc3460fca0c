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
import { useT } from '../../lib/i18n/language';
import type { Translate } from '@fie/domain';

/** A plain checkbox (no MUI Switch: the footer is on every first page, and its weight is counted). */
function LowDataSwitch() {
  const t = useT();
  const on = useLowData();
  return (
    <Box component="label" title={t('shell.footer.save-data-hint', 'Smaller photos, maps only when asked, nothing fetched ahead')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 14, cursor: 'pointer', color: 'text.secondary' }}>
      <Box component="input" type="checkbox" checked={on} onChange={(event: { target: { checked: boolean } }) => setLowData(event.target.checked)} sx={{ width: 18, height: 18, m: 0, accentColor: (t) => t.palette.primary.main }} />
      {t('shell.footer.save-data', 'Save data')}
    </Box>
  );
}

const columns = (t: Translate) => [
  {
    title: t('shell.footer.explore', 'Explore'),
    links: [
      { label: t('shell.footer.search-property', 'Search Property'), to: paths.searchProperty },
      { label: t('shell.footer.post-request', 'Post a request'), to: paths.addRequest },
      { label: t('shell.footer.list-property', 'List Property'), to: paths.infoListProperty },
    ],
  },
  {
    title: t('shell.footer.company', 'Company'),
    links: [
      { label: t('shell.footer.about', 'About'), to: paths.about },
      { label: t('shell.footer.register-owner', 'Register as an Owner'), to: paths.ownerRegistration },
      { label: t('shell.footer.register-organization', 'Register as an Organization'), to: paths.organizationRegistration },
      { label: t('shell.footer.careers', 'Careers'), to: paths.aboutSection('careers') },
    ],
  },
  // Every page the sitemap offers is linked from the site, not reached only through the sitemap.
  {
    title: t('shell.footer.guides', 'Guides'),
    links: [{ label: t('shell.footer.how-it-works', 'How {product} works', { product: config.productName }), to: paths.infoSite }, ...infoTopics.map((topic) => ({ label: topicLabel(t, topic), to: paths.infoTopic(topic.id) }))],
  },
  {
    title: t('shell.footer.legal', 'Legal'),
    links: [
      { label: t('shell.footer.privacy', 'Privacy Policy'), to: paths.privacy },
      { label: t('shell.footer.terms', 'Terms of Service'), to: paths.terms },
    ],
  },
];

/** The info pages' names in the footer's list (lib/paths keeps the English, for the routes). */
function topicLabel(t: Translate, topic: (typeof infoTopics)[number]): string {
  switch (topic.id) {
    case 'seekers':
      return t('shell.footer.topic.seekers', 'For seekers');
    case 'owners':
      return t('shell.footer.topic.owners', 'For owners');
    case 'organizations':
      return t('shell.footer.topic.organizations', 'For agencies');
    case 'safety':
      return t('shell.footer.topic.safety', 'Safety');
    case 'fees':
      return t('shell.footer.topic.fees', 'Fees');
    default:
      return (topic as { label: string }).label;
  }
}

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
  const t = useT();
  const onInfoPage = useOnInfoPage();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container maxWidth="lg">
        {onInfoPage ? (
          <Stack component="nav" aria-label={t('shell.footer.info-pages', 'Info pages')} direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 3 }}>
            {infoTopics.map((topic) => (
              <Link key={topic.id} component={RouterLink} to={paths.infoTopic(topic.id)} color="text.primary">
                {topicLabel(t, topic)}
              </Link>
            ))}
            <Link component={RouterLink} to={paths.aboutSection('contact')} color="text.primary">
              {t('shell.footer.contact', 'Contact')}
            </Link>
            <Link component={RouterLink} to={paths.privacy} color="text.primary">
              {t('shell.footer.privacy', 'Privacy Policy')}
            </Link>
            <Link component={RouterLink} to={paths.terms} color="text.primary">
              {t('shell.footer.terms', 'Terms of Service')}
            </Link>
          </Stack>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, mb: 3 }}>
            {columns(t).map((column) => (
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
                {t('shell.footer.contact', 'Contact')}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ ml: -1 }}>
                {/* Icons only, named by hidden text rather than aria-label so they never answer a lookup by form label. */}
                <IconButton component="a" href={`mailto:${config.supportEmail}`}>
                  <MailOutlined />
                  <span style={visuallyHidden}>{t('shell.footer.email', 'Email {email}', { email: config.supportEmail })}</span>
                </IconButton>
                {config.supportPhone ? (
                  <IconButton component="a" href={telHref(config.supportPhone)}>
                    <PhoneOutlined />
                    <span style={visuallyHidden}>{t('shell.footer.call', 'Call {phone}', { phone: config.supportPhone })}</span>
                  </IconButton>
                ) : null}
                <IconButton component={RouterLink} to={paths.aboutSection('contact')}>
                  <ChatOutlined />
                  <span style={visuallyHidden}>{t('shell.footer.contact-form', 'Contact form')}</span>
                </IconButton>
              </Stack>
            </div>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            {t('shell.footer.copyright', '© {year} {product}. Open-source software, made for Ghana.', { year, product: config.productName })}
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
