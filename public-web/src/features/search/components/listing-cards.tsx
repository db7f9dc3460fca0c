import Box from '@mui/material/Box';
import { useT } from '../../../lib/i18n/language';
import type { Property } from '../../../lib/property';
import { PropertyCard } from './property-card';
import { gridColumns } from './results';

/** Listings as the search shows them, in its grid: where another page offers a few (a missing listing's similar ones, the home page's newest). */
export function ListingCards({ properties, label }: { properties: Property[]; label?: string }) {
  const t = useT();
  return (
    <Box component="ul" aria-label={label ?? t('search.similar.label', 'Similar properties')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: gridColumns.page }}>
      {properties.map((property, index) => (
        <Box component="li" key={property.id} sx={{ minWidth: 0 }}>
          <PropertyCard property={property} index={index} />
        </Box>
      ))}
    </Box>
  );
}
