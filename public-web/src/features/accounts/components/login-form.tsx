import { useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors, isPhoneSignInName } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { ApiError, formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { EmailOrPhoneField } from '../../../components/ui/email-or-phone-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { loginOrganization, loginSchema, loginUser, personLoginSchema } from '../api/login';
import { useAuth } from '../auth-context';

export type AccountKind = 'user' | 'organization';

type LoginFormProps = {
  /** The dialog lets people pick User or Organization; pages sign users in. */
  allowOrganization?: boolean;
  /** The login page offers "Remember me"; dialogs always remember (localStorage). */
  showRememberMe?: boolean;
  /** Whether "Remember me" starts ticked: the first sign-in after confirming an account is remembered unless the person says otherwise. */
  rememberByDefault?: boolean;
  defaultEmail?: string;
  onSignedIn: (kind: AccountKind) => void;
  /** The server said the account is not confirmed yet (UserNotConfirmedException). */
  onNotConfirmed: (email: string) => void;
  /** Links under the button (forgot password, register), which differ between dialog and page. */
  links?: ReactNode;
  idPrefix: string;
};

/**
 * Who is signing in, in plain words: a person (seekers, owners, and agents who list for an agency sign in as
 * themselves), or an agency or company with its own sign-in. The password recovery form asks the same.
 */
export const accountKindChoices: { value: AccountKind; label: string }[] = [
  { value: 'user', label: 'Me (a person)' },
  { value: 'organization', label: 'An agency or company' },
];

export function LoginForm({ allowOrganization, showRememberMe, rememberByDefault = false, defaultEmail = '', onSignedIn, onNotConfirmed, links, idPrefix }: LoginFormProps) {
  const auth = useAuth();
  const [kind, setKind] = useState<AccountKind>('user');
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberByDefault);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title?: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    // A person may give their phone number; an agency or company signs in with its email.
    const parsed = (kind === 'organization' ? loginSchema : personLoginSchema).safeParse({ email, password });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      const asPerson = personLoginSchema.shape.email.safeParse(email);
      if (kind === 'organization' && found.email && asPerson.success && isPhoneSignInName(asPerson.data)) found.email = accountMessages.organizationNeedsEmail;
      setErrors(found);
      return;
    }
    setErrors({});
    setBanner(null);
    setBusy(true);
    const persistence = showRememberMe && !remember ? 'session' : 'local';
    try {
      if (kind === 'organization') {
        const answer = await loginOrganization(parsed.data);
        auth.startOrganizationSession(answer.token, answer.organization, persistence);
      } else {
        const answer = await loginUser(parsed.data);
        // The login answer already names the user; the full profile follows in the background (with
        // retries), and if it never comes the user is still signed in with what the login returned.
        void auth.startUserSession(answer.token, answer.user, persistence);
      }
      setDone(true);
      setBanner({ severity: 'success', title: accountMessages.signedIn });
      onSignedIn(kind);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UserNotConfirmedException') {
        // Confirming takes the email: one signed in by phone types it there.
        onNotConfirmed(isPhoneSignInName(parsed.data.email) ? '' : parsed.data.email);
        return;
      }
      const split = formErrorsFrom(error, ['email', 'password']);
      setErrors(split.fields);
      setBanner(split.banner ? { severity: 'error', title: 'Something went wrong!', message: split.banner } : null);
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner ? <FormBanner {...banner} /> : null}
      <Stack spacing={2}>
        {allowOrganization ? (
          <FormControl>
            <FormLabel id={id('kind-label')}>Sign in as</FormLabel>
            <RadioGroup aria-labelledby={id('kind-label')} value={kind} onChange={(e) => setKind(e.target.value as AccountKind)}>
              {accountKindChoices.map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
              ))}
            </RadioGroup>
          </FormControl>
        ) : null}
        <EmailOrPhoneField id={id('email')} value={email} onChange={setEmail} error={errors.email} />
        <PasswordField id={id('password')} autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
        {showRememberMe ? (
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label="Remember me on this device"
          />
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={busy || done} fullWidth>
          Login
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
