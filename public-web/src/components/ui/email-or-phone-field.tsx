import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel, useBoundText, type FieldProps } from './field-props';

type EmailOrPhoneFieldProps = FieldProps & {
  /** Shown under the field while there is no error. */
  hint?: string;
};

/**
 * 'Email or phone': how a person names their account to sign in or recover their password (the shared schema,
 * `emailOrPhoneField`, reads either). A text field rather than an email one, so a phone number is not refused by
 * the browser; password managers fill it as the username.
 */
export function EmailOrPhoneField({ id, name = 'email', value, onChange, error, disabled, hint }: EmailOrPhoneFieldProps) {
  const bound = useBoundText();
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('account.field.email-or-phone', 'Email or phone')}
      type="text"
      autoComplete="username"
      {...bound({ value, onChange, error, disabled }, hint)}
      slotProps={{ htmlInput: { name, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, 'aria-required': true }, inputLabel: shrunkLabel }}
      fullWidth
    />
  );
}
