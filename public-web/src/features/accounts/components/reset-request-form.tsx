import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { AccountKindChoice } from '@fie/domain';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import { useTypedBeforeCode } from '../../../lib/typed-before-code';
import { plainFormProps, PlainFormFields, type PlainForm } from '../../../components/ui/checked-form';
import { EmailOrPhoneField } from '../../../components/ui/email-or-phone-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { forgotPasswordSchema, requestResetCode } from '../api/password-reset';
import { accountKindChoices } from './login-form';

/** Where a reset code went: the account's email or phone, where the code was delivered, and whose account it is. */
export type CodeSent = { email: string; destination: string; account: AccountKindChoice };

/**
 * Step 1 of password recovery ('Reset Password'): the account's email or phone number and Request Code, which really
 * asks the server for a code (emailed, or texted to a person's phone). The server's own words come back for an unknown email or a request
 * made too soon (429 says when to try again). An agency or company recovers its own sign-in here too, with
 * its email; the choice matters only when a person and an organization share one email.
 */
export function ResetRequestForm({
  idPrefix,
  defaultEmail = '',
  onCodeSent,
  links,
  plain,
  initial,
}: {
  idPrefix: string;
  defaultEmail?: string;
  onCodeSent: (sent: CodeSent) => void;
  links?: ReactNode;
  /** A page's form also posts as a plain form (before or without its code). */
  plain?: PlainForm;
  /** What a plain post of this form answered (its messages), when the page comes from it. */
  initial?: { errors?: FieldErrors; banner?: string; account?: AccountKindChoice };
}) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const [kind, setKind] = useState<AccountKindChoice>(initial?.account ?? 'person');
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [banner, setBanner] = useState<string | null>(initial?.banner ?? null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const whenAlive = useTypedBeforeCode(formRef, (typed) => {
    if (typeof typed.email === 'string' && typed.email !== email) setEmail(typed.email);
    if ((typed.account === 'person' || typed.account === 'organization') && typed.account !== kind) setKind(typed.account);
  });
  // The radio's values are what the API takes (`account`): a person's or an organization's password.
  const choices = accountKindChoices(t).map((choice) => ({ value: choice.value === 'user' ? ('person' as const) : ('organization' as const), label: choice.label }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const parsed = forgotPasswordSchema.safeParse({ email, account: kind });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      document.getElementById(`${idPrefix}-email`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await requestResetCode(parsed.data);
      onCodeSent({ email: parsed.data.email, destination: answer?.destination ?? parsed.data.email, account: parsed.data.account ?? 'person' });
    } catch (error) {
      const split = formErrorsFrom(error, ['email']);
      setErrors(split.fields);
      setBanner(split.banner ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={whenAlive(submit)} aria-busy={busy} {...plainFormProps(plain)}>
      <PlainFormFields plain={plain} />
      {banner ? <FormBanner severity="error" message={banner} /> : null}
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id={`${idPrefix}-kind-label`}>{t('account.reset.whose', 'Whose password?')}</FormLabel>
          <RadioGroup row name="account" aria-labelledby={`${idPrefix}-kind-label`} value={kind} onChange={(e) => setKind(e.target.value as AccountKindChoice)}>
            {choices.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>
        <EmailOrPhoneField
          id={`${idPrefix}-email`}
          name="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          hint={t('account.reset.request-hint', 'We will send a 6-digit code to your email, or by SMS to your phone')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {t('account.reset.request', 'Request Code')}
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
