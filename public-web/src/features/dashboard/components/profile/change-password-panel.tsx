import { ChangePasswordForm } from '../../../../components/ui/change-password-form';
import { Panel } from '../panel';

/** Change Password: old, new and confirm; a wrong old password is the server's to say ('Old password is incorrect'). */
export function ChangePasswordPanel() {
  return (
    <Panel id="account" title="Change Password">
      <ChangePasswordForm idPrefix="change" oldLabel="Old password" submitLabel="Change Password" />
    </Panel>
  );
}
