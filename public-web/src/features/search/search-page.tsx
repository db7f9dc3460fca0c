import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MAX_SEARCH_RESULTS, optionLabel, typePlural, type PageHead, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { DEFAULT_VIEW, PropertyMap, type Bounds, type MapFocus, type MapMarker } from '../../components/map/property-map';
import { MapOnRequest } from '../../components/map/map-on-request';
import { config } from '../../config';
import { usePageHead } from '../../lib/page-head';
import { NEEDS_SCRIPT } from '../../components/ui/needs-script';
import { useIsClient } from '../../lib/use-is-client';
import { useT } from '../../lib/i18n/language';
import { paths } from '../../lib/paths';
import { placeLine, priceLines, shortPrice, typeName } from '../../lib/property';
import { zoomForPlace } from './api/places';
import { AlertMeButton, type AlertMe } from './components/alert-me-button';
import { FilterBar } from './components/filter-bar';
import { lastPageOf, propertyCount, Results } from './components/results';
import { Notice } from './components/notice';
import { PlainFilters } from './components/plain-filters';
import { filtersToQuery, PAGE_SIZE, type SearchFilters } from './model/filters';
import type { SearchResult } from './api/search-properties';
import { useSearchController } from './hooks/use-search-controller';
import { rememberLastPlace } from '../../lib/remember-place';

/** Below this width the page is a phone layout: the map waits behind a button (spec §9: 760 px). */
const DESKTOP = '(min-width:760px)';
const WIDE = '@media (min-width:760px)';

/**
 * /search-property (and the search site's /fie_search in search mode): the filter bar, the results as
 * cards, and a map of the results beside them. Moving the map searches the area shown, unless the
 * visitor turns that off. Each card may carry the heart that saves it (`renderSave`, from the app), and
 * "Alert me" keeps the search for alerts (`onAlertMe`, from the app).
 */
