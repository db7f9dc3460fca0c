import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { NotFound } from '../../components/ui/not-found';
import { capitalise } from '../../lib/document-title';
import { usePageHead } from '../../lib/page-head';
import { paths } from '../../lib/paths';
import { scrollToSection } from '../../lib/scroll';
import { aboutSections } from './about-content';
import { ContactForm } from './contact-form';

/** Telephone links need digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /about and /about/:id. The title is the product name plus the capitalised id (spec), and /about/:id
 * smooth-scrolls to that section, which is how the footer links reach their section.
 */
export function AboutPage() {
  const { id } = useParams();
  const known = !id || aboutSections.some((section) => section.id === id);
  // A section's address is the same page scrolled: /about is its one canonical address.
  usePageHead({ title: `${config.productName} ${capitalise(id ?? 'about')}`, ...(known ? { canonical: paths.about } : {}) });
  // A move to another address already starts at the top (app/navigation-effects.tsx); the page the browser opened is
  // left where the reader has scrolled it while its code came.
  useEffect(() => {
    scrollToSection(id);
  }, [id]);
  // /about/{a section it does not have} names nothing: the helpful 404, not the whole page again.
  if (!known) return <NotFound />;

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 32, md: 48 } }}>
            About {config.productName}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1.5, opacity: 0.92, fontWeight: 400 }}>
            {config.mission}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack component="nav" aria-label="About sections" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {aboutSections.map((section) => (
            <Chip
              key={section.id}
              label={section.title}
              component={RouterLink}
              to={paths.aboutSection(section.id)}
              clickable
              color={section.id === id ? 'primary' : 'default'}
              variant={section.id === id ? 'filled' : 'outlined'}
            />
          ))}
        </Stack>
        {aboutSections.map((section) => (
          <Box
            component="section"
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            sx={{ scrollMarginTop: 72, py: 3, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography id={`${section.id}-title`} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.points ? (
              <Box component="ul" sx={{ pl: 3, mt: 0 }}>
                {section.points.map((point) => (
                  <Typography component="li" key={point} sx={{ mb: 0.75 }}>
                    {point}
                  </Typography>
                ))}
              </Box>
            ) : null}
            {section.links ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
                {section.links.map((link, index) => (
                  <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
                    {link.label}
                  </Button>
                ))}
              </Stack>
            ) : null}
            {section.id === 'contact' ? (
              <>
                <Typography sx={{ mb: 2 }}>
                  Email <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
                  {config.supportPhone ? (
                    <>
                      {' '}
                      or call <Link href={telHref(config.supportPhone)}>{config.supportPhone}</Link>
                    </>
                  ) : null}
                  , or use the form below.
                </Typography>
                <ContactForm />
              </>
            ) : null}
          </Box>
        ))}
      </Container>
    </>
  );
}
