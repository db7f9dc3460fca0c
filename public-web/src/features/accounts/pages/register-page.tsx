import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { RegisterForm } from '../components/register-form';

/**
 * /register: seeker registration. On success the form is done with, so the confirm page replaces it in
 * history and Back does not return to a filled-in form.
 */
export function RegisterPage() {
  useDocumentTitle('Fie · Register');
  const navigate = useNavigate();
  return (
    <PageFrame title="Register" intro="Create a free account to message owners, book viewings and post what you are looking for.">
      <RegisterForm
        idPrefix="register-page"
        onRegistered={(email, message) =>
          navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(email)}`, { replace: true, state: { notice: message } })
        }
        links={
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Link component={RouterLink} to={paths.infoListProperty} variant="body2">
              Register as Owner?
            </Link>
            <Typography variant="body2">
              Already have an account?{' '}
              <Link component={RouterLink} to={paths.login}>
                Sign in
              </Link>
            </Typography>
          </Stack>
        }
      />
    </PageFrame>
  );
}
