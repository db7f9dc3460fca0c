import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormLinks } from '../../../components/ui/form-links';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useAccountDialogs } from '../dialogs-context';

/**
 * The links under the account pages' forms, in the order they always stand: Back, Forgot Password or
 * Username?, Login (to the address given, e.g. with the email filled in), and Register.
 */
export function AccountPageLinks({ back, forgot = false, login }: { back?: () => void; forgot?: boolean; login?: string }) {
  const t = useT();
  return (
    <FormLinks>
      {back ? (
        <Link component="button" type="button" variant="body2" onClick={back}>
          {t('account.links.back', 'Back')}
        </Link>
      ) : null}
      {forgot ? (
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
          {t('account.links.forgot', 'Forgot Password or Username?')}
        </Link>
      ) : null}
      {login ? (
        <Link component={RouterLink} to={login} variant="body2">
          {t('account.links.login', 'Login')}
        </Link>
      ) : null}
      <Link component={RouterLink} to={paths.register} variant="body2">
        {t('account.links.register', 'Register')}
      </Link>
    </FormLinks>
  );
}

/** Under a registration form: the other way to register, then 'Already have an account?' and the way to sign in. */
export function RegisterLinks({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {children}
      <Typography variant="body2">
        {t('account.links.have-account', 'Already have an account?')} {signIn}
      </Typography>
    </Stack>
  );
}

/** A link that opens the login dialog over the page. */
export function LoginDialogLink({ children }: { children: ReactNode }) {
  const dialogs = useAccountDialogs();
  return (
    <Link component="button" type="button" onClick={() => dialogs.open('login')}>
      {children}
    </Link>
  );
}
