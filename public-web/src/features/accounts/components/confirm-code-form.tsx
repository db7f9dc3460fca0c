import { useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import { CodeField } from '../../../components/ui/code-field';
import { EmailField } from '../../../components/ui/email-field';
import { confirmAccount, confirmSchema, resendCode, resendCodeSchema } from '../api/confirm';

import { CodeFormFrame, useCodeForm } from './code-form';

/** What the server's refusal may name. */
const fields = ['email', 'code'];

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
  const form = useCodeForm(notice ? { severity: 'info', message: notice } : null);
  const { errors, setErrors, busy, done } = form;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const parsed = confirmSchema.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await form.run('submit', fields, async () => {
      await confirmAccount(parsed.data);
      form.setDone(true);
      form.setBanner({ severity: 'success', message: accountMessages.accountConfirmed });
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
    await form.run('resend', fields, async () => {
      const answer = await resendCode(parsed.data);
      form.setBanner({ severity: 'info', message: accountMessages.codeSentTo(answer.destination ?? parsed.data.email) });
    });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <CodeFormFrame form={form} onSubmit={confirm} submitLabel="Confirm Account" onResend={resend} links={links}>
      <EmailField id={id('email')} value={email} onChange={setEmail} error={errors.email} />
      <CodeField id={id('code')} value={code} onChange={setCode} error={errors.code} hint="The 6 digits in the email we sent you" />
    </CodeFormFrame>
  );
}
