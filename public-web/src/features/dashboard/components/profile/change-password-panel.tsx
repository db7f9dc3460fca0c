import { ChangePasswordForm } from '../../../../components/ui/change-password-form';
import { useT } from '../../../../lib/i18n/language';
import { Panel } from '../panel';

/** Change Password: old, new and confirm; a wrong old password is the server's to say ('Old password is incorrect'). */
export function ChangePasswordPanel() {
  const t = useT();
  return (
    <Panel id="account" title={t('account.change-password.title', 'Change Password')}>
      <ChangePasswordForm idPrefix="change" oldLabel="Old password" />
    </Panel>
  );
}
