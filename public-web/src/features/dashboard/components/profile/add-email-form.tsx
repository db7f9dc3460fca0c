import { useState, type FormEvent } from 'react';
import { addEmailSchema, confirmEmailSchema, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CodeField } from '../../../../components/ui/code-field';
import { EmailField } from '../../../../components/ui/email-field';
import { FormBanner } from '../../../../components/ui/form-banner';
import { formErrorsFrom, type FieldErrors } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/language';
import { addEmail, confirmEmail } from '../../api/profile';

type Banner = { severity: 'success' | 'error' | 'info'; message: string };

/**
 * For an account made with a phone number alone (issue 32): add an email, which then signs in too and gets mail.
 * The email gets a 6-digit code; typed here, it adds the email. Organizations invite people by email, so it is
 * also how an agency can add the person to its team.
 */
export function AddEmailForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);

  async function run(action: 'send' | 'confirm', fields: string[], work: () => Promise<void>) {
    setBusy(action);
    setBanner(null);
    setErrors({});
    try {
      await work();
    } catch (error) {
      const split = formErrorsFrom(error, fields);
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', message: split.banner });
    } finally {
      setBusy(null);
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const parsed = addEmailSchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    await run('send', ['email'], async () => {
      const answer = await addEmail(parsed.data.email);
      setSentTo(parsed.data.email);
      setBanner({ severity: 'info', message: answer.message });
    });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = confirmEmailSchema.safeParse({ code });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    await run('confirm', ['code'], async () => {
      const answer = await confirmEmail(parsed.data.code);
      setBanner({ severity: 'success', message: answer.message });
      await onAdded().catch(() => null);
    });
  }

  return (
    <Box aria-labelledby="add-email-title">
      <Typography id="add-email-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('account.add-email.title', 'Add an email')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('account.add-email.intro', 'You signed up with your phone number. An email is not needed, but with one you can also sign in with it, get mail from Fie, and be invited to an agency’s team.')}
      </Typography>
      {banner ? <FormBanner severity={banner.severity} message={banner.message} /> : null}
      {sentTo ? (
        <Box component="form" noValidate onSubmit={confirm} aria-busy={busy !== null}>
          <Stack spacing={2}>
            <CodeField id="add-email-code" value={code} onChange={setCode} error={errors.code} hint={t('account.add-email.code-hint', 'The 6 digits we emailed to {email}', { email: sentTo })} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={busy !== null}>
                {t('account.add-email.confirm', 'Add this email')}
                {busy === 'confirm' ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
              </Button>
              <Button type="button" variant="text" disabled={busy !== null} onClick={() => void send()}>
                {t('account.add-email.resend', 'Send the code again')}
              </Button>
              <Button type="button" variant="text" disabled={busy !== null} onClick={() => { setSentTo(null); setCode(''); setBanner(null); }}>
                {t('account.add-email.other', 'Use another email')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={send} aria-busy={busy !== null}>
          <Stack spacing={2}>
            <EmailField id="add-email-email" value={email} onChange={setEmail} error={errors.email} />
            <Box>
              <Button type="submit" variant="contained" disabled={busy !== null}>
                {t('account.add-email.send', 'Email me a code')}
                {busy === 'send' ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
