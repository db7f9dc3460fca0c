import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { FormBanner } from '../../../components/ui/form-banner';
import { useDocumentTitle } from '../../../lib/document-title';
import { PageFrame } from '../../../components/ui/page-frame';
import { ConfirmCodeForm } from '../components/confirm-code-form';
import { LoginForm } from '../components/login-form';

type Mode = { name: 'confirm'; notice?: string; email?: string } | { name: 'login'; email: string; notice?: string };

/**
 * /confirm-registration: two modes, Confirm Registration (email, code, Resend Code) then Login.
 * After that login the user goes back one page after 2 s, or home when this was the first page.
 */
export function ConfirmRegistrationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const email = new URLSearchParams(location.search).get('email') ?? '';
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [mode, setMode] = useState<Mode>({ name: 'confirm', notice });
  const later = useAfterSuccess();
  useDocumentTitle(mode.name === 'confirm' ? 'Fie · Confirm Registration' : 'Fie · Login');

  // A not-confirmed login on this page sends us here again with a new notice: go back to the code step.
  useEffect(() => {
    setMode({ name: 'confirm', notice });
  }, [location.key, notice]);

  if (mode.name === 'login') {
    return (
      <PageFrame title="Login">
        {mode.notice ? <FormBanner severity="success" message={mode.notice} /> : null}
        <LoginForm
          key={mode.email}
          idPrefix="confirm-login"
          defaultEmail={mode.email}
          // Someone who just made an account is on their own phone more often than not: stay signed in unless they untick it.
          showRememberMe
          rememberByDefault
          onSignedIn={() => {
            later(() => {
              // react-router records the position in history; 0 means this site has no page to go back to.
              const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
              if (index > 0) navigate(-1);
              else navigate('/', { replace: true });
            });
          }}
          onNotConfirmed={(address) => setMode({ name: 'confirm', email: address, notice: accountMessages.notConfirmed })}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Confirm Registration" intro="Enter the 6-digit code we sent to your email to activate your account.">
      <ConfirmCodeForm
        key={`${location.key}-${mode.notice ?? ''}`}
        idPrefix="confirm-page"
        defaultEmail={mode.email ?? email}
        notice={mode.notice}
        onConfirmed={(confirmedEmail) => setMode({ name: 'login', email: confirmedEmail, notice: accountMessages.accountConfirmed })}
        links={
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already confirmed?{' '}
            <Link component="button" type="button" onClick={() => setMode({ name: 'login', email })}>
              Login
            </Link>
          </Typography>
        }
      />
    </PageFrame>
  );
}
