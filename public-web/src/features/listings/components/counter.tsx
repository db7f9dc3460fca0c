import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

/**
 * The listing forms' bedroom and bathroom counters (spec §4): start at 1, move by one, between 1 and 9.
 * The buttons are named by hidden text ('More bedrooms'); the count is announced as it changes.
 */
export function Counter({
  label,
  noun,
  value,
  onChange,
  min = 1,
  max = 9,
  error,
  field,
}: {
  label: string;
  /** 'bedrooms': names the buttons 'Fewer bedrooms' and 'More bedrooms'. */
  noun: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  error?: string;
  field?: string;
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={`${id}-label`} data-field={field}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 0.5 }}>
        <IconButton onClick={() => onChange(Math.max(min, value - 1))} disabled={value <= min} size="small">
          <RemoveIcon fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{`Fewer ${noun}`}</span>
        </IconButton>
        <Typography component="output" aria-live="polite" aria-label={label} sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
          {value}
        </Typography>
        <IconButton onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max} size="small">
          <AddIcon fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{`More ${noun}`}</span>
        </IconButton>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
