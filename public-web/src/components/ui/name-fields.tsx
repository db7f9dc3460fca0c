import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel, useBoundText, type FieldBinding } from './field-props';

type NameFieldsProps = { firstName: FieldBinding; lastName: FieldBinding; disabled?: boolean };

/** First and last name, side by side from the small breakpoint up; both required, 40 characters at most. */
export function NameFields({ firstName, lastName, disabled }: NameFieldsProps) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NameField label={t('account.field.first-name', 'First name')} autoComplete="given-name" {...firstName} disabled={disabled} />
      <NameField label={t('account.field.last-name', 'Last name')} autoComplete="family-name" {...lastName} disabled={disabled} />
    </Stack>
  );
}

function NameField({
  label,
  autoComplete,
  id,
  name,
  value,
  onChange,
  error,
  disabled,
}: FieldBinding & { label: string; autoComplete: 'given-name' | 'family-name'; disabled?: boolean }) {
  const bound = useBoundText();
  return (
    <TextField
      id={id}
      label={label}
      autoComplete={autoComplete}
      {...bound({ value, onChange, error, disabled })}
      slotProps={{ htmlInput: { name, 'aria-required': true, maxLength: 40 }, inputLabel: shrunkLabel }}
      fullWidth
    />
  );
}
