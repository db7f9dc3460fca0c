import { useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { CodeField } from '../../../components/ui/code-field';
import { EmailField } from '../../../components/ui/email-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { confirmAccount, confirmSchema, resendCode, resendCodeSchema } from '../api/confirm';

type Banner = { severity: 'success' | 'error' | 'info'; message: string };

/**
 * The confirmation-code step: email, the 6-digit code from the email, Confirm Account and Resend Code.
 * Both calls are real (the old dialog only recorded the code locally).
 */
export function ConfirmCodeForm({
  idPrefix,
  defaultEmail = '',
  notice,
  onConfirmed,
  links,
}: {
  idPrefix: string;
  defaultEmail?: string;
  /** Why the user is here, e.g. the registration answer or the not-confirmed message. */
  notice?: string;
  onConfirmed: (email: string) => void;
  links?: ReactNode;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(notice ? { severity: 'info', message: notice } : null);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const [done, setDone] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const parsed = confirmSchema.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await run('confirm', async () => {
      await confirmAccount(parsed.data);
      setDone(true);
      setBanner({ severity: 'success', message: accountMessages.accountConfirmed });
      onConfirmed(parsed.data.email);
    });
  }

  async function resend() {
    if (busy) return;
    const parsed = resendCodeSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await run('resend', async () => {
      const answer = await resendCode(parsed.data);
      setBanner({ severity: 'info', message: accountMessages.codeSentTo(answer.destination ?? parsed.data.email) });
    });
  }

  async function run(action: 'confirm' | 'resend', work: () => Promise<void>) {
    setErrors({});
    setBanner(null);
    setBusy(action);
    try {
      await work();
    } catch (error) {
      // The identity service's own words (wrong code, expired code, too many tries) are shown as they are.
      const split = formErrorsFrom(error, ['email', 'code']);
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', message: split.banner });
    } finally {
      setBusy(null);
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Box component="form" noValidate onSubmit={confirm} aria-busy={busy !== null}>
      {banner ? <FormBanner severity={banner.severity} message={banner.message} /> : null}
      <Stack spacing={2}>
        <EmailField id={id('email')} value={email} onChange={setEmail} error={errors.email} />
        <CodeField id={id('code')} value={code} onChange={setCode} error={errors.code} hint="The 6 digits in the email we sent you" />
        <Button type="submit" variant="contained" size="large" disabled={busy !== null || done} fullWidth>
          Confirm Account
          {busy === 'confirm' ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        <Button type="button" variant="text" onClick={resend} disabled={busy !== null || done}>
          Resend Code
          {busy === 'resend' ? <CircularProgress size={16} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
