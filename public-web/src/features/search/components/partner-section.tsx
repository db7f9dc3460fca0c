import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/money';
import { useT } from '../../../lib/i18n/language';
import type { PartnerListing } from '../api/search-properties';
import { cardFade } from './property-card';

/**
 * Listings from other real estate companies' feeds, imported by staff, shown apart from ours and never
 * mixed into our results. The cards link nowhere ('#', spec §2): we hold no page for them, so each names
 * the company it comes from, and offers the company's own page for it when the feed gives one.
 */
export function PartnerSection({ listings, columns }: { listings: readonly PartnerListing[]; columns: object }) {
  const t = useT();
  // Shown only when staff have imported some: an empty section would only tell visitors about our back office.
  if (listings.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="partner-title" sx={{ mt: 5 }}>
      <Typography id="partner-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('search.partner.title', 'Discover related results from other real estate companies.')}
      </Typography>
      <Box component="ul" aria-label={t('search.partner.label', 'Partner listings')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {listings.map((listing, index) => (
          <Box
            component="li"
            key={listing.key}
            sx={{ ...cardFade(index, 300), bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', minWidth: 0 }}
          >
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
              {listing.image ? (
                <img src={listing.image} alt="" loading="lazy" decoding="async" width={480} height={360} referrerPolicy="no-referrer" style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : null}
            </Box>
            <Box sx={{ p: 1.5 }}>
              {listing.price !== undefined ? <Typography sx={{ fontWeight: 800 }}>{formatMoney(listing.price, listing.currency)}</Typography> : null}
              <Typography component="h3" variant="body1" sx={{ fontWeight: 600 }}>
                <Link href="#" color="inherit" underline="hover" onClick={(event) => event.preventDefault()}>
                  {listing.title}
                </Link>
              </Typography>
              {listing.bedrooms !== undefined || listing.bathrooms !== undefined || listing.town ? (
                <Typography variant="body2" color="text.secondary">
                  {[listing.town, listing.bedrooms !== undefined ? t('search.partner.beds', '{count, plural, other {{count} beds}}', { count: listing.bedrooms }) : '', listing.bathrooms !== undefined ? t('search.partner.baths', '{count, plural, other {{count} baths}}', { count: listing.bathrooms }) : ''].filter(Boolean).join(' · ')}
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {listing.source ? t('search.partner.by', 'Listed by {source}', { source: listing.source }) : t('search.partner.feed', 'From a partner feed')}
                {listing.url ? (
                  <>
                    {' · '}
                    <Link href={listing.url} target="_blank" rel="noopener noreferrer nofollow">
                      {t('search.partner.site', 'See it on their site')}
                    </Link>
                  </>
                ) : null}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
