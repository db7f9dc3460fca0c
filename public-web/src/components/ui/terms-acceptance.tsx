import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** The registration forms' 'I have read and accept the Terms of Service and the Privacy Policy' box; the links open in a new tab so the form keeps what was typed. */
export function TermsAcceptance({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox id={id} checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }} />}
        label={
          <>
            I have read and accept the{' '}
            <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link component={RouterLink} to={paths.privacy} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </>
        }
      />
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
