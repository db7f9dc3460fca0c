import { useState, type FormEvent } from 'react';
import { accountMessages, fieldErrors, formatGhanaPhone } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormBanner } from '../../../../components/ui/form-banner';
import { NameFields } from '../../../../components/ui/name-fields';
import { PhoneField } from '../../../../components/ui/phone-field';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { useSay, useT } from '../../../../lib/i18n/language';
import { AddEmailForm } from './add-email-form';
import { updateProfile, updateProfileFields } from '../../api/profile';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

type Values = { firstName: string; lastName: string; phone: string };
// The server answers with the spec's names; the form uses its own.
const serverField: Record<string, keyof Values> = { first_name: 'firstName', last_name: 'lastName', phoneNumber: 'phone', mobile: 'phone' };
const fields = ['firstName', 'lastName', 'phone', 'email', ...Object.keys(serverField)];

/**
 * Personal Info: first name, last name, phone after the fixed +233, and the email (read-only). An account made with a
 * phone number alone (issue 32) signs in with that number, which it keeps until it has an email, and may add one.
 */
export function PersonalInfoPanel({ user, onSaved }: { user: DashboardUser; onSaved: () => Promise<unknown> }) {
  const t = useT();
  const say = useSay();
  const phoneOnly = !user.email;
  const [values, setValues] = useState<Values>({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ? formatGhanaPhone(user.phone) : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title?: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = updateProfileFields.safeParse({ ...values, email: user.email });
    setBanner(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await updateProfile(parsed.data);
      setBanner({ severity: 'success', title: answer?.message || accountMessages.updateSuccessful });
      await onSaved().catch(() => null);
    } catch (error) {
      const split = formErrorsFrom(error, fields);
      const mapped: FieldErrors = {};
      for (const [field, message] of Object.entries(split.fields)) mapped[serverField[field] ?? field] = message;
      setErrors(mapped);
      if (split.banner) setBanner({ severity: 'error', title: t('account.banner.something-wrong', 'Something went wrong'), message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Values) => ({
    id: `profile-${name}`,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  return (
    <Panel id="personal-info" title={t('account.profile.title', 'Personal Info')}>
      <Box component="form" noValidate onSubmit={save} aria-busy={busy}>
        {banner ? <FormBanner {...banner} /> : null}
        <Stack spacing={2}>
          <NameFields firstName={field('firstName')} lastName={field('lastName')} />
          <PhoneField {...field('phone')} hint={phoneOnly ? t('account.profile.phone-signs-in', 'You sign in with this number: add an email before you change it') : undefined} />
          {phoneOnly ? null : (
            <TextField
              id="profile-email"
              label={t('account.field.email', 'Email')}
              value={user.email}
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email ? say(errors.email) : t('account.profile.email-read-only', 'Your email signs you in and cannot be changed here')}
              slotProps={{ input: { readOnly: true } }}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('account.profile.save', 'Save')}
              {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
            </Button>
          </Box>
        </Stack>
      </Box>
      {phoneOnly ? (
        <Box sx={{ mt: 3 }}>
          <AddEmailForm onAdded={onSaved} />
        </Box>
      ) : null}
    </Panel>
  );
}
