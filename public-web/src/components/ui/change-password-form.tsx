import { useState, type FormEvent } from 'react';
import { accountMessages, changePasswordSchema, fieldErrors, type ChangePasswordInput } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { api, formErrorsFrom, type FieldErrors } from '../../lib/api-client';
import { useSay, useT } from '../../lib/i18n/language';
import { sessionPersistence, writeJson } from '../../lib/storage';
import { FormBanner } from './form-banner';
import { PasswordField } from './password-field';
import { SecretField } from './secret-field';

const empty: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

type Props = {
  /** Prefixes the fields' ids, so two forms could share a page. */
  idPrefix: string;
  oldLabel: 'Old password' | 'Current password';
  /** The button's words; by default 'Change Password' in the page's language. */
  submitLabel?: string;
  /** Said under the success message (who else was signed out). */
  afterChange?: string;
};

/**
 * POST /api/auth/change-password, for a person or an organization alike (each with its own token): old, new and
 * confirm, with the password rules under the new one. A wrong old password is the server's to say (under the old
 * field). The change ends every session, this one too: the answer's new token keeps this device signed in.
 */
export function ChangePasswordForm({ idPrefix, oldLabel, submitLabel, afterChange }: Props) {
  const [values, setValues] = useState<ChangePasswordInput>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof ChangePasswordInput) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const t = useT();
  const say = useSay();
  const oldWords = oldLabel === 'Old password' ? { label: t('account.field.old-password', 'Old password'), secret: t('account.field.old-password-secret', 'old password') } : { label: t('account.field.current-password', 'Current password'), secret: t('account.field.current-password-secret', 'current password') };

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
      const answer = await api.post<{ message: string; token?: string }>('/auth/change-password', parsed.data);
      if (answer?.token) writeJson('token', answer.token, sessionPersistence());
      setValues(empty);
      setBanner({ severity: 'success', title: answer?.message || say(accountMessages.passwordChanged), message: afterChange });
    } catch (error) {
      const split = formErrorsFrom(error, Object.keys(empty));
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', title: t('account.banner.something-wrong', 'Something went wrong'), message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('account.change-password.label', 'Change password')} aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
      {banner ? <FormBanner {...banner} /> : null}
      <SecretField
        id={`${idPrefix}-oldPassword`}
        label={oldWords.label}
        secretName={oldWords.secret}
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(e) => set('oldPassword')(e.target.value)}
        error={Boolean(errors.oldPassword)}
        helperText={errors.oldPassword === undefined ? undefined : say(errors.oldPassword)}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        fullWidth
      />
      <PasswordField id={`${idPrefix}-newPassword`} label="New password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} hint={accountMessages.passwordWeak} />
      <PasswordField id={`${idPrefix}-confirmPassword`} label="Confirm password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel ?? t('account.change-password.submit', 'Change Password')}
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
      </Box>
    </Box>
  );
}
