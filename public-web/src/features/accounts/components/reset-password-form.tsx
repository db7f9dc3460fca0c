import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors, formatGhanaPhone, type AccountKindChoice } from '@fie/domain';
import type { FieldErrors } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import { useTypedBeforeCode } from '../../../lib/typed-before-code';
import type { PlainForm } from '../../../components/ui/checked-form';
import { CodeField } from '../../../components/ui/code-field';
import { NewPasswordFields, usePasswordRules } from '../../../components/ui/password-field';
import { requestResetCode, resetPassword, resetPasswordSchema } from '../api/password-reset';
import { CodeFormFrame, useCodeForm, type CodeBanner } from './code-form';
import { codeHint } from './confirm-code-form';

/** 'Code delivered to ama@example.com', or 'Code sent by SMS to 024 412 3456' for a code asked for by phone. */
const delivered = (to: string) => (to.includes('@') ? accountMessages.codeDeliveredTo(to) : accountMessages.codeTextedTo(formatGhanaPhone(to)));

/**
 * Step 2 of password recovery ('Set new password'): the emailed code, the new password and its
 * confirmation. The reset page already has the code from its link, so it passes `code` and the field
 * is not shown. Resend Code asks for a new code (the old one stops working).
 */
export function ResetPasswordForm({
  idPrefix,
  email,
  code: linkCode,
  destination,
  account,
  submitLabel,
  onReset,
  links,
  plain,
  initial,
}: {
  idPrefix: string;
  email: string;
  /** The code from the reset link; when absent the person types it. */
  code?: string;
  /** Where the code went, for the 'Code delivered to …' banner. */
  destination?: string;
  /** Whose password: a person's or an organization's, when the code was asked for one of them. */
  account?: AccountKindChoice;
  submitLabel?: string;
  onReset: (email: string) => void;
  links?: ReactNode;
  /** A page's form also posts as a plain form (before or without its code); the email and account go with it. */
  plain?: PlainForm;
  /** What a plain post answered (its messages, where the code went), when the page comes from it. */
  initial?: { errors?: FieldErrors; banner?: CodeBanner };
}) {
  const t = useT();
  const rules = usePasswordRules();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const form = useCodeForm(initial?.banner ?? (destination ? { severity: 'info', message: delivered(destination) } : null), initial?.errors);
  const formRef = useRef<HTMLFormElement | null>(null);
  const whenAlive = useTypedBeforeCode(formRef, (typed) => {
    if (typeof typed.code === 'string' && typed.code !== code) setCode(typed.code);
    if (typeof typed.password === 'string' && typed.password !== password) setPassword(typed.password);
    if (typeof typed.confirmPassword === 'string' && typed.confirmPassword !== confirmPassword) setConfirmPassword(typed.confirmPassword);
  });
  const { errors, setErrors, setBanner, busy, done } = form;
  const typedCode = linkCode === undefined;
  const shownFields = typedCode ? ['code', 'password', 'confirmPassword'] : ['password', 'confirmPassword'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const parsed = resetPasswordSchema.safeParse({ email, code: typedCode ? code : linkCode, password, confirmPassword, account });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // zod runs the match check only once every field is valid; say it at once.
      if (!found.confirmPassword && confirmPassword && confirmPassword !== password) found.confirmPassword = accountMessages.passwordsDoNotMatch;
      const shown = Object.fromEntries(Object.entries(found).filter(([field]) => shownFields.includes(field)));
      setErrors(shown);
      // A broken link (bad email or code in the address) can only be reported above the form.
      const hidden = Object.entries(found).find(([field]) => !shownFields.includes(field));
      setBanner(hidden ? { severity: 'error', message: hidden[1] } : null);
      const first = shownFields.find((field) => shown[field]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    await form.run('submit', shownFields, async () => {
      await resetPassword(parsed.data);
      form.setDone(true);
      setBanner({ severity: 'success', message: accountMessages.passwordResetSuccessful });
      onReset(parsed.data.email);
    });
  }

  async function resend() {
    if (busy || done) return;
    await form.run('resend', shownFields, async () => {
      const answer = await requestResetCode({ email, account });
      setBanner({ severity: 'info', message: delivered(answer?.destination ?? email) });
    });
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <CodeFormFrame
      form={form}
      formRef={formRef}
      onSubmit={whenAlive(submit)}
      submitLabel={submitLabel ?? t('account.reset.submit', 'Reset Password')}
      onResend={resend}
      links={links}
      plain={plain && { ...plain, hidden: { ...plain.hidden, email, account, code: typedCode ? undefined : linkCode } }}
      resendAction="/auth/forgot-password"
    >
      {typedCode ? <CodeField id={id('code')} name="code" value={code} onChange={setCode} error={errors.code} hint={codeHint(t, email)} /> : null}
      <NewPasswordFields
        label="New password"
        password={{ id: id('password'), name: 'password', value: password, onChange: setPassword, error: errors.password }}
        confirmPassword={{ id: id('confirmPassword'), name: 'confirmPassword', value: confirmPassword, onChange: setConfirmPassword, error: errors.confirmPassword }}
        hint={rules}
      />
    </CodeFormFrame>
  );
}
