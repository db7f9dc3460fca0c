import { useState, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { config } from '../../../config';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import { plainFormProps, PlainFormFields, type PlainForm } from '../../../components/ui/checked-form';
import { FormBanner } from '../../../components/ui/form-banner';

export type CodeBanner = { severity: 'success' | 'error' | 'info'; message: string };

/**
 * The state of a form that takes a code from a message (confirm the account, reset the password): the
 * messages, the banner, which of its two calls is running, and whether it is done. `run` clears the
 * messages, runs a call, and shows what the server refused with, under the fields or above the form.
 */
export function useCodeForm(initialBanner: CodeBanner | null, initialErrors: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [banner, setBanner] = useState<CodeBanner | null>(initialBanner);
  const [busy, setBusy] = useState<'submit' | 'resend' | null>(null);
  const [done, setDone] = useState(false);

  async function run(action: 'submit' | 'resend', fields: readonly string[], work: () => Promise<void>) {
    setErrors({});
    setBanner(null);
    setBusy(action);
    try {
      await work();
    } catch (error) {
      // The identity service's own words (wrong code, expired code, too many tries, too soon for another code).
      const split = formErrorsFrom(error, fields);
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', message: split.banner });
    } finally {
      setBusy(null);
    }
  }

  return { errors, setErrors, banner, setBanner, busy, done, setDone, run };
}

/**
 * The frame of a code form: the banner, the fields, the submit button and Resend Code, each spinning while it runs.
 * As a plain form (`plain`, before or without the page's code), Resend Code posts the form to its own call
 * (`resendAction`) and the button to the form's.
 */
export function CodeFormFrame({
  form,
  onSubmit,
  submitLabel,
  onResend,
  links,
  plain,
  resendAction,
  formRef,
  children,
}: {
  form: ReturnType<typeof useCodeForm>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  onResend: () => void;
  links?: ReactNode;
  plain?: PlainForm;
  resendAction?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const { banner, busy, done } = form;
  const t = useT();
  const plainResend = plain && resendAction;
  const resend = (event: MouseEvent) => {
    event.preventDefault();
    onResend();
  };
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy !== null} {...plainFormProps(plain)}>
      <PlainFormFields plain={plain} />
      {banner ? <FormBanner severity={banner.severity} message={banner.message} /> : null}
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy !== null || done} fullWidth>
          {submitLabel}
          {busy === 'submit' ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        <Button
          variant="text"
          onClick={resend}
          disabled={busy !== null || done}
          {...(plainResend ? { type: 'submit' as const, formAction: `${config.apiBase}${resendAction}`, formNoValidate: true } : { type: 'button' as const })}
        >
          {t('account.code.resend', 'Resend Code')}
          {busy === 'resend' ? <CircularProgress size={16} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
