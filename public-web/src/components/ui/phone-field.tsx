import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { boundTextProps, type FieldProps } from './field-props';

type PhoneFieldProps = FieldProps & {
  /** The example number shown while empty: a mobile one unless the form asks for a landline (030 …). */
  placeholder?: string;
};

/** A Ghana phone number, typed as people say it (024 412 3456) after the fixed +233; required. */
export function PhoneField({ id, value, onChange, error, disabled, placeholder = '024 412 3456' }: PhoneFieldProps) {
  return (
    <TextField
      id={id}
      label="Phone number"
      type="tel"
      autoComplete="tel-national"
      placeholder={placeholder}
      {...boundTextProps({ value, onChange, error, disabled })}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">+233</InputAdornment> },
        htmlInput: { inputMode: 'tel', 'aria-required': true },
      }}
      fullWidth
    />
  );
}
