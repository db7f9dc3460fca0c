import { boundTextProps, type FieldBinding, type FieldProps } from './field-props';
import { SecretField } from './secret-field';

type PasswordFieldProps = FieldProps & {
  label?: 'Password' | 'New password' | 'Confirm password';
  /**
   * 'new-password' where the person chooses one (registration, reset, confirmation), so password
   * managers offer to make and save it; 'current-password' where they sign in with it.
   */
  autoComplete: 'new-password' | 'current-password';
  /** Shown under the field while there is no error, e.g. the password rules. */
  hint?: string;
};

/** A required password field with its show/hide toggle; the toggle is named after the label ("Show confirm password"). */
export function PasswordField({ id, value, onChange, error, disabled, label = 'Password', autoComplete, hint }: PasswordFieldProps) {
  return (
    <SecretField
      id={id}
      label={label}
      secretName={label.toLowerCase()}
      autoComplete={autoComplete}
      {...boundTextProps({ value, onChange, error, disabled }, hint)}
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
