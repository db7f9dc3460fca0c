import { useState } from 'react';
import Link from '@mui/material/Link';
import { useAfterSuccess } from '../../../lib/after-success';
import { useT } from '../../../lib/i18n/language';
import { useAccountDialogs } from '../dialogs-context';
import { FormLinks } from '../../../components/ui/form-links';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm, type CodeSent } from './reset-request-form';

/**
 * The reset dialog (width 450). Step 1 'Reset Password' asks for a code, step 2 'Set new password'
 * uses it; both link to Login and Register (which replace this dialog: one account dialog at a time).
 * After 'Password reset successful' the login dialog opens 2 s later with the email filled in.
 */
export function ForgotPasswordDialog({ email: initialEmail }: { email?: string }) {
  const dialogs = useAccountDialogs();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const later = useAfterSuccess();
  const t = useT();

  const links = (
    <FormLinks>
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('login', { email: sent?.email ?? initialEmail })}>
        {t('account.links.login', 'Login')}
      </Link>
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('register')}>
        {t('account.links.register', 'Register')}
      </Link>
    </FormLinks>
  );

  return (
    <DialogFrame id="forgot-dialog" title={sent ? t('account.reset.new-title', 'Set new password') : t('account.reset.title', 'Reset Password')} width={450} onClose={dialogs.close}>
      {sent ? (
        <ResetPasswordForm idPrefix="forgot-dialog-reset" {...sent} onReset={(email) => later(() => dialogs.open('login', { email }))} links={links} />
      ) : (
        <ResetRequestForm idPrefix="forgot-dialog" defaultEmail={initialEmail} onCodeSent={setSent} links={links} />
      )}
    </DialogFrame>
  );
}
