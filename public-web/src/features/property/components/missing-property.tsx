import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { toProperty, type Property } from '../../../lib/property';
import { useT } from '../../../lib/i18n/language';
import { fateExplanation, fateLabel, toFate, type ListingFate } from '../../../lib/listing-fate';

/**
 * What GET /properties/search/{id} says of a listing it cannot show: whether it is gone for good (deleted), not
 * advertised now (hidden, let, sold, archived), or no listing had this id; exactly what became of it (`fate`) and
 * what it was called; and similar listings near where it was (the newest in Ghana for an unknown id).
 */
export type MissingListing = { state: 'deleted' | 'unlisted' | 'unknown'; fate?: ListingFate; title?: string; near?: string; nearby: Property[] };

export function readMissing(error: ApiError): MissingListing | undefined {
  if (error.status !== 404 || !error.body || typeof error.body !== 'object') return undefined;
  const body = error.body as { state?: unknown; fate?: unknown; title?: unknown; nearby?: { near?: unknown; properties?: unknown } };
  if (body.state !== 'deleted' && body.state !== 'unlisted' && body.state !== 'unknown') return undefined;
  const listed = Array.isArray(body.nearby?.properties) ? body.nearby.properties : [];
  const fate = toFate(body.fate);
  return {
    state: body.state,
    ...(fate ? { fate } : {}),
    ...(typeof body.title === 'string' && body.title ? { title: body.title } : {}),
    near: typeof body.nearby?.near === 'string' ? body.nearby.near : undefined,
    nearby: listed.map(toProperty).filter((p): p is Property => p !== null),
  };
}


/**
 * The page of a listing that cannot be shown. One that was (issue 32) names itself, says what became of it (let,
 * sold, taken down…) and offers similar listings near where it was, so someone who saved it or dealt on it is
 * told what happened; only an address no listing ever had says the link may be mistyped. `message` is the
 * server's words when it gave some (shown as they are); without, the page says something went wrong.
 */
export function MissingProperty({ message, missing, renderListings }: { message?: string; missing?: MissingListing; renderListings?: (properties: Property[]) => ReactNode }) {
  const t = useT();
  const similar = missing?.nearby ?? [];
  const fate = missing?.fate;
  const explanations: Record<MissingListing['state'], string> = {
    deleted: t('property.missing.deleted', 'Its lister has taken this listing down for good.'),
    unlisted: t('property.missing.unlisted', 'This property is not advertised at the moment: it may have been let or sold, or its lister has paused it.'),
    unknown: t('property.missing.unknown', 'There is no listing at this address. The link may be mistyped or cut short.'),
  };
  const detail = fate ? fateExplanation(t, fate) : missing ? explanations[missing.state] : message === undefined ? t('property.missing.went-wrong', 'Something went wrong') : message !== 'Could not get property!' ? message : '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fate ? (
        <Box component="header" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, sm: 30 }, overflowWrap: 'anywhere' }}>
            {missing?.title ?? t('property.missing.this-listing', 'This listing')}
          </Typography>
          <Alert severity={fate === 'removed' ? 'warning' : 'info'} role="status" data-testid="listing-fate">
            <strong>{fateLabel(t, fate)}.</strong> {detail}
          </Alert>
        </Box>
      ) : (
        <Alert severity={missing ? 'info' : 'error'} role="alert">
          <strong>{t('property.missing.title', 'Could not get property!')}</strong> {detail}
        </Alert>
      )}
      {similar.length && renderListings ? (
        <Box component="section" aria-labelledby="similar-title">
          <Typography id="similar-title" variant="h5" component={fate ? 'h2' : 'h1'} sx={{ fontWeight: 800, mb: 1.5 }}>
            {missing?.state === 'unknown' || !missing?.near ? t('property.missing.recent', 'Recently listed on Fie') : t('property.missing.similar', 'Similar properties near {near}', { near: missing.near })}
          </Typography>
          {renderListings(similar)}
        </Box>
      ) : null}
      <Box>
        <Button component={RouterLink} to={paths.searchProperty} variant="contained">
          {t('property.missing.search', 'Search property')}
        </Button>
      </Box>
    </Box>
  );
}
