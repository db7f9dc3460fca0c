import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultFilters, filtersFromQuery, filtersToQuery, typesFor, type SearchFilters } from '../model/filters';
import type { Place } from '../api/places';
import { usePropertySearch, type PropertySearch, type SearchOrigin } from './use-property-search';
import { searchRequest, toSearchResult } from '../api/search-properties';
import { usePageResult } from '../../../lib/page-data';

/**
 * The search page's state (and the drawer's): the filters, the running search, and what each control
 * does to them. On the page the address follows every search (so a search can be shared) and a new
 * address (back, forward, a link from the header) runs its search; the drawer keeps its own state and
 * leaves the dashboard's address alone.
 */
export type SearchController = PropertySearch & {
  /** Change some filters and search again from page 1. */
  update: (patch: Partial<SearchFilters>, origin?: SearchOrigin) => void;
  choosePlace: (place: Place) => void;
  searchArea: (bounds: NonNullable<SearchFilters['bounds']>) => void;
  goToPage: (page: number) => void;
  clearFilters: () => void;
  /** The place just chosen in the location box, for the map to move to before the answer arrives. */
  chosenPlace: { place: Place; round: number } | null;
};

export function useSearchController({ syncUrl }: { syncUrl: boolean }): SearchController {
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => (syncUrl ? filtersFromQuery(location.search) : defaultFilters));
  const written = useRef<string>(syncUrl ? location.search.replace(/^\?/, '') : '');
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [chosenPlace, setChosenPlace] = useState<SearchController['chosenPlace']>(null);

  // The page's first search, answered by the server with its HTML; the drawer's is never.
  const answered = usePageResult(syncUrl ? searchRequest(initial) : null, toSearchResult);
  const [given] = useState(() => Boolean(answered));
  const search = usePropertySearch(initial, (filters) => {
    if (!syncUrl) return;
    const query = filtersToQuery(filters);
    if (query === written.current) return;
    written.current = query;
    navigate({ pathname: pathname.current, search: query ? `?${query}` : '' }, { replace: true });
  }, answered);
  const { run } = search;
  const current = useRef(search.filters);
  current.current = search.filters;

  // The search runs once when the page opens (spec §4), unless its answer came with the page.
  useEffect(() => {
    if (!given) run(initial, 'open');
  }, [run, initial, given]);

  // An address this page did not write (back, forward, the header's search box) is a new search.
  const query = location.search.replace(/^\?/, '');
  const seen = useRef(query);
  useEffect(() => {
    if (!syncUrl || query === seen.current) return;
    seen.current = query;
    if (query === written.current) return;
    written.current = query;
    run(filtersFromQuery(query), 'open');
  }, [syncUrl, query, run]);

  const update = useCallback(
    (patch: Partial<SearchFilters>, origin: SearchOrigin = 'filters') => {
      const next = { ...current.current, ...patch, page: patch.page ?? 1 };
      if (!typesFor(next.category).includes(next.type)) next.type = '';
      if (next.category !== 'residential') {
        next.bedrooms = 0;
        next.bathrooms = 0;
      }
      if (next.acquisition !== 'short_stay') {
        next.stayStart = '';
        next.stayEnd = '';
      }
      // A named place and a dragged viewport are two different questions: a place replaces the viewport.
      if (patch.location) next.bounds = undefined;
      run(next, origin);
    },
    [run],
  );

  const choosePlace = useCallback(
    (place: Place) => {
      setChosenPlace((previous) => ({ place, round: (previous?.round ?? 0) + 1 }));
      update({ location: place.name, bounds: undefined }, 'place');
    },
    [update],
  );

  const searchArea = useCallback((bounds: NonNullable<SearchFilters['bounds']>) => update({ bounds, location: '' }, 'map'), [update]);
  const goToPage = useCallback((page: number) => update({ page }, 'page'), [update]);
  const clearFilters = useCallback(
    () => update({ ...defaultFilters, location: current.current.location, bounds: current.current.bounds, sort: current.current.sort }),
    [update],
  );

  return { ...search, update, choosePlace, searchArea, goToPage, clearFilters, chosenPlace };
}
