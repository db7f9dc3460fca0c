import { config } from '../../config';
import { NEEDS_SCRIPT, NeedsScriptNote } from '../../components/ui/needs-script';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSend } from '../../lib/use-send';
import { FormBanner } from '../../components/ui/form-banner';
import { contactMessages, contactMessageSchema, sendContactMessage } from './api/send-contact-message';

const empty = { name: '', email: '', subject: '', message: '' };
type Values = typeof empty;

/** The about page's contact form, checked with the API's own schema before it is sent. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const { busy, errors, setErrors, banner: refusal, send } = useSend(Object.keys(empty));
  // What the server said of the message last sent.
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSent(null);
    await send(async () => {
      const answer = await sendContactMessage(parsed.data);
      setSent(answer?.message || contactMessages.sent);
      setValues(empty);
    });
  }

  const field = (name: keyof Values) => ({
    id: `contact-${name}`,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Box component="form" method="post" noValidate onSubmit={submit} aria-label="Contact form" aria-busy={busy} sx={{ maxWidth: 560 }}>
      {refusal ? <FormBanner severity="error" message={refusal} /> : sent ? <FormBanner severity="success" message={sent} /> : null}
      <Stack spacing={2}>
        <TextField label="Your name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} slotProps={{ htmlInput: { inputMode: 'email' } }} />
        <TextField label="Subject (optional)" {...field('subject')} />
        <TextField label="Message" multiline minRows={4} {...field('message')} />
        <Button className={NEEDS_SCRIPT} type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          Send message
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        <NeedsScriptNote>{`Sending a message needs JavaScript: turn it on in your browser, or write to ${config.supportEmail}.`}</NeedsScriptNote>
      </Stack>
    </Box>
  );
}
