import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AccountKindChoice } from '@fie/domain';
import { useAfterSuccess } from '../../../lib/after-success';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { AccountPageLinks } from '../components/account-page-links';
import { ResetPasswordForm } from '../components/reset-password-form';
import { ResetRequestForm, type CodeSent } from '../components/reset-request-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

const accountOf = (value: string | undefined): AccountKindChoice | undefined => (value === 'person' || value === 'organization' ? value : undefined);

/**
 * /forgotpassword, the older screen: an 'Email or phone' field with Back and Login links, then the same two steps as
 * the reset dialog. After the reset, the login page opens 2 s later with the email filled in. Rendered on the server;
 * both steps post as plain forms before the code runs or without it (issue 32): the first comes back to this page at
 * its second step.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useFormState();
  const afterPost = state?.values.step === 'reset' && state.values.email ? { email: state.values.email, destination: '', account: accountOf(state.values.account) ?? 'person' } : null;
  const [sent, setSent] = useState<CodeSent | null>(afterPost);
  const later = useAfterSuccess();
  useAccountPageHead(sent ? t('account.reset.new-title', 'Set new password') : t('account.reset.title', 'Reset Password'));
  const emailHint = state?.values.email ?? new URLSearchParams(location.search).get('email') ?? '';
  const loginPath = (email?: string) => (email ? `${paths.login}?email=${encodeURIComponent(email)}` : paths.login);
  const requestPlain = usePlainForm('/auth/forgot-password');
  const resetPlain = usePlainForm('/auth/reset-password');

  const back = () => {
    // react-router records the position in history; 0 means this site has no page to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.login);
  };

  if (sent) {
    // After a plain post, the banner says where the code went (or why the reset was refused).
    const banner = afterPost && state?.banner ? { severity: state.banner.severity, message: state.banner.message } : undefined;
    return (
      <PageFrame title={t('account.reset.new-title', 'Set new password')}>
        <ResetPasswordForm
          idPrefix="forgot-page-reset"
          {...sent}
          destination={sent.destination || undefined}
          plain={resetPlain}
          initial={afterPost ? { errors: state?.errors, banner } : undefined}
          onReset={(email) => later(() => navigate(loginPath(email), { replace: true }))}
          links={<AccountPageLinks login={loginPath(sent.email)} />}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('account.reset.title', 'Reset Password')} intro={t('account.reset.intro', 'Enter the email or phone number of your account and we will send you a code to choose a new password.')}>
      <ResetRequestForm
        idPrefix="forgot-page"
        defaultEmail={emailHint}
        plain={requestPlain}
        initial={state ? { errors: state.errors, banner: state.banner?.severity === 'error' ? state.banner.message : undefined, account: accountOf(state.values.account) } : undefined}
        onCodeSent={setSent}
        links={<AccountPageLinks back={back} login={paths.login} />}
      />
    </PageFrame>
  );
}
