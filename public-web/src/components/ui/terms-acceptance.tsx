import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSay, useT } from '../../lib/i18n/language';

/**
 * The registration forms' 'I have read and accept the Terms of Service and the Privacy Policy' box, and the two
 * texts' links under it; the links open in a new tab so the form keeps what was typed. `name`: its name in a plain
 * form post (`acknowledge`, sent as 'on' when ticked).
 */
export function TermsAcceptance({ id, checked, onChange, error, name = 'acknowledge' }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string; name?: string }) {
  const t = useT();
  const say = useSay();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox id={id} name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }} />}
        label={t('account.terms.accept', 'I have read and accept the Terms of Service and the Privacy Policy')}
      />
      <Typography variant="body2" sx={{ pl: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
          {t('account.terms.terms', 'Terms of Service')}
        </Link>
        <Link component={RouterLink} to={paths.privacy} target="_blank" rel="noopener">
          {t('account.terms.privacy', 'Privacy Policy')}
        </Link>
      </Typography>
      {error ? <FormHelperText id={`${id}-error`}>{say(error)}</FormHelperText> : null}
    </FormControl>
  );
}
