import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoadState } from '../../../components/ui/load-state';
import { paths } from '../../../lib/paths';
import { acquisitionTag, placeLine, priceLines, typeName, type Property } from '../../../lib/property';
import { useT } from '../../../lib/i18n/language';
import type { Translate } from '@fie/domain';
import { messageOf, type Resource } from '../hooks/use-resource';

/** How the organization's pages name a listing: its title, or 'House in East Legon, Accra'. */
export const listingName = (property: Property, t: Translate) => {
  const place = placeLine(property);
  return property.title ?? (place ? t('org-page.listing.name', '{type} in {place}', { type: typeName(property, t), place }) : typeName(property, t));
};

/** One of the organization's published listings: photo, tag, price (with cedis for a dollar price), what and where. */
export function ListingCard({ property, action }: { property: Property; action?: ReactNode }) {
  const t = useT();
  const price = priceLines(property, t);
  const image = property.images[0];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component={RouterLink} to={paths.property(property.id, property.slug)} sx={{ color: 'inherit', textDecoration: 'none', display: 'block', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
          {image ? <img src={image.thumbnail} alt="" loading="lazy" decoding="async" width={480} height={360} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
          <Box component="span" sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: 1, fontSize: 12, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {acquisitionTag(property.acquisition, t)}
          </Box>
        </Box>
        <Box sx={{ p: 1.5, display: 'grid', gap: 0.25 }}>
          <Typography sx={{ fontWeight: 800 }}>
            {price.main}
            {price.plan ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                {price.plan}
              </Typography>
            ) : null}
          </Typography>
          {price.cedis ? (
            <Typography variant="body2" color="text.secondary">
              {price.cedis}
            </Typography>
          ) : null}
          <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
            {listingName(property, t)}
          </Typography>
        </Box>
      </Box>
      {action ? <Box sx={{ px: 1.5, pb: 1.5, mt: 'auto' }}>{action}</Box> : null}
    </Paper>
  );
}

/** The cards in a grid of one, two or three columns. */
export function ListingGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}

/** The organization's listings as cards in the grid, each linking to its property page. */
export function ListingCards({ label, properties }: { label: string; properties: readonly Property[] }) {
  return (
    <ListingGrid label={label}>
      {properties.map((property) => (
        <li key={property.id}>
          <ListingCard property={property} />
        </li>
      ))}
    </ListingGrid>
  );
}

/** Where the organization's listings stand: a bar while they load (or refresh), else what went wrong and Retry. */
export function ListingsLoad({ listings }: { listings: Resource<unknown> }) {
  const t = useT();
  return (
    <LoadState
      loading={listings.status === 'loading' || listings.refreshing}
      failed={listings.status === 'failed'}
      loadingLabel={t('org-page.listings.loading', 'Loading the listings')}
      failedTitle={t('ui.went-wrong', 'Something went wrong')}
      message={listings.status === 'failed' ? messageOf(listings.error) : undefined}
      onRetry={listings.reload}
    />
  );
}
