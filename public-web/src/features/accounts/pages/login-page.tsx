import { useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import { useFlash } from '../../../components/ui/flash-message';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../lib/document-title';
import { afterLoginPath, paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { LoginForm } from '../components/login-form';

/** /login: the page version adds "Remember me" and goes to `next` (with org and key) after signing in. */
export function LoginPage() {
  useDocumentTitle('Fie · Login');
  const location = useLocation();
  const navigate = useNavigate();
  const { flash } = useFlash();
  const emailHint = new URLSearchParams(location.search).get('email') ?? '';

  return (
    <PageFrame title="Login" intro="Sign in to message owners, save listings and manage your property.">
      <LoginForm
        idPrefix="login-page"
        showRememberMe
        // Organizations land here after completing their registration, so the page offers both kinds too.
        allowOrganization
        defaultEmail={emailHint}
        onSignedIn={(kind) => {
          flash('success', accountMessages.signedIn);
          // As from the dialog: an organization gets a full page load of its dashboard after 2 s.
          if (kind === 'organization') window.setTimeout(() => window.location.assign(paths.organizationDashboard), config.afterSuccessMs);
          else navigate(afterLoginPath(location.search), { replace: true });
        }}
        onNotConfirmed={(email) =>
          navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(email)}`, {
            state: { notice: accountMessages.notConfirmed },
          })
        }
        links={
          <AccountPageLinks forgot />
        }
      />
    </PageFrame>
  );
}
