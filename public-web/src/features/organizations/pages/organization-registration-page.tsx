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

/**
 * /organization-registration: agencies and developers register; the email then carries the link that
 * sets the organization's password (/complete-organization-registration?key=…).
 */
export function OrganizationRegistrationPage() {
  useDocumentTitle('Fie · Register an organization');
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  if (done) {
    return (
      <PageFrame title="Register an organization">
        <FormBanner severity="success" message={done.message} />
        <Typography sx={{ mb: 3 }}>
          We sent a link to <strong>{done.email}</strong>. Open it to choose your organization&apos;s password; then sign in
          as an Organization and invite your agents. No email after a few minutes? Look in the spam folder.
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          Home
        </Button>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title="Register an organization"
      intro="For estate agencies, developers and property managers: register once, then invite your agents to list on the organization's behalf."
    >
      <OrganizationRegistrationForm idPrefix="organization-registration" onRegistered={(email, message) => setDone({ email, message })} />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Link component={RouterLink} to={paths.infoListProperty} variant="body2">
          Listing as an individual owner?
        </Link>
        <Link component={RouterLink} to={paths.infoTopic('organizations')} variant="body2">
          How organizations work
        </Link>
      </Stack>
    </PageFrame>
  );
}
