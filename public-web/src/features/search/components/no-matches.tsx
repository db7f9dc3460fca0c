import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { optionLabel, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { useFlash } from '../../../components/ui/flash-message';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { useT } from '../../../lib/i18n/language';
import { formatAmount } from '../../../lib/money';
import { requestPrefillPath } from '../../../lib/request-prefill';
import type { SearchResult } from '../api/search-properties';
import { toSearchBody, type SearchFilters } from '../model/filters';
import type { AlertMe } from './alert-me-button';
import { cardName, PropertyCard } from './property-card';

/**
 * A search that found nothing is not a dead end (issue 32): it says what there is not ("No chamber and hall for
 * rent in Kasoa yet"), shows the nearest matches the server found by widening the area step by step and how far
 * they are ("6 within 12 km"), and, in the same place, offers "Tell me when one is listed" (the search kept as an
 * alert: a new listing it would find is told at once, by text for a phone-first person) and "Post what you want"
 * (the request form, filled with the search). The server draws all of it; the alert needs the page's code.
 */
export function NoMatches({
  filters,
  result,
  columns,
  renderSave,
  onAlertMe,
  onClearFilters,
}: {
  filters: SearchFilters;
  result: SearchResult;
  columns: Record<string, string>;
  renderSave?: (property: { id: string; name: string }) => ReactNode;
  onAlertMe?: AlertMe;
  onClearFilters: () => void;
}) {
  const t = useT();
  const place = result.place;
  const nearby = result.nearby;
  const heading = place ? noneAtPlace(t, filters, place.name) : t('search.empty.title', 'No properties match this search');
  const advice = filters.bounds
    ? t('search.empty.map', 'Try zooming the map out or moving it to a nearby area, or loosen the filters.')
    : place
      ? nearby
        ? undefined
        : t('search.empty.nothing-near', 'Nothing like it within 200 km either. Loosen the price or the filters, or be told when one is listed.')
      : t('search.empty.place', 'Try a wider area (a city or region instead of a neighbourhood), widen the map, or loosen the price and filters.');

  return (
    <Box component="section" aria-labelledby="no-matches-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ py: 2.5, px: 2, bgcolor: 'grey.100', borderRadius: 2, display: 'grid', gap: 1 }}>
        <Typography id="no-matches-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {nearby ? (
          <Typography sx={{ fontWeight: 600 }} data-testid="nearby-distance">
            {t('search.empty.within', '{count, plural, one {{n} within {km} km} other {{n} within {km} km}}', { count: nearby.total, n: formatAmount(nearby.total), km: nearby.withinKm })}
          </Typography>
        ) : null}
        {advice ? <Typography color="text.secondary">{advice}</Typography> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {onAlertMe ? <TellMeButton filters={filters} onAlertMe={onAlertMe} /> : null}
          <Button component={RouterLink} to={requestPrefillPath(prefillOf(filters, result))} variant="outlined" startIcon={<PostAddOutlined aria-hidden />}>
            {t('search.empty.post', 'Post what you want')}
          </Button>
          {!nearby ? (
            <Button className={NEEDS_SCRIPT} color="inherit" onClick={onClearFilters}>
              {t('search.empty.clear', 'Clear filters')}
            </Button>
          ) : null}
        </Box>
      </Box>
      {nearby ? (
        <Box component="ul" aria-label={t('search.empty.nearby-label', 'The nearest matches')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
          {nearby.properties.map((property, index) => (
            <Box component="li" key={property.id} sx={{ minWidth: 0 }}>
              <PropertyCard property={property} index={index} save={renderSave?.({ id: property.id, name: cardName(t, property) })} />
              {property.distanceKm !== undefined ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('search.empty.away', '{km} km from {place}', { km: formatAmount(Math.max(0.1, Math.round(property.distanceKm * 10) / 10)), place: place?.name ?? filters.location })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** 'No chamber and hall for rent in Kasoa yet': the type (or any property), what for, and the place. */
function noneAtPlace(t: Translate, filters: SearchFilters, place: string): string {
  const what = filters.type ? optionLabel(t, 'type', filters.type).toLowerCase() : t('search.empty.property', 'property');
  return t(
    'search.empty.none-at',
    '{purpose, select, rent {No {what} for rent in {place} yet} buy {No {what} for sale in {place} yet} short_stay {No {what} for short stays in {place} yet} other {No {what} in {place} yet}}',
    { purpose: filters.acquisition || 'any', what, place },
  );
}

/** The request form, filled with what was searched and the place the search understood. */
function prefillOf(filters: SearchFilters, result: SearchResult) {
  const place = result.place;
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.acquisition === 'rent' || filters.acquisition === 'buy' ? { acquisition: filters.acquisition } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.bedrooms ? { bedrooms: filters.bedrooms } : {}),
    ...(filters.minPrice ? { min_price: filters.minPrice } : {}),
    ...(filters.maxPrice ? { max_price: filters.maxPrice } : {}),
    ...(place?.regionCode ? { place: { id: place.id, name: place.name, kind: place.kind, label: place.label, region: place.regionCode, lat: place.lat, lon: place.lon } } : {}),
  };
}

/** "Tell me when one is listed": this search kept as an alert (a visitor signs in first). */
function TellMeButton({ filters, onAlertMe }: { filters: SearchFilters; onAlertMe: AlertMe }) {
  const t = useT();
  const { flash } = useFlash();
  const [state, setState] = useState<'idle' | 'busy' | 'set'>('idle');
  const set = async () => {
    setState('busy');
    try {
      const said = await onAlertMe(toSearchBody(filters));
      if (said) flash('success', said);
      setState(said ? 'set' : 'idle');
    } catch (error) {
      flash('error', error instanceof Error ? error.message : t('search.alert.failed', 'Something went wrong'));
      setState('idle');
    }
  };
  return (
    <Button className={NEEDS_SCRIPT} variant="contained" startIcon={<NotificationsNoneOutlined aria-hidden />} onClick={() => void set()} disabled={state !== 'idle'}>
      {state === 'set' ? t('search.empty.told', 'We will tell you when one is listed') : t('search.empty.tell-me', 'Tell me when one is listed')}
    </Button>
  );
}
