import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { OWNER_REDIRECT_MS } from '../api/owner-registration';
import { useAuth } from '../auth-context';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoginDialogLink, RegisterLinks } from '../components/account-page-links';
import { BecomeOwner } from '../components/become-owner';
import { ConfirmCodeForm } from '../components/confirm-code-form';
import { LoginForm } from '../components/login-form';
import { OwnerRegistrationForm, type OwnerRegistered } from '../components/owner-registration-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

type Step = { name: 'form' } | { name: 'confirm'; owner: OwnerRegistered } | { name: 'login'; email: string; notice?: string } | { name: 'done' };

/**
 * /owner-registration: the form, then the confirmation code (texted to a phone-only account, emailed otherwise),
 * which signs the new owner in; they land on /owner-dashboard 1.5 s later. A person already signed in is not asked to
 * make an account: one button makes them an owner (issue 32). Rendered on the server; the form posts as a plain form
 * before its code runs or without it, and goes on to the confirmation page.
 */
export function OwnerRegistrationPage() {
  const t = useT();
  useAccountPageHead(t('account.owner.title', 'Register as an Owner'));
  const auth = useAuth();
  const navigate = useNavigate();
  const state = useFormState();
  const plain = usePlainForm('/auth/owner-registration');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toDashboard = () => {
    timer.current = window.setTimeout(() => navigate(paths.ownerDashboard, { replace: true }), OWNER_REDIRECT_MS);
  };

  if (step.name === 'done') {
    return (
      <PageFrame title={t('account.owner.welcome', 'Welcome to Fie')}>
        <FormBanner severity="success" title={accountMessages.signedIn} message={accountMessages.ownerUpgradeSuccessful} />
        <Typography>
          <Link component={RouterLink} to={paths.ownerDashboard}>
            {t('account.owner.taking-you', 'Taking you to your dashboard…')}
          </Link>
        </Typography>
      </PageFrame>
    );
  }

  if (step.name === 'login') {
    return (
      <PageFrame title={t('account.login.title', 'Login')}>
        {step.notice ? <FormBanner severity="success" message={step.notice} /> : null}
        <LoginForm
          idPrefix="owner-login"
          defaultEmail={step.email}
          onSignedIn={toDashboard}
          onNotConfirmed={(email) => navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(email)}&next=${encodeURIComponent(paths.ownerDashboard)}`, { state: { notice: email.includes('@') ? accountMessages.notConfirmed : accountMessages.notConfirmedByPhone } })}
        />
      </PageFrame>
    );
  }

  if (step.name === 'confirm') {
    return (
      <PageFrame title={t('account.confirm.dialog-title', 'Confirm your account')} intro={t('account.owner.confirm-intro', 'Enter the 6-digit code we sent you to open your owner account.')}>
        <ConfirmCodeForm
          idPrefix="owner-confirm"
          defaultEmail={step.owner.destination ?? step.owner.name}
          notice={step.owner.message || accountMessages.ownerRegistrationSuccessful}
          onConfirmed={(name, signedIn) => {
            if (!signedIn) return setStep({ name: 'login', email: name, notice: accountMessages.accountConfirmed });
            setStep({ name: 'done' });
            toDashboard();
          }}
        />
      </PageFrame>
    );
  }

  const signedInUser = auth.signedIn && !auth.organization;
  return (
    <PageFrame
      title={t('account.owner.title', 'Register as an Owner')}
      intro={
        signedInUser
          ? t('account.owner.upgrade-intro', 'Turn your account into an owner account to list property for free. You keep your messages, notes and saved properties.')
          : t('account.owner.intro', 'List your property for free. Register as an individual owner or for an organization, and upload the documents that show it is yours to let or sell.')
      }
    >
      {signedInUser ? (
        <BecomeOwner />
      ) : (
        <OwnerRegistrationForm
          plain={plain}
          state={state}
          onRegistered={(owner) => setStep({ name: 'confirm', owner })}
          links={
            <RegisterLinks signIn={<LoginDialogLink>{t('account.links.login-here', 'Login Here')}</LoginDialogLink>}>
              <Link component={RouterLink} to={paths.organizationRegistration} variant="body2">
                {t('account.owner.agency-instead', 'Register an agency or developer instead')}
              </Link>
            </RegisterLinks>
          }
        />
      )}
    </PageFrame>
  );
}
