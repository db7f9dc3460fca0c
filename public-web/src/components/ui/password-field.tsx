import { useT } from '../../lib/i18n/language';
import { useBoundText, type FieldBinding, type FieldProps } from './field-props';
import { SecretField } from './secret-field';

type PasswordLabel = 'Password' | 'New password' | 'Confirm password';

type PasswordFieldProps = FieldProps & {
  label?: PasswordLabel;
  /**
   * 'new-password' where the person chooses one (registration, reset, confirmation), so password
   * managers offer to make and save it; 'current-password' where they sign in with it.
   */
  autoComplete: 'new-password' | 'current-password';
  /** Shown under the field while there is no error, e.g. the password rules. */
  hint?: string;
};

/** The label in the page's language, and the word its toggle says ("Show password"). */
function usePasswordWords(label: PasswordLabel): { label: string; secret: string } {
  const t = useT();
  if (label === 'New password') return { label: t('account.field.new-password', 'New password'), secret: t('account.field.new-password-secret', 'new password') };
  if (label === 'Confirm password') return { label: t('account.field.confirm-password', 'Confirm password'), secret: t('account.field.confirm-password-secret', 'confirm password') };
  return { label: t('account.field.password', 'Password'), secret: t('account.field.password-secret', 'password') };
}

/** A required password field with its show/hide toggle; the toggle is named after the label ("Show confirm password"). */
export function PasswordField({ id, name, value, onChange, error, disabled, label = 'Password', autoComplete, hint }: PasswordFieldProps) {
  const bound = useBoundText();
  const words = usePasswordWords(label);
  return (
    <SecretField
      id={id}
      name={name}
      label={words.label}
      secretName={words.secret}
      autoComplete={autoComplete}
      {...bound({ value, onChange, error, disabled }, hint)}
      slotProps={{ htmlInput: { 'aria-required': true } }}
      fullWidth
    />
  );
}

/**
 * A password being chosen and its confirmation, both 'new-password' so password managers offer to make and save
 * one; `hint` (the password rules) shows under the first while it has no message.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  label,
  hint,
  disabled,
}: {
  password: FieldBinding;
  confirmPassword: FieldBinding;
  label?: 'Password' | 'New password';
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" {...password} hint={hint} disabled={disabled} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...confirmPassword} disabled={disabled} />
    </>
  );
}

/** The rules a new password must meet, said before any error (the same rules as the schema's message). */
export function usePasswordRules(): string {
  const t = useT();
  return t('account.field.password-rules', 'At least 8 characters, with an uppercase letter, a number and a special character');
}
