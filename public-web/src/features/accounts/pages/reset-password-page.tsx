import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAfterSuccess } from '../../../lib/after-success';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

/**
 * /reset_password/:email/:code, the link in the reset email: the email and code come from the address,
 * so the person only chooses the new password. Resend Code mails a fresh link when this one has expired. Rendered on
 * the server; its form posts as a plain form before its code runs or without it (issue 32).
 */
export function ResetPasswordPage() {
  const params = useParams();
  const navigate = useNavigate();
  const later = useAfterSuccess();
  const t = useT();
  useAccountPageHead(t('account.reset.new-title', 'Set new password'));
  const state = useFormState();
  const plain = usePlainForm('/auth/reset-password');
  const email = (params.email ?? '').trim().toLowerCase();
  const code = (params.code ?? '').trim();
  // An organization's reset mail says so (?account=organization), for an email a person's account shares.
  const [search] = useSearchParams();
  const account = search.get('account') === 'organization' ? 'organization' : undefined;
  const loginPath = `${paths.login}?email=${encodeURIComponent(email)}`;

  return (
    <PageFrame title={t('account.reset.new-title', 'Set new password')} intro={email ? t('account.reset.choose-for', 'Choose a new password for {email}.', { email }) : undefined}>
      <ResetPasswordForm
        idPrefix="reset-page"
        email={email}
        code={code}
        account={account}
        submitLabel={t('account.reset.submit-page', 'Submit')}
        plain={plain}
        initial={state ? { errors: state.errors, banner: state.banner ? { severity: state.banner.severity, message: state.banner.message } : undefined } : undefined}
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
