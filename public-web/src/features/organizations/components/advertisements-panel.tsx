import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FEATURED_MAX } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n/language';
import type { OrganizationProfile } from '../api/organization';
import { fetchPublicListings, saveFeaturedListings } from '../api/page';
import { messageOf, useResource } from '../hooks/use-resource';
import { ListingCards, ListingsLoad, listingName } from './listing-card';

type Banner = { severity: 'success' | 'error'; title: string; message?: string };

/**
 * Advertisements: the organization's public page (/org/{url_name}) and the listings it features there,
 * first, above the rest. The organization and its members with List Properties choose them (at most six,
 * in the order chosen); everyone else sees what is featured.
 */
export function AdvertisementsPanel({ organization, canFeature }: { organization: OrganizationProfile; canFeature: boolean }) {
  const t = useT();
  const idOrUrl = organization.urlName || organization.id;
  // The whole list to choose from: an agency's published listings rarely pass a hundred.
  const load = useCallback((signal: AbortSignal) => fetchPublicListings(idOrUrl, 1, 100, { signal }), [idOrUrl]);
  const listings = useResource(load, idOrUrl);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = listings.status === 'ready' ? listings.data : undefined;
  useEffect(() => {
    if (ready) setChosen(ready.featured.map((p) => p.id));
  }, [ready]);
  const pageUrl = `${paths.org}/${encodeURIComponent(organization.urlName)}`;

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...(current ?? []).filter((x) => x !== id), id] : (current ?? []).filter((x) => x !== id)));

  async function save() {
    if (!chosen) return;
    setBusy(true);
    setBanner(null);
    try {
      setBanner({ severity: 'success', title: await saveFeaturedListings(chosen) });
      listings.reload();
    } catch (error) {
      setBanner({ severity: 'error', title: t('ui.went-wrong', 'Something went wrong'), message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="org-ads-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="org-ads-title" variant="h6" component="h2">
        {t('org-page.tab.advertisements', 'Advertisements')}
      </Typography>
      <Typography>
        {t('org-page.ads.page', '{name}’s page: ', { name: organization.name })}
        <Link component={RouterLink} to={pageUrl}>
          {`${window.location.host}${pageUrl}`}
        </Link>
      </Typography>
      <ListingsLoad listings={listings} />
      {ready ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('org-page.ads.featured', 'Featured on the page')}
          </Typography>
          {ready.featured.length ? (
            <ListingCards label={t('org-page.listings.featured-list', 'Featured listings')} properties={ready.featured} />
          ) : (
            <Typography color="text.secondary">
              {canFeature ? t('organizations.ads.none-yet', 'Nothing is featured yet: choose up to six listings below to show first on your page.') : t('org-page.ads.none', 'Nothing is featured at the moment.')}
            </Typography>
          )}
        </>
      ) : null}
      {ready && canFeature ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('organizations.ads.choose', 'Choose featured listings')}
          </Typography>
          {banner ? <FormBanner {...banner} /> : null}
          {ready.properties.length === 0 ? (
            <Typography color="text.secondary">{t('organizations.ads.only-published', 'Only published listings can be featured; list a property first.')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">{t('organizations.ads.up-to', 'Up to {max}, shown in the order you tick them. {count} chosen.', { max: FEATURED_MAX, count: chosen?.length ?? 0 })}</Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }} role="group" aria-label={t('organizations.ads.to-feature', 'Listings to feature')}>
                {ready.properties.map((property) => {
                  const on = chosen?.includes(property.id) ?? false;
                  return (
                    <FormControlLabel
                      key={property.id}
                      control={<Checkbox checked={on} disabled={!on && (chosen?.length ?? 0) >= FEATURED_MAX} onChange={(e) => toggle(property.id, e.target.checked)} />}
                      label={listingName(property, t)}
                    />
                  );
                })}
              </Box>
              <Stack direction="row">
                <Button variant="contained" onClick={() => void save()} disabled={busy || !chosen}>
                  {t('organizations.ads.save', 'Save featured listings')}
                </Button>
              </Stack>
            </>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
