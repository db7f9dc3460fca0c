import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel, useBoundText, type FieldProps } from './field-props';

type EmailFieldProps = FieldProps & {
  label?: string;
  /** 'username' where the email is the name an account signs in with (login, password reset), so password managers fill it. */
  autoComplete?: 'email' | 'username';
  /** Shown under the field while there is no error. */
  hint?: string;
  /** A person may leave it out (issue 32: a phone number is enough to sign up); the label says so. */
  optional?: boolean;
};

/** The email field of the account and organization forms: required unless `optional`, with the email keyboard on phones. */
export function EmailField({ id, name, value, onChange, error, disabled, label, autoComplete = 'email', hint, optional = false }: EmailFieldProps) {
  const bound = useBoundText();
  const t = useT();
  return (
    <TextField
      id={id}
      label={label ?? (optional ? t('account.field.email-optional', 'Email (optional)') : t('account.field.email', 'Email'))}
      type="email"
      autoComplete={autoComplete}
      {...bound({ value, onChange, error, disabled }, hint)}
      slotProps={{ htmlInput: { name, inputMode: 'email', 'aria-required': !optional }, inputLabel: shrunkLabel }}
      fullWidth
    />
  );
}
