import { boundTextProps, type FieldProps } from './field-props';
import { SecretField } from './secret-field';

type CodeFieldProps = FieldProps & {
  /** Where the code went, shown under the field while there is no error. */
  hint: string;
};

/**
 * The 6-digit code we email to confirm an account or reset a password: hidden like a password (with the
 * show/hide toggle), the number pad on phones, and spaces dropped as they are typed or pasted.
 */
export function CodeField({ id, value, onChange, error, disabled, hint }: CodeFieldProps) {
  return (
    <SecretField
      id={id}
      label="Confirmation code"
      secretName="code"
      autoComplete="one-time-code"
      {...boundTextProps({ value, onChange: (typed) => onChange(typed.replace(/\s/g, '')), error, disabled }, hint)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-required': true } }}
      fullWidth
    />
  );
}
