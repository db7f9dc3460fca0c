import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { loginUser } from '../api/login';
import { OWNER_REDIRECT_MS } from '../api/owner-registration';
import { useAuth } from '../auth-context';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoginDialogLink, RegisterLinks } from '../components/account-page-links';
import { ConfirmCodeForm } from '../components/confirm-code-form';
import { LoginForm } from '../components/login-form';
import { OwnerRegistrationForm, type OwnerRegistered } from '../components/owner-registration-form';

type Step = { name: 'form' } | { name: 'confirm'; owner: OwnerRegistered } | { name: 'login'; email: string; notice?: string } | { name: 'done' };

/**
 * /owner-registration: the form, then the confirmation code from the email, then the new owner is
 * signed in with the password they just chose and lands on /owner-dashboard 1.5 s later. If that
 * automatic sign-in fails, a login form takes over with the email filled in.
 */
export function OwnerRegistrationPage() {
  useDocumentTitle('Fie · Register as an Owner');
  const auth = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [signingIn, setSigningIn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const toDashboard = () => {
    timer.current = window.setTimeout(() => navigate(paths.ownerDashboard, { replace: true }), OWNER_REDIRECT_MS);
  };

  async function signIn(owner: OwnerRegistered) {
    setSigningIn(true);
    try {
      const answer = await loginUser({ email: owner.email, password: owner.password });
      void auth.startUserSession(answer.token, answer.user, 'local');
      setStep({ name: 'done' });
      toDashboard();
    } catch {
      setStep({ name: 'login', email: owner.email, notice: accountMessages.accountConfirmed });
    } finally {
      setSigningIn(false);
    }
  }

  if (step.name === 'done') {
    return (
      <PageFrame title="Welcome to Fie">
        <FormBanner severity="success" title={accountMessages.signedIn} message={accountMessages.ownerRegistrationSuccessful} />
        <Typography>
          Taking you to <Link component={RouterLink} to={paths.ownerDashboard}>your dashboard</Link>…
        </Typography>
      </PageFrame>
    );
  }

  if (step.name === 'login') {
    return (
      <PageFrame title="Login">
        {step.notice ? <FormBanner severity="success" message={step.notice} /> : null}
        <LoginForm
          idPrefix="owner-login"
          defaultEmail={step.email}
          onSignedIn={toDashboard}
          onNotConfirmed={(email) => navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(email)}`, { state: { notice: accountMessages.notConfirmed } })}
        />
      </PageFrame>
    );
  }

  if (step.name === 'confirm') {
    return (
      <PageFrame title="Confirm your account" intro="Enter the 6-digit code we sent to your email to activate your owner account.">
        <FormBanner severity="success" message={step.owner.message || accountMessages.ownerRegistrationSuccessful} />
        <ConfirmCodeForm
          idPrefix="owner-confirm"
          defaultEmail={step.owner.email}
          notice={step.owner.destination ? accountMessages.codeSentTo(step.owner.destination) : undefined}
          onConfirmed={() => void signIn(step.owner)}
        />
        {signingIn ? (
          <Typography role="status" sx={{ mt: 2 }}>
            Signing you in…
          </Typography>
        ) : null}
      </PageFrame>
    );
  }

  const signedInUser = auth.signedIn && !auth.organization;
  return (
    <PageFrame
      title="Register as an Owner"
      intro="List your property for free. Register as an individual owner or for an organization, and upload the documents that show it is yours to let or sell."
    >
      {signedInUser ? (
        <FormBanner
          severity="info"
          message="You are signed in: you can become an owner with your current account from the one-button page instead."
        />
      ) : null}
      {signedInUser ? (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.seekerOwnerRegistration}>
            Register as an Owner with this account
          </Link>
        </Typography>
      ) : null}
      <OwnerRegistrationForm
        onRegistered={(owner) => setStep({ name: 'confirm', owner })}
        links={
          <RegisterLinks signIn={<LoginDialogLink>Login Here</LoginDialogLink>}>
            <Link component={RouterLink} to={paths.organizationRegistration} variant="body2">
              Register an agency or developer instead
            </Link>
          </RegisterLinks>
        }
      />
    </PageFrame>
  );
}
