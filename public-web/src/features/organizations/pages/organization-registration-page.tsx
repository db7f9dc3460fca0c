import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { OrganizationRegistrationForm } from '../components/organization-registration-form';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAppWords, useT } from '../../../lib/i18n/language';

/**
 * /organization-registration: agencies and developers register; the email then carries the link that
 * sets the organization's password (/complete-organization-registration?key=…).
 */
export function OrganizationRegistrationPage() {
  // Open to visitors (no Restricted guard): its words are the signed-in pages', loaded before it shows.
  useAppWords();
  const t = useT();
  useDocumentTitle(t('organizations.register.document-title', 'Fie · Register an organization'));
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  if (done) {
    return (
      <PageFrame title={t('organizations.register.title', 'Register an organization')}>
        <FormBanner severity="success" message={done.message} />
        <Typography sx={{ mb: 3 }}>
          {t('organizations.register.sent-before', 'We sent a link to')} <strong>{done.email}</strong>
          {t('organizations.register.sent-after', ". Open it to choose your organization's password; then sign in as an Organization and invite your agents. No email after a few minutes? Look in the spam folder.")}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {t('organizations.register.home', 'Home')}
        </Button>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={t('organizations.register.title', 'Register an organization')}
      intro={t('organizations.register.intro', "For estate agencies, developers and property managers: register once, then invite your agents to list on the organization's behalf.")}
    >
      <OrganizationRegistrationForm idPrefix="organization-registration" onRegistered={(email, message) => setDone({ email, message })} />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Link component={RouterLink} to={paths.infoListProperty} variant="body2">
          {t('organizations.register.individual', 'Listing as an individual owner?')}
        </Link>
        <Link component={RouterLink} to={paths.infoTopic('organizations')} variant="body2">
          {t('organizations.register.how', 'How organizations work')}
        </Link>
      </Stack>
    </PageFrame>
  );
}
