import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors, isPhoneSignInName, type Translate } from '@fie/domain';
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
import { useT } from '../../../lib/i18n/language';
import { useTypedBeforeCode } from '../../../lib/typed-before-code';
import { plainFormProps, PlainFormFields, type PlainForm } from '../../../components/ui/checked-form';
import { EmailOrPhoneField } from '../../../components/ui/email-or-phone-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { loginOrganization, loginSchema, loginUser, personLoginSchema } from '../api/login';
import { useAuth } from '../auth-context';

export type AccountKind = 'user' | 'organization';

type Banner = { severity: 'success' | 'error' | 'info'; title?: string; message?: string };

type LoginFormProps = {
  /** The dialog lets people pick User or Organization; pages sign users in. */
  allowOrganization?: boolean;
  defaultEmail?: string;
  onSignedIn: (kind: AccountKind) => void;
  /** The server said the account is not confirmed yet (UserNotConfirmedException): its email or phone, as typed. */
  onNotConfirmed: (name: string) => void;
  /** Links under the button (forgot password, register), which differ between dialog and page. */
  links?: ReactNode;
  idPrefix: string;
  /** A page's form also posts as a plain form (before or without its code); a dialog's only runs with it. */
  plain?: PlainForm;
  /** What a plain post of this form answered (its messages), when the page comes from it. */
  initial?: { errors?: FieldErrors; banner?: Banner; kind?: AccountKind };
};

/**
 * Who is signing in, in plain words: a person (seekers, owners, and agents who list for an agency sign in as
 * themselves), or an agency or company with its own sign-in. The password recovery form asks the same.
 */
export function accountKindChoices(t: Translate): { value: AccountKind; label: string }[] {
  return [
    { value: 'user', label: t('account.login.as-person', 'Me (a person)') },
    { value: 'organization', label: t('account.login.as-organization', 'An agency or company') },
  ];
}

/**
 * Sign-in: email or phone, password, and whether this is a shared phone. A session is kept on the device (it survives
 * a reload, and a link opened later from a text, a mail or WhatsApp) unless the person says the phone is shared: then
 * it lasts as long as the browser tab (issue 32).
 */
export function LoginForm({ allowOrganization, defaultEmail = '', onSignedIn, onNotConfirmed, links, idPrefix, plain, initial }: LoginFormProps) {
  const auth = useAuth();
  const t = useT();
  const [kind, setKind] = useState<AccountKind>(initial?.kind ?? 'user');
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [banner, setBanner] = useState<Banner | null>(initial?.banner ?? null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const whenAlive = useTypedBeforeCode(formRef, (typed) => {
    if (typeof typed.email === 'string' && typed.email !== email) setEmail(typed.email);
    if (typeof typed.password === 'string' && typed.password !== password) setPassword(typed.password);
    if (typeof typed.shared === 'boolean' && typed.shared !== shared) setShared(typed.shared);
    if ((typed.kind === 'user' || typed.kind === 'organization') && typed.kind !== kind) setKind(typed.kind);
  });

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
    const persistence = shared ? 'session' : 'local';
    try {
      if (kind === 'organization') {
        const answer = await loginOrganization(parsed.data);
        auth.startOrganizationSession(answer.token, answer.organization, persistence);
      } else {
        const answer = await loginUser({ ...parsed.data, remember: !shared });
        // The login answer already names the user; the full profile follows in the background (with
        // retries), and if it never comes the user is still signed in with what the login returned.
        void auth.startUserSession(answer.token, answer.user, persistence);
      }
      setDone(true);
      setBanner({ severity: 'success', title: accountMessages.signedIn });
      onSignedIn(kind);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UserNotConfirmedException') {
        // The confirmation page takes the email or the phone number the person signed in with.
        onNotConfirmed(parsed.data.email);
        return;
      }
      const split = formErrorsFrom(error, ['email', 'password']);
      setErrors(split.fields);
      setBanner(split.banner ? { severity: 'error', title: t('account.banner.went-wrong', 'Something went wrong!'), message: split.banner } : null);
    } finally {
      setBusy(false);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={whenAlive(submit)}
      aria-busy={busy}
      {...plainFormProps(plain)}
      // An agency's sign-in is its own call, which only the page's code makes: held until the page is alive.
      {...(plain && allowOrganization ? { 'data-plain-unless': 'kind=organization' } : {})}
    >
      <PlainFormFields plain={plain} />
      {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
      <Stack spacing={2}>
        {allowOrganization ? (
          <FormControl>
            <FormLabel id={id('kind-label')}>{t('account.login.as', 'Sign in as')}</FormLabel>
            <RadioGroup name="kind" aria-labelledby={id('kind-label')} value={kind} onChange={(e) => setKind(e.target.value as AccountKind)}>
              {accountKindChoices(t).map((option) => (
                <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
              ))}
            </RadioGroup>
          </FormControl>
        ) : null}
        <EmailOrPhoneField id={id('email')} name="email" value={email} onChange={setEmail} error={errors.email} />
        <PasswordField id={id('password')} name="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
        {kind === 'user' ? <SharedPhoneBox id={id('shared')} checked={shared} onChange={setShared} /> : null}
        <Button type="submit" variant="contained" size="large" disabled={busy || done} fullWidth>
          {t('account.login.submit', 'Login')}
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}

/**
 * "This is a shared phone": ticked, the session ends with the browser tab; left as it is, the person stays signed in
 * on this device. Posted as `shared=on` by a plain form.
 */
export function SharedPhoneBox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <FormControlLabel
      control={<Checkbox id={id} name="shared" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={t('account.login.shared', 'This is a shared phone: do not keep me signed in')}
    />
  );
}
