import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { regions, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { useT } from '../../lib/i18n/language';
import { LocationSearch } from './components/location-search';
import { searchPropertyPath } from './search-target';
import { missionText } from '../../lib/i18n/mission';
import type { Property } from '../../lib/property';
import { NewestListings } from './components/newest-listings';

const acquisitions = (t: Translate) =>
  [
    { value: 'rent', label: t('home.search.rent', 'Rent') },
    { value: 'buy', label: t('home.search.buy', 'Buy') },
    { value: 'short_stay', label: t('home.search.short-stay', 'Short stay') },
  ] as const;

/** The search site's landing (/ on the main host): straight to a search, the newest listings, or browse by region. */
export function SearchHome({ renderListings }: { renderListings?: (properties: Property[], label?: string) => ReactNode }) {
  const t = useT();
  useDocumentTitle(t('home.search.page-title', '{product} · Search property in Ghana', { product: config.productName }));
  const navigate = useNavigate();
  const [acquisition, setAcquisition] = useState<string>('rent');

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 9 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, sm: 40, md: 50 } }}>
            {t('home.search.heading', 'Search property across Ghana')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1.5, mb: 3, opacity: 0.92, fontWeight: 400 }}>
            {missionText(t)}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={acquisition}
            onChange={(_, next: string | null) => next && setAcquisition(next)}
            aria-label={t('home.search.looking-to', 'Looking to')}
            size="small"
            sx={{ mb: 1.5, bgcolor: 'rgba(255,255,255,0.12)', '& .MuiToggleButton-root': { color: 'inherit', px: 2 }, '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.3) !important', color: 'inherit !important' } }}
          >
            {acquisitions(t).map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <LocationSearch onSearch={(location) => navigate(searchPropertyPath({ location, acquisition }))} hidden={{ acquisition }} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {renderListings ? <NewestListings renderListings={renderListings} /> : null}
        <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {t('home.search.browse-regions', 'Browse by region')}
        </Typography>
        <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {regions.map((region) => (
            <Grid key={region.code} size={{ xs: 6, sm: 4, md: 3 }} component="li">
              <Link component={RouterLink} to={searchPropertyPath({ region: region.code, acquisition })} underline="hover">
                {region.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {region.capital}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 5, p: 3, bgcolor: 'grey.100', borderRadius: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('home.search.list-title', 'Have a property to let or sell?')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('home.search.list-text', 'Listing is free for owners, agents and organizations.')}
          </Typography>
          <Button component={RouterLink} to={paths.infoListProperty} variant="contained">
            {t('home.search.market-property', 'Market Property')}
          </Button>
        </Box>
      </Container>
    </>
  );
}
