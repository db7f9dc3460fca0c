import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { categories, type Category } from '@fie/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { ListProperty } from '../components/list-property';

const isCategory = (value: string | null): value is Category => (categories as readonly string[]).includes(value ?? '');

/**
 * /list-property (owners, agents and organizations; a seeker is sent to /info-list-property by the guard):
 * the category choice and its form. ?category=farmland opens that form at once.
 */
export function ListPropertyPage({ dashboardPath }: { dashboardPath: string }) {
  const t = useT();
  useDocumentTitle(`${config.productName} · ${t('listings.page.title', 'List Property')}`);
  const [search] = useSearchParams();
  const asked = search.get('category');
  const [listed, setListed] = useState(0);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('listings.page.title', 'List Property')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('listings.page.intro', 'Listing on {product} is free. Seekers see your price in cedis, the advance you ask, your photos and the spot on the map.', { product: config.productName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('listings.page.drafts-before', 'Not ready yet? Press Save draft and finish it later from your property drafts:')}{' '}
        <Link component={RouterLink} to={paths.addProperty}>
          {t('listings.drafts.title', 'Property drafts')}
        </Link>
      </Typography>
      {listed > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography>{listed === 1 ? t('listings.page.listed', 'Your property is listed.') : t('listings.page.listed-many', '{count} properties listed.', { count: listed })}</Typography>
          <Button component={RouterLink} to={dashboardPath} variant="outlined" size="small">
            {t('listings.page.see-listed', 'See Listed Properties')}
          </Button>
        </Stack>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ListProperty initialCategory={isCategory(asked) ? asked : null} onSaved={() => setListed((n) => n + 1)} />
      </Paper>
    </Container>
  );
}
