import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { useAfterSuccess } from '../../../lib/after-success';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { FormLinks } from '../../../components/ui/form-links';
import { PageFrame } from '../../../components/ui/page-frame';
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
          <FormLinks>
            <Link component={RouterLink} to={loginPath} variant="body2">
              Login
            </Link>
            <Link component={RouterLink} to={paths.register} variant="body2">
              Register
            </Link>
          </FormLinks>
        }
      />
    </PageFrame>
  );
}
