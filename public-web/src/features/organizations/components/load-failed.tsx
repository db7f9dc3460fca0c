import { Link as RouterLink } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n/language';

/** 'Could not load organization' with the server's words, and the spec's Go Back link to /. */
export function OrganizationLoadFailed({ message }: { message: string }) {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <FormBanner severity="error" title={t('org-page.load-failed', 'Could not load organization')} message={message} />
      <Typography>
        <Link component={RouterLink} to={paths.home}>
          {t('org-page.go-back', 'Go Back')}
        </Link>
      </Typography>
    </Container>
  );
}
