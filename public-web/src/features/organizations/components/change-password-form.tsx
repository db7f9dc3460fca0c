import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm as PasswordForm } from '../../../components/ui/change-password-form';
import { useT } from '../../../lib/i18n/language';

/**
 * The organization's own password, in its profile settings, with the people's rules and messages. Only the
 * organization signed in as itself sees it (members have their own passwords).
 */
export function ChangePasswordForm() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('ui.password.change', 'Change password')}
      </Typography>
      <PasswordForm
        idPrefix="org-change"
        oldLabel="Current password"
        submitLabel={t('ui.password.change', 'Change password')}
        afterChange={t('organizations.password.after-change', 'Other devices signed in as the organization have been signed out.')}
      />
    </Box>
  );
}
