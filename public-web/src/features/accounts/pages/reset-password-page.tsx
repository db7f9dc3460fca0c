import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAfterSuccess } from '../../../lib/after-success';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * /reset_password/:email/:code, the link in the reset email: the email and code come from the address,
 * so the person only chooses the new password. Resend Code mails a fresh link when this one has expired.
 */
export function ResetPasswordPage() {
  const params = useParams();
  const navigate = useNavigate();
  const later = useAfterSuccess();
  useDocumentTitle('Fie · Set new password');
  const email = (params.email ?? '').trim().toLowerCase();
  const code = (params.code ?? '').trim();
  // An organization's reset mail says so (?account=organization), for an email a person's account shares.
  const [search] = useSearchParams();
  const account = search.get('account') === 'organization' ? 'organization' : undefined;
  const loginPath = `${paths.login}?email=${encodeURIComponent(email)}`;

  return (
    <PageFrame title="Set new password" intro={email ? `Choose a new password for ${email}.` : undefined}>
      <ResetPasswordForm
        idPrefix="reset-page"
        email={email}
        code={code}
        account={account}
        submitLabel="Submit"
        onReset={() => {
          later(() => navigate(loginPath, { replace: true }));
        }}
        links={
          <AccountPageLinks login={loginPath} />
        }
      />
    </PageFrame>
  );
}
