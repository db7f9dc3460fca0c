import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors, formatGhanaPhone, isGhanaPhone, toE164, type Translate } from '@fie/domain';
import { useT } from '../../../lib/i18n/language';
import { useTypedBeforeCode } from '../../../lib/typed-before-code';
import type { FieldErrors } from '../../../lib/api-client';
import type { PlainForm } from '../../../components/ui/checked-form';
import { CodeField } from '../../../components/ui/code-field';
import { EmailOrPhoneField } from '../../../components/ui/email-or-phone-field';
import { confirmAccount, confirmSchema, resendCode, resendCodeSchema, type ConfirmAnswer } from '../api/confirm';
import { useAuth } from '../auth-context';
import { CodeFormFrame, useCodeForm, type CodeBanner } from './code-form';
import { SharedPhoneBox } from './login-form';

/** What a plain post of the form left for the page (issue 32). */
type Initial = { errors?: FieldErrors; banner?: CodeBanner };

/** The field's hint: where the code went, as far as the form can tell from the email or number typed. */
export function codeHint(t: Translate, name: string): string {
  const trimmed = name.trim();
  if (trimmed && !trimmed.includes('@') && isGhanaPhone(trimmed)) return t('account.code.texted-to', 'The 6 digits we texted to {phone}', { phone: formatGhanaPhone(toE164(trimmed)) });
  if (trimmed.includes('@')) return t('account.code.emailed-to', 'The 6 digits we emailed to {email}', { email: trimmed });
  return t('account.code.sent', 'The 6 digits we sent you by SMS or email');
}

/**
 * The confirmation-code step: the email or phone number of the account, the 6-digit code (texted to an account made
 * with a phone number alone, emailed otherwise), Confirm Account and Resend Code. With `signIn` (the pages; issue 32)
 * the confirmation also signs the person in, kept on this device unless they say the phone is shared.
 */
export function ConfirmCodeForm({
  idPrefix,
  defaultEmail = '',
  notice,
  onConfirmed,
  links,
  signIn = true,
  plain,
  initial,
}: {
  idPrefix: string;
  defaultEmail?: string;
  /** Why the user is here, e.g. the registration answer or the not-confirmed message. */
  notice?: string;
  /** Confirmed: the email or number it was confirmed by, and whether a session started. */
  onConfirmed: (name: string, signedIn: boolean) => void;
  links?: ReactNode;
  signIn?: boolean;
  plain?: PlainForm;
  initial?: Initial;
}) {
  const t = useT();
  const auth = useAuth();
  const [email, setEmail] = useState(defaultEmail);
  const [code, setCode] = useState('');
  const [shared, setShared] = useState(false);
  const form = useCodeForm(initial?.banner ?? (notice ? { severity: 'info', message: notice } : null), initial?.errors);
  const { errors, setErrors, busy, done } = form;
  const formRef = useRef<HTMLFormElement | null>(null);
  const whenAlive = useTypedBeforeCode(formRef, (typed) => {
    if (typeof typed.email === 'string' && typed.email !== email) setEmail(typed.email);
    if (typeof typed.code === 'string' && typed.code !== code) setCode(typed.code);
    if (typeof typed.shared === 'boolean' && typed.shared !== shared) setShared(typed.shared);
  });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const parsed = confirmSchema.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await form.run('submit', fields, async () => {
      const answer: ConfirmAnswer = await confirmAccount({ ...parsed.data, signIn, remember: signIn ? !shared : undefined });
      const started = Boolean(signIn && answer.token);
      if (started) void auth.startUserSession(answer.token!, answer.user, shared ? 'session' : 'local');
      form.setDone(true);
      form.setBanner({ severity: 'success', message: accountMessages.accountConfirmed });
      onConfirmed(parsed.data.email, started);
    });
  }

  async function resend() {
    if (busy) return;
    const parsed = resendCodeSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await form.run('resend', fields, async () => {
      const answer = await resendCode(parsed.data);
      form.setBanner({ severity: 'info', message: answer.message ?? accountMessages.codeSentTo(answer.destination ?? parsed.data.email) });
    });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const hint = codeHint(t, email);
  return (
    <CodeFormFrame
      form={form}
      formRef={formRef}
      onSubmit={whenAlive(confirm)}
      submitLabel={t('account.confirm.submit', 'Confirm Account')}
      onResend={resend}
      links={links}
      plain={plain && { ...plain, hidden: { ...plain.hidden, signIn: signIn ? 'true' : undefined } }}
      resendAction="/auth/resend-code"
    >
      <EmailOrPhoneField id={id('email')} name="email" value={email} onChange={setEmail} error={errors.email} />
      <CodeField id={id('code')} name="code" value={code} onChange={setCode} error={errors.code} hint={hint} />
      {signIn ? <SharedPhoneBox id={id('shared')} checked={shared} onChange={setShared} /> : null}
    </CodeFormFrame>
  );
}

/** What the server's refusal may name. */
const fields = ['email', 'code'];
