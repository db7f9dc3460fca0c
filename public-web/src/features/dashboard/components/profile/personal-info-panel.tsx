import { useState, type FormEvent } from 'react';
import { accountMessages, fieldErrors, formatGhanaPhone } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormBanner } from '../../../../components/ui/form-banner';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { updateProfile, updateProfileFields } from '../../api/profile';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

type Values = { firstName: string; lastName: string; phone: string };
// The server answers with the spec's names; the form uses its own.
const serverField: Record<string, keyof Values> = { first_name: 'firstName', last_name: 'lastName', phoneNumber: 'phone', mobile: 'phone' };
const fields = ['firstName', 'lastName', 'phone', 'email', ...Object.keys(serverField)];

/** Personal Info: first name, last name, phone after the fixed +233, and the email (read-only). */
export function PersonalInfoPanel({ user, onSaved }: { user: DashboardUser; onSaved: () => Promise<unknown> }) {
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
      if (split.banner) setBanner({ severity: 'error', title: 'Something went wrong', message: split.banner });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof Values) => ({
    id: `profile-${name}`,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Panel id="personal-info" title="Personal Info">
      <Box component="form" noValidate onSubmit={save} aria-busy={busy}>
        {banner ? <FormBanner {...banner} /> : null}
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" autoComplete="given-name" {...text('firstName')} slotProps={{ htmlInput: { maxLength: 40, 'aria-required': true } }} />
            <TextField label="Last name" autoComplete="family-name" {...text('lastName')} slotProps={{ htmlInput: { maxLength: 40, 'aria-required': true } }} />
          </Stack>
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            placeholder="024 412 3456"
            {...text('phone')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+233</InputAdornment> },
              htmlInput: { inputMode: 'tel', 'aria-required': true },
            }}
          />
          <TextField
            id="profile-email"
            label="Email"
            value={user.email}
            fullWidth
            error={Boolean(errors.email)}
            helperText={errors.email ?? 'Your email signs you in and cannot be changed here'}
            slotProps={{ input: { readOnly: true } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
              {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Panel>
  );
}
