import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAfterSuccess } from '../../../lib/after-success';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ResetRequestForm, type CodeSent } from '../components/reset-request-form';

/**
 * /forgotpassword, the older screen: an 'Email or phone' field with Back and Login links, then the same
 * two steps as the reset dialog. After the reset, the login page opens 2 s later with the email filled in.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const later = useAfterSuccess();
  useDocumentTitle(sent ? 'Fie · Set new password' : 'Fie · Reset Password');
  const emailHint = new URLSearchParams(location.search).get('email') ?? '';
  const loginPath = (email?: string) => (email ? `${paths.login}?email=${encodeURIComponent(email)}` : paths.login);

  const back = () => {
    // react-router records the position in history; 0 means this site has no page to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.login);
  };

  if (sent) {
    return (
      <PageFrame title="Set new password">
        <ResetPasswordForm
          idPrefix="forgot-page-reset"
          {...sent}
          onReset={(email) => later(() => navigate(loginPath(email), { replace: true }))}
          links={<AccountPageLinks login={loginPath(sent.email)} />}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Reset Password" intro="Enter the email or phone number of your account and we will send you a code to choose a new password.">
      <ResetRequestForm
        idPrefix="forgot-page"
        defaultEmail={emailHint}
        onCodeSent={setSent}
        links={<AccountPageLinks back={back} login={paths.login} />}
      />
    </PageFrame>
  );
}
