import TextField from '@mui/material/TextField';
import { boundTextProps, type FieldProps } from './field-props';

type EmailFieldProps = FieldProps & {
  label?: string;
  /** 'username' where the email is the name an account signs in with (login, password reset), so password managers fill it. */
  autoComplete?: 'email' | 'username';
  /** Shown under the field while there is no error. */
  hint?: string;
};

/** The email field of the account and organization forms: required, with the email keyboard on phones. */
export function EmailField({ id, value, onChange, error, disabled, label = 'Email', autoComplete = 'email', hint }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="email"
      autoComplete={autoComplete}
      {...boundTextProps({ value, onChange, error, disabled }, hint)}
      slotProps={{ htmlInput: { inputMode: 'email', 'aria-required': true } }}
      fullWidth
    />
  );
}
