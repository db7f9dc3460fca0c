import { useId, useState, type ReactNode } from 'react';
import { categories, optionLabel, type Category } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useT } from '../../lib/i18n/language';
import { FormBanner } from './form-banner';

/** The spec's filter: All, Residential, commercial (a lowercase value), Agric & Farmlands, Party & Events. */
const filters: readonly (Category | '')[] = ['', ...categories];

export type ListPanelProps<T extends { id: string }> = {
  title: string;
  /**
   * What the count counts: the count in words, in the page's language (t('…', '{count, plural, one {# property}
   * other {# properties}}', { count })), or the English nouns for one and many (['property', 'properties']).
   */
  nouns: readonly [string, string] | ((total: number) => string);
  /** The page's items, each keyed by its id; undefined until the first answer. */
  items: readonly T[] | undefined;
  renderItem: (item: T) => ReactNode;
  /** The grid's accessible name. */
  listLabel: string;
  /** Shown in place of the grid when the page has no item. */
  empty: ReactNode;
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  category: Category | '';
  onCategory: (category: Category | '') => void;
  loading: boolean;
  /** An action is being saved: the spinner says so. */
  busy: boolean;
  /** The spinner's name while loading. */
  loadingLabel: string;
  onRefresh: () => void;
  /** The list could not be loaded; the message, where there is one. */
  failed: boolean;
  failure?: string;
  /** An action was refused. */
  problem: string | null;
  /** Beside Refresh (Add Property, Post a request). */
  action?: ReactNode;
  /** Above the category filter (the requests' tabs). */
  above?: ReactNode;
  /** Between the filter and the problem (a note on permissions, the request just posted). */
  notices?: ReactNode;
  /** The dialogs. */
  children?: ReactNode;
};

/**
 * The dashboards' list panels (Listed Properties, Listed Requests): the heading with the count, Refresh and the
 * panel's action, the category filter, what went wrong, the cards in a 3-column grid under a spinner while
 * loading or saving, and a paginator with the total. Each panel brings its cards, empty state and dialogs.
 */
export function ListPanel<T extends { id: string }>(props: ListPanelProps<T>) {
  const { title, nouns, items, total, page, pages, loading, busy } = props;
  const t = useT();
  const titleId = useId();
  const counted = typeof nouns === 'function' ? nouns(total) : `${total} ${total === 1 ? nouns[0] : nouns[1]}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 3 }, position: 'relative' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {items ? <Chip size="small" color="primary" label={total} aria-label={counted} /> : null}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<Refresh />} onClick={props.onRefresh} disabled={loading}>
            {t('ui.refresh', 'Refresh')}
          </Button>
          {props.action}
        </Stack>
      </Stack>

      {props.above}
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={props.category}
        onChange={(_, next: Category | '' | null) => next !== null && props.onCategory(next)}
        aria-label={t('ui.list.category', 'Category')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {filters.map((filter) => (
          <ToggleButton key={filter || 'all'} value={filter} sx={{ textTransform: 'none' }}>
            {filter ? optionLabel(t, 'category', filter) : t('ui.list.all', 'All')}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {props.notices}
      {props.problem ? <FormBanner severity="error" title={t('ui.went-wrong', 'Something went wrong')} message={props.problem} /> : null}
      {props.failed ? (
        <Box sx={{ mb: 2 }}>
          <FormBanner severity="error" title={t('ui.went-wrong', 'Something went wrong')} message={props.failure} />
          <Button onClick={props.onRefresh} variant="outlined">
            {t('ui.try-again', 'Try again')}
          </Button>
        </Box>
      ) : null}

      <Box sx={{ position: 'relative', minHeight: 120 }} aria-busy={loading || busy}>
        {items && items.length === 0 && !loading ? props.empty : null}
        {items && items.length > 0 ? (
          <Box component="ul" aria-label={props.listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {items.map((item) => (
              <Box component="li" key={item.id}>
                {props.renderItem(item)}
              </Box>
            ))}
          </Box>
        ) : null}
        {loading || busy ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: items ? 'start center' : 'center', pt: items ? 6 : 0, bgcolor: items ? 'rgba(255,255,255,0.6)' : 'transparent', zIndex: 1 }}>
            <CircularProgress aria-label={busy ? t('ui.saving', 'Saving') : props.loadingLabel} />
          </Box>
        ) : null}
      </Box>

      {total > 0 ? (
        <Stack direction="row" sx={{ mt: 3, alignItems: 'center', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, next) => props.onPage(next)} color="primary" disabled={loading} />
          <Chip variant="outlined" label={counted} />
        </Stack>
      ) : null}

      {props.children}
    </Paper>
  );
}

/** A panel's page and category filter: choosing a category goes back to the first page. */
export function usePanelFilter() {
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<Category | ''>('');
  const onCategory = (next: Category | '') => {
    setCategory(next);
    setPage(1);
  };
  return { page, onPage: setPage, category, onCategory };
}

/**
 * What a panel's read tells the panel: the count and the number of pages, and whether the page is loading or
 * could not be read (with the reason, where there is one).
 */
export function panelLoad(state: { status: 'loading' | 'ready' | 'failed'; data?: { total: number }; error?: unknown }, pageSize: number) {
  const total = state.data?.total ?? 0;
  return {
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    loading: state.status === 'loading',
    failed: state.status === 'failed',
    failure: state.status === 'failed' && state.error instanceof Error ? state.error.message : undefined,
  };
}

/** A list panel with nothing to show: what is missing, what will show here, and the way to add one. */
export function ListPanelEmpty({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/**
 * An action taken from a list panel's card (hide, delete, pause…): busy while it runs, and the server's
 * refusal (else `fallback`) shown as the panel's problem. `onFailed` runs first on a refusal (e.g. closing a dialog).
 */
export function usePanelAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(work: () => Promise<void>, fallback: string, onFailed?: () => void) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      onFailed?.();
      setProblem(error instanceof Error ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, run };
}
