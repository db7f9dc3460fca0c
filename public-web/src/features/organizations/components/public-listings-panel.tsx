import { useCallback, useState } from 'react';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrganizationProfile } from '../api/organization';
import { fetchPublicListings, PUBLIC_LISTINGS_PAGE_SIZE, publicListingsRequest, readPublicListings } from '../api/page';
import { usePageResult } from '../../../lib/page-data';
import { useResource } from '../hooks/use-resource';
import { ListingCards, ListingsLoad } from './listing-card';
import { useT } from '../../../lib/i18n/language';

const PAGE_SIZE = PUBLIC_LISTINGS_PAGE_SIZE;

/**
 * The Properties tab for everyone outside the organization: its published listings (spec §9: 15 a page),
 * the ones it features first, each linking to its property page.
 */
export function PublicListingsPanel({ organization }: { organization: OrganizationProfile }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const key = `${organization.id}:${page}`;
  const idOrUrl = organization.urlName || organization.id;
  const load = useCallback((signal: AbortSignal) => fetchPublicListings(idOrUrl, page, PAGE_SIZE, { signal }), [idOrUrl, page]);
  const listings = useResource(load, key, usePageResult(publicListingsRequest(idOrUrl, 1, PAGE_SIZE), readPublicListings));
  const ready = listings.status === 'ready' ? listings.data : undefined;
  const featuredIds = new Set(ready?.featured.map((p) => p.id));
  const rest = ready?.properties.filter((p) => !featuredIds.has(p.id)) ?? [];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="org-listings-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="org-listings-title" variant="h6" component="h2">
        {t('org-page.listings.title', 'Properties listed by {name}', { name: organization.name })}
      </Typography>
      <ListingsLoad listings={listings} />
      {ready && ready.total === 0 ? <Typography color="text.secondary">{t('org-page.listings.none', '{name} has no properties listed at the moment.', { name: organization.name })}</Typography> : null}
      {ready && page === 1 && ready.featured.length ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('org-page.listings.featured', 'Featured')}
          </Typography>
          <ListingCards label={t('org-page.listings.featured-list', 'Featured listings')} properties={ready.featured} />
        </>
      ) : null}
      {rest.length ? (
        <>
          {page === 1 && ready?.featured.length ? (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('org-page.listings.all', 'All listings')}
            </Typography>
          ) : null}
          <ListingCards label={t('org-page.listings.list', 'Listings')} properties={rest} />
        </>
      ) : null}
      {ready && ready.total > PAGE_SIZE ? <Pagination count={Math.ceil(ready.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} sx={{ justifySelf: 'center' }} /> : null}
    </Paper>
  );
}
