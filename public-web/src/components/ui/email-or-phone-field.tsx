import TextField from '@mui/material/TextField';
import { boundTextProps, type FieldProps } from './field-props';

type EmailOrPhoneFieldProps = FieldProps & {
  /** Shown under the field while there is no error. */
  hint?: string;
};

/**
 * 'Email or phone': how a person names their account to sign in or recover their password (the shared schema,
 * `emailOrPhoneField`, reads either). A text field rather than an email one, so a phone number is not refused by
 * the browser; password managers fill it as the username.
 */
export function EmailOrPhoneField({ id, value, onChange, error, disabled, hint }: EmailOrPhoneFieldProps) {
  return (
    <TextField
      id={id}
      label="Email or phone"
      type="text"
      autoComplete="username"
      {...boundTextProps({ value, onChange, error, disabled }, hint)}
      slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, 'aria-required': true } }}
      fullWidth
    />
  );
}
