import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { EmailField } from '../../../components/ui/email-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { TermsAcceptance } from '../../../components/ui/terms-acceptance';
import { signup, signupFields } from '../api/signup';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  acknowledge: boolean;
};
const empty: Values = { firstName: '', lastName: '', phone: '', email: '', password: '', confirmPassword: '', acknowledge: false };

// The server names the phone `phoneNumber` (or `mobile`); the form calls it `phone`.
const serverField: Record<string, keyof Values> = { phoneNumber: 'phone', mobile: 'phone' };
const fieldOrder: (keyof Values)[] = ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword', 'acknowledge'];
const formFields = ['firstName', 'lastName', 'email', 'phoneNumber', 'mobile', 'password', 'confirmPassword', 'acknowledge'];

/**
 * Seeker registration, checked with the same zod schema the API uses (`signupFields` from @fie/domain),
 * so the messages under the fields are the server's, word for word, before anything is sent.
 */
export function RegisterForm({
  idPrefix,
  onRegistered,
  links,
}: {
  idPrefix: string;
  onRegistered: (email: string, message: string) => void;
  links?: ReactNode;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;

  const validate = (next: Values): FieldErrors => {
    const parsed = signupFields.safeParse({ ...next, phoneNumber: next.phone, user_type: 'seeker' });
    if (parsed.success) return {};
    const byField = fieldErrors(parsed.error);
    const mapped: FieldErrors = {};
    for (const [field, message] of Object.entries(byField)) mapped[serverField[field] ?? field] ??= message;
    return mapped;
  };

  // After the first attempt, messages follow the typing, so a fixed field clears at once.
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
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
      // Take the user to the first thing to fix: on a phone it may be off screen.
      const first = fieldOrder.find((name) => found[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setBanner(null);
    setBusy(true);
    try {
      const answer = await signup(values);
      onRegistered(values.email.trim().toLowerCase(), answer.message);
    } catch (error) {
      const split = formErrorsFrom(error, formFields);
      const mapped: FieldErrors = {};
      for (const [field, message] of Object.entries(split.fields)) mapped[serverField[field] ?? field] = message;
      setErrors(mapped);
      setBanner(split.banner ?? null);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Exclude<keyof Values, 'acknowledge'>) => ({
    id: id(name),
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner ? <FormBanner severity="error" title="Something went wrong!" message={banner} /> : null}
      <Stack spacing={2}>
        <NameFields firstName={field('firstName')} lastName={field('lastName')} />
        <PhoneField {...field('phone')} />
        <EmailField {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <TermsAcceptance id={id('acknowledge')} checked={values.acknowledge} onChange={(checked) => set('acknowledge', checked)} error={errors.acknowledge} />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          Register
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
