import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { visuallyHidden } from './visually-hidden';

/**
 * The bedroom and bathroom counters of the listing and request forms (spec §4, §5): move by one, between 1
 * and 9. The buttons are named by hidden text ('More bedrooms', in the page's language); the count is announced as it changes. With
 * `anyLabel`, the counter can also say 'Any' (no value): one step below the least, and where it starts.
 */
type CounterProps = {
  label: string;
  /** The buttons' names, in the page's language: 'Fewer bedrooms' and 'More bedrooms'. */
  fewerLabel: string;
  moreLabel: string;
  min?: number;
  max?: number;
  error?: string;
  field?: string;
} & (
  | { anyLabel?: undefined; value: number; onChange: (value: number) => void }
  /** Shown for no value ('Any'): one step below the least. */
  | { anyLabel: string; value: number | undefined; onChange: (value: number | undefined) => void }
);

export function Counter(props: CounterProps) {
  const { label, fewerLabel, moreLabel, min = 1, max = 9, error, field, anyLabel, value } = props;
  const onChange = props.onChange as (value: number | undefined) => void;
  const id = useId();
  const fewer = () => (value === undefined ? undefined : anyLabel && value <= min ? undefined : Math.max(min, value - 1));
  const more = () => (value === undefined ? min : Math.min(max, value + 1));
  const atLeast = anyLabel ? value === undefined : value !== undefined && value <= min;
  return (
    <Box role="group" aria-labelledby={`${id}-label`} data-field={field}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 0.5 }}>
        <IconButton onClick={() => onChange(fewer())} disabled={atLeast} size="small">
          <RemoveIcon fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{fewerLabel}</span>
        </IconButton>
        <Typography component="output" aria-live="polite" aria-label={label} sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
          {value ?? anyLabel}
        </Typography>
        <IconButton onClick={() => onChange(more())} disabled={value !== undefined && value >= max} size="small">
          <AddIcon fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{moreLabel}</span>
        </IconButton>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
