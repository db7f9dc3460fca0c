import { useState, type FormEvent } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { SecretField } from '../../../components/ui/secret-field';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { sessionPersistence, writeJson } from '../../../lib/storage';
import { changeOrganizationPassword, changePasswordSchema } from '../api/password';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The organization's own password, in its profile settings: current, new and confirm, with the people's rules and
 * messages. Only the organization signed in as itself sees it (members have their own passwords).
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // zod runs the match check only once every field is valid; say it at once.
      if (!found.confirmPassword && values.confirmPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = accountMessages.passwordsDoNotMatch;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await changeOrganizationPassword(parsed.data);
      // The change ended every session, this one too: keep this device signed in with the one it answers.
      if (answer?.token) writeJson('token', answer.token, sessionPersistence());
      setValues(empty);
      setBanner({ severity: 'success', title: answer?.message || accountMessages.passwordChanged, message: 'Other devices signed in as the organization have been signed out.' });
    } catch (error) {
      const split = formErrorsFrom(error, Object.keys(empty));
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', title: 'Something went wrong', message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password" aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Change password
      </Typography>
      {banner ? <FormBanner {...banner} /> : null}
      <SecretField
        id="org-change-oldPassword"
        label="Current password"
        secretName="current password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(e) => set('oldPassword')(e.target.value)}
        error={Boolean(errors.oldPassword)}
        helperText={errors.oldPassword}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        fullWidth
      />
      <PasswordField id="org-change-newPassword" label="New password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} hint={accountMessages.passwordWeak} />
      <PasswordField id="org-change-confirmPassword" label="Confirm password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Change password
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
      </Box>
    </Box>
  );
}
