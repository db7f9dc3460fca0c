import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Link from '@mui/material/Link';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { RegisterLinks } from '../components/account-page-links';
import { RegisterForm } from '../components/register-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

/**
 * /register: seeker registration. On success the form is done with, so the confirm page replaces it in history and
 * Back does not return to a filled-in form. Rendered on the server; its form posts as a plain form before its code
 * runs or without it (issue 32).
 */
export function RegisterPage() {
  const t = useT();
  useAccountPageHead(t('account.register.title', 'Register'), { indexed: true });
  const navigate = useNavigate();
  const state = useFormState();
  const plain = usePlainForm('/auth/signup');
  return (
    <PageFrame title={t('account.register.title', 'Register')} intro={t('account.register.intro', 'Create a free account to message owners, book viewings and post what you are looking for. A phone number is enough.')}>
      <RegisterForm
        idPrefix="register-page"
        plain={plain}
        state={state}
        onRegistered={(destination, message) =>
          navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(destination)}`, { replace: true, state: { notice: message } })
        }
        links={
          <RegisterLinks
            signIn={
              <Link component={RouterLink} to={paths.login}>
                {t('account.links.sign-in', 'Sign in')}
              </Link>
            }
          >
            <Link component={RouterLink} to={paths.infoListProperty} variant="body2">
              {t('account.links.register-owner', 'Register as Owner?')}
            </Link>
          </RegisterLinks>
        }
      />
    </PageFrame>
  );
}
