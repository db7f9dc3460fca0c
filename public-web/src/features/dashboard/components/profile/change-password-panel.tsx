import { useState, type FormEvent } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { FormBanner } from '../../../../components/ui/form-banner';
import { SecretField } from '../../../../components/ui/secret-field';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { sessionPersistence, writeJson } from '../../../../lib/storage';
import { changePassword, changePasswordSchema } from '../../api/profile';
import { Panel } from '../panel';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };
const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: old, new and confirm; a wrong old password is the server's to say ('Old password is incorrect'). */
export function ChangePasswordPanel() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title?: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // zod runs the match check only once every field is valid; say it at once.
      if (!found.confirmPassword && values.confirmPassword && values.confirmPassword !== values.newPassword) {
        found.confirmPassword = accountMessages.passwordsDoNotMatch;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await changePassword(parsed.data);
      // The change ended every session, this one too: keep this device signed in with the one it answers.
      if (answer?.token) writeJson('token', answer.token, sessionPersistence());
      setValues(empty);
      setBanner({ severity: 'success', title: answer?.message || accountMessages.passwordChanged });
    } catch (error) {
      const split = formErrorsFrom(error, Object.keys(empty));
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', title: 'Something went wrong', message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <SecretField
      id={`change-${name}`}
      label={label}
      secretName={label.toLowerCase()}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { 'aria-required': true } }}
      fullWidth
    />
  );

  return (
    <Panel id="account" title="Change Password">
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner {...banner} /> : null}
        <Stack spacing={2}>
          {field('oldPassword', 'Old password', 'current-password')}
          {field('newPassword', 'New password', 'new-password')}
          {field('confirmPassword', 'Confirm password', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              Change Password
              {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Panel>
  );
}
