import { useEffect, useRef, useState } from 'react';
import type { AccountKindChoice } from '@fie/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { config } from '../../../config';
import { useAccountDialogs } from '../dialogs-context';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * The reset dialog (width 450). Step 1 'Reset Password' asks for a code, step 2 'Set new password'
 * uses it; both link to Login and Register (which replace this dialog: one account dialog at a time).
 * After 'Password reset successful' the login dialog opens 2 s later with the email filled in.
 */
export function ForgotPasswordDialog({ email: initialEmail }: { email?: string }) {
  const dialogs = useAccountDialogs();
  const [sent, setSent] = useState<{ email: string; destination: string; account: AccountKindChoice } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const links = (
    <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('login', { email: sent?.email ?? initialEmail })}>
        Login
      </Link>
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('register')}>
        Register
      </Link>
    </Stack>
  );

  return (
    <DialogFrame id="forgot-dialog" title={sent ? 'Set new password' : 'Reset Password'} width={450} onClose={dialogs.close}>
      {sent ? (
        <ResetPasswordForm
          idPrefix="forgot-dialog-reset"
          email={sent.email}
          destination={sent.destination}
          account={sent.account}
          onReset={(email) => {
            timer.current = window.setTimeout(() => dialogs.open('login', { email }), config.afterSuccessMs);
          }}
          links={links}
        />
      ) : (
        <ResetRequestForm
          idPrefix="forgot-dialog"
          defaultEmail={initialEmail}
          onCodeSent={(email, destination, account) => setSent({ email, destination, account })}
          links={links}
        />
      )}
    </DialogFrame>
  );
}
