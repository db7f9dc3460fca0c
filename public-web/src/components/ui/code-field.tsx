import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/language';
import { shrunkLabel, useBoundText, type FieldProps } from './field-props';

type CodeFieldProps = FieldProps & {
  /** Where the code went, shown under the field while there is no error. */
  hint: string;
};

/**
 * The 6-digit code we text or email to confirm an account, reset a password or add an email (issue 32): a plain,
 * visible field (a code is no secret once used, and a person copying it from a text must see what they typed), the
 * number pad on phones, and the phone's own offer to fill it from the text (`one-time-code`). A pasted text or mail
 * gives its six digits; spaces typed between them are dropped.
 */
export function CodeField({ id, name = 'code', value, onChange, error, disabled, hint }: CodeFieldProps) {
  const bound = useBoundText();
  const t = useT();
  return (
    <TextField
      id={id}
      label={t('account.field.code', 'Confirmation code')}
      type="text"
      autoComplete="one-time-code"
      {...bound({ value, onChange: (typed) => onChange(digitsOf(typed)), error, disabled }, hint)}
      slotProps={{
        htmlInput: { name, inputMode: 'numeric', pattern: '[0-9 ]*', 'aria-required': true, spellCheck: false, autoCorrect: 'off' },
        inputLabel: shrunkLabel,
      }}
      sx={{ '& input': { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
      fullWidth
    />
  );
}

/** What a typed or pasted code keeps: the one run of six digits in a pasted text, else the digits typed so far (at most six). */
export function digitsOf(typed: string): string {
  const runs = typed.match(/(?<!\d)\d{6}(?!\d)/g);
  if (runs?.length === 1) return runs[0]!;
  return typed.replace(/\D/g, '').slice(0, 6);
}
