import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/language';

/** One titled part of a listing form. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

/** Fields side by side from small screens up; one under the other on a phone. */
export function Row({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}>{children}</Box>;
}

/**
 * A native select: light, and the phone's own picker on mobile. `options` are [value, label]; an empty
 * first choice ('Choose…') unless the field always has a value.
 */
export function SelectField({
  options,
  emptyLabel,
  ...props
}: Omit<TextFieldProps, 'select' | 'children'> & { options: readonly (readonly [string, string])[]; emptyLabel?: string | null }) {
  const t = useT();
  return (
    <TextField {...props} select slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {emptyLabel !== null ? <option value="">{emptyLabel ?? t('listings.form.choose', 'Choose…')}</option> : null}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </TextField>
  );
}

/** A whole number typed as text, so a half-typed value never turns into NaN. */
export function NumberField(props: Omit<TextFieldProps, 'type'> & { min?: number; max?: number }) {
  const { min, max, slotProps, ...rest } = props;
  return <TextField {...rest} type="number" slotProps={{ ...slotProps, htmlInput: { min, max, step: 1, inputMode: 'numeric', ...(slotProps?.htmlInput as object) } }} />;
}
