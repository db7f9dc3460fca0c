import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useAccountDialogs } from '../dialogs-context';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { LoginDialogLink, RegisterLinks } from './account-page-links';
import { ConfirmCodeForm } from './confirm-code-form';
import { RegisterForm } from './register-form';

/**
 * Register dialog (width 500). After sign-up it moves to the confirmation-code step in place (the code texted to a
 * phone-only account, emailed otherwise); the code signs the person in, 'Account confirmed' shows for 2 s and the
 * dialog closes. Had they confirmed elsewhere, Login opens the login dialog.
 */
export function RegisterDialog() {
  const dialogs = useAccountDialogs();
  const [registered, setRegistered] = useState<{ destination: string; message: string } | null>(null);
  const later = useAfterSuccess();
  const t = useT();

  return (
    <DialogFrame id="register-dialog" title={registered ? t('account.confirm.dialog-title', 'Confirm your account') : t('account.register.title', 'Register')} width={500} onClose={dialogs.close}>
      {registered ? (
        <ConfirmCodeForm
          idPrefix="register-dialog-confirm"
          defaultEmail={registered.destination}
          notice={registered.message}
          onConfirmed={(name, signedIn) => later(() => (signedIn ? dialogs.close() : dialogs.open('login', { email: name })))}
          links={
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              {t('account.confirm.already', 'Already confirmed?')}{' '}
              <Link component="button" type="button" onClick={() => dialogs.open('login', { email: registered.destination })}>
                {t('account.links.login', 'Login')}
              </Link>
            </Typography>
          }
        />
      ) : (
        <RegisterForm
          idPrefix="register-dialog"
          onRegistered={(destination, message) => setRegistered({ destination, message })}
          links={
            <RegisterLinks signIn={<LoginDialogLink>{t('account.links.sign-in', 'Sign in')}</LoginDialogLink>}>
              <Link component={RouterLink} to={paths.infoListProperty} onClick={dialogs.close} variant="body2">
                {t('account.links.register-owner', 'Register as Owner?')}
              </Link>
            </RegisterLinks>
          }
        />
      )}
    </DialogFrame>
  );
}
