import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { paths } from '../../../lib/paths';
import { useAccountDialogs } from '../dialogs-context';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { LoginDialogLink, RegisterLinks } from './account-page-links';
import { ConfirmCodeForm } from './confirm-code-form';
import { RegisterForm } from './register-form';

/**
 * Register dialog (width 500). After sign-up it moves to the confirmation-code step in place; once the
 * account is confirmed, 'Account confirmed' shows for 2 s and the login dialog takes over.
 */
export function RegisterDialog() {
  const dialogs = useAccountDialogs();
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const later = useAfterSuccess();

  return (
    <DialogFrame id="register-dialog" title={registered ? 'Confirm your account' : 'Register'} width={500} onClose={dialogs.close}>
      {registered ? (
        <ConfirmCodeForm
          idPrefix="register-dialog-confirm"
          defaultEmail={registered.email}
          notice={registered.message}
          onConfirmed={(email) => {
            later(() => dialogs.open('login', { email }));
          }}
          links={
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              Already confirmed?{' '}
              <Link component="button" type="button" onClick={() => dialogs.open('login', { email: registered.email })}>
                Login
              </Link>
            </Typography>
          }
        />
      ) : (
        <RegisterForm
          idPrefix="register-dialog"
          onRegistered={(email, message) => setRegistered({ email, message })}
          links={
            <RegisterLinks signIn={<LoginDialogLink>Sign in</LoginDialogLink>}>
              <Link component={RouterLink} to={paths.infoListProperty} onClick={dialogs.close} variant="body2">
                Register as Owner?
              </Link>
            </RegisterLinks>
          }
        />
      )}
    </DialogFrame>
  );
}
