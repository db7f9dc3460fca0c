import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/document-title';
import { config } from '../../config';

export type ComingSoonProps = {
  title: string;
  /** What this screen will do, in the user's words. */
  coming: string;
  /** Somewhere useful to go meanwhile; the first is the main action. */
  links: readonly { label: string; to: string }[];
  children?: ReactNode;
};

/**
 * An honest panel for a screen that arrives with later work: it names what is coming and offers real
 * places to go, and never shows sample data that could be mistaken for a listing or a figure.
 */
export function ComingSoon({ title, coming, links, children }: ComingSoonProps) {
  useDocumentTitle(`${config.productName} · ${title}`);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" color="secondary.dark" component="p">
          Coming soon
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{coming}</Typography>
        {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {links.map((link, index) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant={index === 0 ? 'contained' : 'outlined'}>
              {link.label}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
