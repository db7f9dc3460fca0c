import { formatAmount } from '../../../lib/money';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { MAX_SEARCH_RESULTS, type Translate } from '@fie/domain';
import { ApiError } from '../../../lib/api-client';
import { lazyPage } from '../../../lib/lazy-page';
import { useT } from '../../../lib/i18n/language';
import type { SearchResult } from '../api/search-properties';
import { PAGE_SIZE, sortOptions, type SearchFilters, type SortMode } from '../model/filters';
import type { FilterPatch } from './filter-bar';
import { Notice } from './notice';
import type { AlertMe } from './alert-me-button';
import { Pager } from './pager';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { cardName, PropertyCard } from './property-card';

const OptionMenu = lazy(() => import('./filter-panels').then((m) => ({ default: m.OptionMenu })));
// An empty search's nearest matches and its ways on (issue 32): their code comes with such a page only (drawn by the
// server, loaded before the page hydrates), not with every first visit.
const NoMatches = lazyPage('NoMatches', () => import('./no-matches').then((m) => m.NoMatches));
// Partner listings are there only once staff import feeds: their code comes when there are some, not with every first visit.
const PartnerSection = lazy(() => import('./partner-section').then((m) => ({ default: m.PartnerSection })));

/** Cards: one column on phones, three on a desktop (two between), one in the dashboard's drawer. */
export const gridColumns = { page: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, drawer: { xs: '1fr' } } as const;

/** What to say when a search fails: the network or the server's own words, and a way to try again. */
export function searchErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return t('search.error.offline', 'We could not reach Fie. Check your connection, then try again.');
  if (error instanceof ApiError && error.status === 400) return t('search.error.refused', 'The search could not run: {reason}', { reason: error.message });
  return t('search.error.server', 'Something went wrong on our side while searching. Please try again in a moment.');
}

/**
 * The last page of a result (0 when it found nothing). A search index pages through its first 10,000 matches at
 * most (Elasticsearch's window); past that, narrowing the search is the way on.
 */
export function lastPageOf(result: Pick<SearchResult, 'total' | 'pageSize'>): number {
  const size = result.pageSize || PAGE_SIZE;
  return Math.min(Math.ceil(result.total / size), Math.floor(MAX_SEARCH_RESULTS / size));
}

/** '1 property', '1,234 properties': the count written as money is (lib/money), so server and browser agree. */
export const propertyCount = (t: Translate, count: number) =>
  t('search.results.count', '{count, plural, one {{n} property} other {{n} properties}}', { count, n: formatAmount(count) });

/**
 * The results of a search: the count and the sort, the cards with paging (15 a page, spec §9), the
 * friendly error with Retry, the empty result with the nearest matches and what to do next, and the partner section.
 */
