import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type ComingTabProps = { title: string; text: string; links?: readonly { label: string; to: string }[] };

/** A tab whose content arrives with later work: it says what is coming and shows no sample figures. */
export function ComingTab({ title, text, links = [] }: ComingTabProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="secondary.dark" component="p">
        Coming soon
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {links.length ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          {links.map((link, index) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
              {link.label}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