export function SearchPage({ renderSave, onAlertMe }: { renderSave?: (property: { id: string; name: string }) => ReactNode; onAlertMe?: AlertMe }) {
  // False on the server and while hydrating (the layout itself is CSS): the map mounts only once the page runs here.
  const wide = useMediaQuery(DESKTOP, { noSsr: true }) && useIsClient();
  const search = useSearchController({ syncUrl: true });
  const { filters, result, status, round, origin, chosenPlace } = search;
  const { pathname } = useLocation();
  const t = useT();
  const [mapOnPhone, setMapOnPhone] = useState(false);
  const [followMap, setFollowMap] = useState(true);
  // With "Search as I move the map" off, the area the map was moved to waits for a button press.
  const [movedTo, setMovedTo] = useState<Bounds | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const heading = searchHeading(t, filters, result);
  // A page past the last (?page=999, or a page of a search that now finds fewer) names nothing: 404, with the way
  // back to the last page there is, never "Searching…" over an empty list. Past the index's window the search
  // itself is refused, and there is no knowing the last page: the way back is to the first.
  const beyondWindow = filters.page * PAGE_SIZE > MAX_SEARCH_RESULTS;
  const lastPage = result ? lastPageOf(result) : beyondWindow ? 1 : undefined;
  const pastLast = filters.page > 1 && lastPage !== undefined && filters.page > lastPage;
  // Its results, pages and place box work as HTML: a visitor's page wakes at their first touch (issue 35).
  usePageHead({ ...searchHead(t, heading, filters, result, pathname), codeOnTouch: 'visitor', ...(pastLast ? { status: 404, noindex: true } : {}) });

  // The place understood is this device's last searched place: the home page shows the newest listings there.
  const understood = result?.place?.name;
  useEffect(() => {
    if (understood) rememberLastPlace(understood);
  }, [understood]);

  const markers = useMemo<MapMarker[]>(
    () => (result?.properties ?? []).map((p) => ({ id: p.id, lon: p.lon, lat: p.lat, label: shortPrice(p) })),
    [result],
  );

  // The map follows a new search (a place, new filters, the first search), never a move the user made,
  // and a place chosen in the box moves it at once, before the answer arrives.
  const [focus, setFocus] = useState<MapFocus | undefined>(undefined);
  useEffect(() => {
    if (chosenPlace) setFocus({ key: `p${chosenPlace.round}`, center: [chosenPlace.place.lon, chosenPlace.place.lat], zoom: zoomForPlace[chosenPlace.place.kind] });
  }, [chosenPlace]);
  useEffect(() => {
    if (!result || origin === 'map' || origin === 'page') return;
    const key = `r${round}`;
    const points = result.properties.map((p): [number, number] => [p.lon, p.lat]);
    const place = result.place;
    // A region is wide: show its results rather than its capital.
    if (place && place.kind === 'region' && points.length) setFocus({ key, points, maxZoom: 12 });
    else if (place) setFocus({ key, center: [place.lon, place.lat], zoom: zoomForPlace[place.kind] });
    // A map area opened from an address is shown as it was shared; after a filter change the map is already there.
    else if (filters.bounds) {
      if (origin === 'open') setFocus({ key, bounds: filters.bounds });
    } else if (points.length) setFocus({ key, points, maxZoom: 14 });
    else setFocus({ key, center: DEFAULT_VIEW.center, zoom: DEFAULT_VIEW.zoom });
    // Once per finished search: `round` counts them.
  }, [round]);

  const showMap = wide || mapOnPhone;

  const map = showMap ? (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
        <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontSize: 14, cursor: 'pointer' }}>
          <Box
            component="input"
            type="checkbox"
            checked={followMap}
            onChange={(event: { target: { checked: boolean } }) => {
              setFollowMap(event.target.checked);
              setMovedTo(null);
            }}
            sx={{ width: 18, height: 18, accentColor: (t) => t.palette.primary.main, m: 0 }}
          />
          {t('search.map.follow', 'Search as I move the map')}
        </Box>
        {!followMap && movedTo ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              search.searchArea(movedTo);
              setMovedTo(null);
            }}
          >
            {t('search.map.area', 'Search this area')}
          </Button>
        ) : null}
      </Box>
      <MapOnRequest height={wide ? 'calc(100dvh - 190px)' : '55dvh'} askedAlready={!wide}>
        <PropertyMap
          label={t('search.map.label', 'Map of the results')}
          height={wide ? 'calc(100dvh - 190px)' : '55dvh'}
          markers={markers}
          focus={focus}
          highlightedId={hoveredId ?? selectedId}
          onSelect={(ids) => setSelectedId(ids?.[0] ?? null)}
          onMoveEnd={(bounds) => {
            if (followMap) search.searchArea(bounds);
            else setMovedTo(bounds);
          }}
          renderPopup={(ids) => (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {ids.map((id) => {
                const property = result?.properties.find((p) => p.id === id);
                if (!property) return null;
                const price = priceLines(property, t);
                return (
                  <li key={id}>
                    <Typography sx={{ fontWeight: 800 }}>
                      {price.main}
                      {price.plan ? <Typography component="span" variant="body2" color="text.secondary">{` ${price.plan}`}</Typography> : null}
                    </Typography>
                    {price.cedis || price.monthly ? <Typography variant="caption" color="text.secondary">{[price.cedis, price.monthly].filter(Boolean).join(' · ')}</Typography> : null}
                    <Typography variant="body2">{[typeName(property, t), placeLine(property)].filter(Boolean).join(' · ')}</Typography>
                    <Link component={RouterLink} to={paths.property(id, property.slug)} variant="body2" sx={{ fontWeight: 600 }}>
                      {t('search.map.view', 'View property')}
                    </Link>
                  </li>
                );
              })}
            </Box>
          )}
        />
      </MapOnRequest>
    </Box>
  ) : null;

  return (
    <Box sx={{ px: { xs: 1.5, sm: 2, md: 3 }, py: { xs: 1.5, md: 2 }, maxWidth: 1680, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {heading}
        </Typography>
        {onAlertMe ? (
          <Box className={NEEDS_SCRIPT}>
            <AlertMeButton filters={filters} onAlertMe={onAlertMe} />
          </Box>
        ) : null}
      </Box>
      <PlainFilters filters={filters} action={pathname} />
      <Box className={NEEDS_SCRIPT}>
        <FilterBar filters={filters} facets={result?.facets} onSearch={(patch) => search.update(patch)} onPlace={search.choosePlace} plainAction={pathname} />
        <Button
          variant="outlined"
          size="small"
          startIcon={<MapOutlined aria-hidden />}
          onClick={() => setMapOnPhone((shown) => !shown)}
          aria-expanded={mapOnPhone}
          sx={{ mt: 1.5, [WIDE]: { display: 'none' } }}
        >
          {mapOnPhone ? t('search.map.hide', 'Hide map') : t('search.map.show', 'Show map')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: '1fr', alignItems: 'start', [WIDE]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)' } }}>
        {pastLast ? (
          <Notice tone="info">
            {t('search.past-last.text', 'There is no page {page} of these results.', { page: filters.page })}{' '}
            <Link component={RouterLink} to={searchAddress(pathname, { ...filters, page: Math.max(lastPage!, 1) })}>
              {t('search.pager.goto', 'Go to page {page}', { page: Math.max(lastPage!, 1) })}
            </Link>
          </Notice>
        ) : (
        <Results
          status={status}
          result={result}
          error={search.error}
          filters={filters}
          variant="page"
          renderSave={renderSave}
          selectedId={selectedId}
          onHover={setHoveredId}
          onSearch={(patch) => search.update(patch)}
          onPage={search.goToPage}
          onRetry={search.retry}
          onClearFilters={search.clearFilters}
          onAlertMe={onAlertMe}
          pageHref={(page) => searchAddress(pathname, { ...filters, page })}
        />
        )}
        {/* The map's place is held from the first paint on a wide screen, so nothing moves when it mounts; on a
            phone it opens above the results when asked for. */}
        <Box
          className={NEEDS_SCRIPT}
          sx={{ display: mapOnPhone ? 'block' : 'none', order: -1, [WIDE]: { display: 'block', order: 0, position: 'sticky', top: 80, minHeight: 'calc(100dvh - 150px)' } }}
        >
          {map}
        </Box>
      </Box>
    </Box>
  );
}

/** '3-bedroom houses for rent in East Legon': the place as the search understood it, in the heading. */
function searchHeading(t: Translate, filters: SearchFilters, result: SearchResult | undefined): string {
  const place = result?.place?.name ?? filters.location;
  if (!place && !filters.type && !filters.acquisition) return t('search.heading.all', 'Search property in Ghana');
  const what = filters.type
    ? typePlural(filters.type)
    : filters.category
      ? t('search.heading.category', '{category} property', { category: optionLabel(t, 'category', filters.category) })
      : t('search.heading.any', 'Property');
  return t(
    'search.heading.where',
    '{purpose, select, rent {{what} for rent in {place}} buy {{what} for sale in {place}} short_stay {{what} for short stays in {place}} other {{what} in {place}}}',
    { purpose: filters.acquisition, what, place: place || 'Ghana' },
  );
}

/** A search's address: only what differs from the defaults, so it can be shared and bookmarked. */
function searchAddress(pathname: string, filters: SearchFilters): string {
  const query = filtersToQuery(filters);
  return query ? `${pathname}?${query}` : pathname;
}

function searchHead(t: Translate, heading: string, filters: SearchFilters, result: SearchResult | undefined, pathname: string): PageHead {
  const count = result ? propertyCount(t, result.total) : t('search.head.any', 'Properties');
  const title = filters.page > 1 ? t('search.head.page', '{heading} · page {page}', { heading, page: filters.page }) : heading;
  return {
    title: `${title} · ${config.productName}`,
    description: t(
      'search.head.description',
      '{count}: {heading} on {site}, with prices in cedis, the advance asked and photos. Houses, rooms, shops, land and venues across Ghana.',
      { count, heading: `${heading.charAt(0).toLowerCase()}${heading.slice(1)}`, site: config.productName },
    ),
    canonical: searchAddress(pathname, filters),
    // A map area is one of endless variants of a search: not one for search engines to keep.
    noindex: Boolean(filters.bounds),
    // The first result's photo is the page's largest picture on a phone.
    preloadImage: result?.properties[0]?.images[0] ? { href: result.properties[0].images[0].thumbnail } : undefined,
  };
}
