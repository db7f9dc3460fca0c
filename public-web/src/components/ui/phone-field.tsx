import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel, useBoundText, type FieldProps } from './field-props';

type PhoneFieldProps = FieldProps & {
  /** The example number shown while empty: a mobile one unless the form asks for a landline (030 …). */
  placeholder?: string;
  /** Shown under the field while there is no error. */
  hint?: string;
};

/** A Ghana phone number, typed as people say it (024 412 3456) after the fixed +233; required. */
export function PhoneField({ id, name, value, onChange, error, disabled, placeholder = '024 412 3456', hint }: PhoneFieldProps) {
  const bound = useBoundText();
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('account.field.phone', 'Phone number')}
      type="tel"
      autoComplete="tel-national"
      placeholder={placeholder}
      {...bound({ value, onChange, error, disabled }, hint)}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+233</InputAdornment> },
        htmlInput: { name, inputMode: 'tel', 'aria-required': true },
        inputLabel: shrunkLabel,
      }}
      fullWidth
    />
  );
}
