import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { FormBanner } from '../../../components/ui/form-banner';
import { useT } from '../../../lib/i18n/language';
import { afterLoginPath } from '../../../lib/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { ConfirmCodeForm } from '../components/confirm-code-form';
import { LoginForm } from '../components/login-form';
import { useFormState, usePlainForm } from '../plain-form';
import { useAccountPageHead } from './account-page-head';

type Mode = { name: 'confirm'; notice?: string; email?: string } | { name: 'login'; email: string; notice?: string };

/** Where to go once signed in: `next` (an owner's dashboard), else back one page, else home. */
function useMoveOn() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (new URLSearchParams(location.search).has('next')) return navigate(afterLoginPath(location.search), { replace: true });
    // react-router records the position in history; 0 means this site has no page to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

/**
 * /confirm-registration: two modes, Confirm Registration (email or phone, the code, Resend Code) then Login. The code
 * was texted to an account made with a phone number alone (issue 32), emailed otherwise; confirming signs the person
 * in, kept on this device unless they say the phone is shared, and moves on after 2 s. Rendered on the server; its
 * form posts as a plain form before its code runs or without it.
 */
export function ConfirmRegistrationPage() {
  const t = useT();
  const location = useLocation();
  const state = useFormState();
  const email = state?.values.email ?? new URLSearchParams(location.search).get('email') ?? '';
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [mode, setMode] = useState<Mode>({ name: 'confirm', notice });
  const later = useAfterSuccess();
  const moveOn = useMoveOn();
  const next = new URLSearchParams(location.search).get('next') ?? undefined;
  const plain = usePlainForm('/auth/confirm', { next: next && next.startsWith('/') && !next.startsWith('//') ? next : undefined });
  useAccountPageHead(mode.name === 'confirm' ? t('account.confirm.title', 'Confirm Registration') : t('account.login.title', 'Login'));

  // A not-confirmed login on this page sends us here again with a new notice: go back to the code step.
  useEffect(() => {
    setMode({ name: 'confirm', notice });
  }, [location.key, notice]);

  if (mode.name === 'login') {
    return (
      <PageFrame title={t('account.login.title', 'Login')}>
        {mode.notice ? <FormBanner severity="success" message={mode.notice} /> : null}
        <LoginForm
          key={mode.email}
          idPrefix="confirm-login"
          defaultEmail={mode.email}
          onSignedIn={() => later(moveOn)}
          onNotConfirmed={(address) => setMode({ name: 'confirm', email: address, notice: address.includes('@') ? accountMessages.notConfirmed : accountMessages.notConfirmedByPhone })}
        />
      </PageFrame>
    );
  }

  const initialBanner = state?.banner ? { severity: state.banner.severity, message: state.banner.message } : undefined;
  return (
    <PageFrame title={t('account.confirm.title', 'Confirm Registration')} intro={t('account.confirm.intro', 'Enter the 6-digit code we sent you to activate your account. A code sent by SMS comes from Fie.')}>
      <ConfirmCodeForm
        key={`${location.key}-${mode.notice ?? ''}`}
        idPrefix="confirm-page"
        defaultEmail={mode.email ?? email}
        notice={mode.notice}
        plain={plain}
        initial={state ? { errors: state.errors, banner: initialBanner } : undefined}
        onConfirmed={(name, signedIn) => {
          if (signedIn) later(moveOn);
          else setMode({ name: 'login', email: name, notice: accountMessages.accountConfirmed });
        }}
        links={
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('account.confirm.already', 'Already confirmed?')}{' '}
            <Link component="button" type="button" onClick={() => setMode({ name: 'login', email })}>
              {t('account.links.login', 'Login')}
            </Link>
          </Typography>
        }
      />
    </PageFrame>
  );
}
