import { useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { useFlash } from '../../../components/ui/flash-message';
import { config } from '../../../config';
import { useSay, useT } from '../../../lib/i18n/language';
import { afterLoginPath, paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { LoginForm } from '../components/login-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

/**
 * /login: goes to `next` (with org and key) after signing in. Rendered on the server, and its form posts as a plain
 * form before its code runs or without it (issue 32).
 */
export function LoginPage() {
  const t = useT();
  const say = useSay();
  useAccountPageHead(t('account.login.title', 'Login'), { indexed: true });
  const location = useLocation();
  const navigate = useNavigate();
  const { flash } = useFlash();
  const state = useFormState();
  const emailHint = state?.values.email ?? new URLSearchParams(location.search).get('email') ?? '';
  const next = afterLoginPath(location.search);
  const plain = usePlainForm('/auth/login', { next: next === paths.home ? undefined : next });

  return (
    <PageFrame title={t('account.login.title', 'Login')} intro={t('account.login.intro', 'Sign in to message owners, save listings and manage your property.')}>
      <LoginForm
        idPrefix="login-page"
        // Organizations land here after completing their registration, so the page offers both kinds too.
        allowOrganization
        defaultEmail={emailHint}
        plain={plain}
        initial={state ? { errors: state.errors, banner: state.banner, kind: state.values.kind === 'organization' ? 'organization' : 'user' } : undefined}
        onSignedIn={(kind) => {
          flash('success', say(accountMessages.signedIn));
          // As from the dialog: an organization gets a full page load of its dashboard after 2 s.
          if (kind === 'organization') window.setTimeout(() => window.location.assign(paths.organizationDashboard), config.afterSuccessMs);
          else navigate(next, { replace: true });
        }}
        onNotConfirmed={(email) =>
          navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(email)}`, {
            state: { notice: email.includes('@') ? accountMessages.notConfirmed : accountMessages.notConfirmedByPhone },
          })
        }
        links={<AccountPageLinks forgot />}
      />
    </PageFrame>
  );
}
