import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePageHead } from '../../lib/page-head';
import { config } from '../../config';
import { useT } from '../../lib/i18n/language';

/** The spec's 404: '404' and 'You seem lost. Let's help you back "home"', with "home" linking to /. */
export function NotFound() {
  const t = useT();
  // A 404 for the server's answer too, and kept out of search engines.
  usePageHead({ title: t('ui.not-found.title', '{product} · Page not found', { product: config.productName }), status: 404, noindex: true });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
        404
      </Typography>
      <Typography variant="h6" component="p">
        {t('ui.not-found.lost', "You seem lost. Let's help you back")}{' '}
        <Link component={RouterLink} to="/">
          {t('ui.not-found.home', '"home"')}
        </Link>
      </Typography>
    </Container>
  );
}
