import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { boundTextProps, type FieldBinding } from './field-props';

type NameFieldsProps = { firstName: FieldBinding; lastName: FieldBinding; disabled?: boolean };

/** First and last name, side by side from the small breakpoint up; both required, 40 characters at most. */
export function NameFields({ firstName, lastName, disabled }: NameFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NameField label="First name" autoComplete="given-name" {...firstName} disabled={disabled} />
      <NameField label="Last name" autoComplete="family-name" {...lastName} disabled={disabled} />
    </Stack>
  );
}

function NameField({
  label,
  autoComplete,
  id,
  value,
  onChange,
  error,
  disabled,
}: FieldBinding & { label: string; autoComplete: 'given-name' | 'family-name'; disabled?: boolean }) {
  return (
    <TextField
      id={id}
      label={label}
      autoComplete={autoComplete}
      {...boundTextProps({ value, onChange, error, disabled })}
      slotProps={{ htmlInput: { 'aria-required': true, maxLength: 40 } }}
      fullWidth
    />
  );
}
