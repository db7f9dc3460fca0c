import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { RegisterLinks } from '../components/account-page-links';
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
          <RegisterLinks
            signIn={
              <Link component={RouterLink} to={paths.login}>
                Sign in
              </Link>
            }
          >
            <Link component={RouterLink} to={paths.infoListProperty} variant="body2">
              Register as Owner?
            </Link>
          </RegisterLinks>
        }
      />
    </PageFrame>
  );
}
