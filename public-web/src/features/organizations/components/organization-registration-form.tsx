import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EmailField } from '../../../components/ui/email-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { PhoneField } from '../../../components/ui/phone-field';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { registerOrganization, registerOrganizationSchema } from '../api/registration';

type Values = { name: string; email: string; phone: string; address: string; url_name: string };
const empty: Values = { name: '', email: '', phone: '', address: '', url_name: '' };
const fieldOrder: (keyof Values)[] = ['name', 'email', 'phone', 'address', 'url_name'];

/** Where the organization's page will live, shown while its web name is typed: app.fie.com.gh/org/acme_homes. */
export function pageAddress(urlName: string): string {
  const host = typeof window === 'undefined' ? 'fie.com.gh' : window.location.host;
  return `${host}/org/${urlName.trim() || 'your_name'}`;
}

/**
 * Organization registration, checked with the API's own zod schema (`registerOrganizationSchema`),
 * so the messages under the fields are the server's words before anything is sent. The server still
 * has the last word on a taken email or web name (409, under `errors`).
 */
export function OrganizationRegistrationForm({ idPrefix, onRegistered }: { idPrefix: string; onRegistered: (email: string, message: string) => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  const validate = (next: Values): FieldErrors => {
    const parsed = registerOrganizationSchema.safeParse(next);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  // After the first attempt the messages follow the typing, so a fixed field clears at once.
  const set = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setErrors(validate(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = fieldOrder.find((name) => found[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setBanner(null);
    setBusy(true);
    try {
      const answer = await registerOrganization(values);
      onRegistered(values.email.trim().toLowerCase(), answer.message);
    } catch (error) {
      const split = formErrorsFrom(error, fieldOrder);
      setErrors(split.fields);
      setBanner(split.banner ?? null);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof Values) => ({
    id: id(name),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  // The shared email and phone fields take the value and the message as they are.
  const field = (name: keyof Values) => ({
    id: id(name),
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner ? <FormBanner severity="error" title="Something went wrong!" message={banner} /> : null}
      <Stack spacing={2}>
        <TextField label="Organization name" autoComplete="organization" {...text('name')} slotProps={{ htmlInput: { 'aria-required': true, maxLength: 80 } }} />
        <EmailField {...field('email')} />
        <PhoneField placeholder="030 212 3456" {...field('phone')} />
        <TextField
          label="Address"
          autoComplete="street-address"
          placeholder="12 Oxford Street, Osu, Accra (or GA-183-8164)"
          multiline
          minRows={2}
          {...text('address')}
          slotProps={{ htmlInput: { 'aria-required': true, maxLength: 200 } }}
        />
        <TextField
          label="Web name"
          autoComplete="off"
          placeholder="acme_homes"
          {...text('url_name')}
          // The message when there is one, else the address the page will have.
          helperText={errors.url_name ?? `Your page: ${pageAddress(values.url_name)}`}
          slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          Register Organization
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
      </Stack>
    </Box>
  );
}
