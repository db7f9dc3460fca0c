import { useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Link from '@mui/material/Link';
import { useAfterSuccess } from '../../../lib/after-success';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { useAccountDialogs } from '../dialogs-context';
import { FormLinks } from '../../../components/ui/form-links';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { LoginForm } from './login-form';

/**
 * Login dialog (width 450): User or Organization, email or phone, password. The session it starts is kept on the
 * device (unless the person says the phone is shared), so it survives a reload and a link opened later.
 */
export function LoginDialog({ email }: { email?: string }) {
  const dialogs = useAccountDialogs();
  const navigate = useNavigate();
  const later = useAfterSuccess();
  const t = useT();

  return (
    <DialogFrame id="login-dialog" title={t('account.login.title', 'Login')} width={450} onClose={dialogs.close}>
      <LoginForm
        idPrefix="login-dialog"
        allowOrganization
        defaultEmail={email}
        onSignedIn={(kind) => {
          // 'Signed in' stays in view for 2 s; an organization then gets a full page load of its
          // dashboard, so nothing from the user session lingers in memory.
          later(() => {
            if (kind === 'organization') window.location.assign(paths.organizationDashboard);
            else dialogs.close();
          });
        }}
        onNotConfirmed={(address) => {
          dialogs.close();
          navigate(`${paths.confirmRegistration}?email=${encodeURIComponent(address)}`, {
            state: { notice: address.includes('@') ? accountMessages.notConfirmed : accountMessages.notConfirmedByPhone },
          });
        }}
        links={
          <FormLinks>
            <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('forgot', { email })}>
              {t('account.links.forgot', 'Forgot Password or Username?')}
            </Link>
            <Link component="button" type="button" variant="body2" onClick={() => dialogs.open('register')}>
              {t('account.links.register', 'Register')}
            </Link>
          </FormLinks>
        }
      />
    </DialogFrame>
  );
}