export function Results({
  status,
  result,
  error,
  filters,
  variant,
  renderSave,
  selectedId,
  onHover,
  onSearch,
  onPage,
  onRetry,
  onClearFilters,
  onAlertMe,
  pageHref,
}: {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  result?: SearchResult;
  error?: unknown;
  filters: SearchFilters;
  variant: 'page' | 'drawer';
  /** The heart on each card (the saved feature's, handed in by the app). */
  renderSave?: (property: { id: string; name: string }) => ReactNode;
  selectedId?: string | null;
  onHover?: (id: string | null) => void;
  onSearch: (patch: FilterPatch) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onClearFilters: () => void;
  /** "Tell me when one is listed" on an empty search (the requests' save-search, handed in by the app). */
  onAlertMe?: AlertMe;
  /** Each result page's own address, so paging works as links too (without JavaScript, for search engines). */
  pageHref?: (page: number) => string;
}) {
  // Results drawn by the server are there from the first paint: they do not fade in again.
  const t = useT();
  const [drawnAtStart] = useState(result);
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const cards = useRef(new Map<string, HTMLAnchorElement>());
  const top = useRef<HTMLDivElement>(null);

  // A marker chosen on the map brings its card into view.
  useEffect(() => {
    if (!selectedId) return;
    cards.current.get(selectedId)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const columns = gridColumns[variant];
  const sorts = sortOptions(t);
  const sortLabel = (sorts.find((s) => s.value === filters.sort) ?? sorts[0]!).label;
  const pages = result ? lastPageOf(result) : 0;
  const loading = status === 'loading';

  return (
    <Box ref={top} sx={{ position: 'relative', scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, minHeight: 36 }}>
        <Typography component="p" role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {status === 'idle' || (loading && !result)
            ? t('search.results.searching', 'Searching…')
            : result
              ? result.place
                ? t('search.results.near', '{count} near {place}', { count: propertyCount(t, result.total), place: result.place.name })
                : filters.bounds
                  ? t('search.results.area', '{count} in this map area', { count: propertyCount(t, result.total) })
                  : propertyCount(t, result.total)
              : ''}
        </Typography>
        <Button
          className={NEEDS_SCRIPT}
          size="small"
          color="inherit"
          endIcon={<ArrowDropDown aria-hidden />}
          aria-haspopup="true"
          aria-label={t('search.sort.label', 'Sort: {sort}', { sort: sortLabel })}
          onClick={(event) => setSortAnchor(event.currentTarget)}
        >
          {sortLabel}
        </Button>
      </Box>
      {loading ? <LinearProgress aria-label={t('search.results.loading', 'Loading results')} sx={{ position: 'absolute', left: 0, right: 0, top: 40 }} /> : null}

      {status === 'failed' ? (
        <Notice
          tone="error"
          action={
            <Button variant="outlined" color="inherit" size="small" onClick={onRetry} className={NEEDS_SCRIPT}>
              {t('search.error.retry', 'Retry')}
            </Button>
          }
        >
          {searchErrorText(t, error)}
        </Notice>
      ) : null}

      {/* A place the server does not know is searched in the listings' own addresses (unknownPlace), not all of Ghana. */}
      {result && filters.location && !result.place ? (
        <Notice tone="info">
          {t(
            'search.results.unknown',
            'We don’t know the place “{place}” yet, so these are listings whose address mentions it. Choose a place from the suggestions to search around it.',
            { place: filters.location },
          )}
        </Notice>
      ) : null}

      {result && result.properties.length === 0 && status !== 'failed' ? (
        <Suspense fallback={null}>
          <NoMatches filters={filters} result={result} columns={columns} renderSave={renderSave} onAlertMe={onAlertMe} onClearFilters={onClearFilters} />
        </Suspense>
      ) : null}

      {result && result.properties.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('search.results.label', 'Search results')}
          aria-busy={loading}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns, opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {result.properties.map((property, index) => (
            <Box component="li" key={`${result.page}-${property.id}`} sx={{ minWidth: 0 }}>
              <PropertyCard
                property={property}
                index={index}
                selected={property.id === selectedId}
                compact={variant === 'drawer'}
                fade={result !== drawnAtStart}
                save={renderSave?.({ id: property.id, name: cardName(t, property) })}
                onHover={onHover}
                ref={(element) => {
                  if (element) cards.current.set(property.id, element);
                  else cards.current.delete(property.id);
                }}
              />
            </Box>
          ))}
        </Box>
      ) : null}

      <Pager
        page={filters.page}
        count={pages}
        neighbours={variant === 'drawer' ? 0 : 1}
        hrefFor={pageHref}
        onChange={(page) => {
          onPage(page);
          top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        }}
      />

      {result?.partners.length ? (
        <Suspense fallback={null}>
          <PartnerSection listings={result.partners} columns={columns} />
        </Suspense>
      ) : null}

      <Suspense fallback={null}>
        {sortAnchor ? (
          <OptionMenu
            anchor={sortAnchor}
            label={t('search.sort.title', 'Sort')}
            value={filters.sort}
            options={sorts}
            onChoose={(sort) => onSearch({ sort: sort as SortMode })}
            onClose={() => setSortAnchor(null)}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}
