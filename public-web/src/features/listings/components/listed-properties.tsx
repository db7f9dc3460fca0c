import { lazy, Suspense, useId, useState } from 'react';
import { categories, categoryLabels, type Category, type ListAs } from '@fie/domain';
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
import AddHomeWorkOutlined from '@mui/icons-material/AddHomeWorkOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { FormBanner } from '../../../components/ui/form-banner';
import { useFlash } from '../../../components/ui/flash-message';
import { PageLoader } from '../../../components/ui/page-loader';
import { changeListingStatus, confirmListing, deleteListing, PAGE_SIZE, requestListingReview, type ListedProperty, type ListScope } from '../api/listings';
import { useListedProperties } from '../hooks/use-listed-properties';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { actionsFor, nameOf, PropertyCard, type CardAction } from './property-card';

// The dialogs load when first opened: most visits to the tab only read the list.
const ListPropertyDialog = lazy(() => import('./list-property-dialog').then((m) => ({ default: m.ListPropertyDialog })));
const UpdatePropertyDialog = lazy(() => import('./update-property-dialog').then((m) => ({ default: m.UpdatePropertyDialog })));
const BookedDatesDialog = lazy(() => import('./booked-dates-dialog').then((m) => ({ default: m.BookedDatesDialog })));

export type ListedPropertiesProps = {
  /** 'owner': the signed-in user's own listings; 'organization': the organization's, for it and its members. */
  scope: ListScope;
  /** May add, edit, hide, archive and mark listings (owners, the organization, members with List Properties). */
  canList: boolean;
  /** May delete listings (owners, the organization, members with Delete Properties). */
  canDelete: boolean;
  /** The panel's heading: a member who is also an owner sees two panels, their own listings and the organization's. */
  title?: string;
  /** Under whose name Add Property lists, for a member who may list under both (they can still change it in the form). */
  listAs?: ListAs;
};

type Dialog = { name: 'add' } | { name: 'edit'; property: ListedProperty } | { name: 'calendar'; property: ListedProperty } | { name: 'delete'; property: ListedProperty } | null;

const filters: readonly { value: Category | ''; label: string }[] = [{ value: '', label: 'All' }, ...categories.map((c) => ({ value: c, label: categoryLabels[c] }))];

const statusNews: Record<string, string> = {
  hidden: 'Hidden: it no longer shows in search',
  published: 'Published: it shows in search again',
  let: 'Marked as let',
  sold: 'Marked as sold',
  archived: 'Archived',
};

/**
 * 'Listed Properties' (the owner dashboard's and the organization dashboard's Properties tab): the category
 * filter, Refresh and Add Property, the listings in a 3-column grid, and a paginator with the total. Actions
 * the viewer may not take are not shown; the server checks every one anyway, and its refusal is shown.
 */
export function ListedProperties({ scope, canList, canDelete, title = 'Listed Properties', listAs }: ListedPropertiesProps) {
  const titleId = useId();
  const { flash } = useFlash();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<Category | ''>('');
  const { state, refresh } = useListedProperties(scope, page, category);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const data = state.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const loading = state.status === 'loading';

  const chooseCategory = (next: Category | '') => {
    setCategory(next);
    setPage(1);
  };

  async function act(property: ListedProperty, action: CardAction) {
    if (action.kind === 'delete') {
      setDialog({ name: 'delete', property });
      return;
    }
    if (action.kind === 'calendar') {
      setDialog({ name: 'calendar', property });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (action.kind === 'review') flash('success', await requestListingReview(property.id));
      else if (action.kind === 'confirm') flash('success', await confirmListing(property.id));
      else {
        await changeListingStatus(property.id, action.status);
        flash('success', statusNews[action.status] ?? 'Update successful');
      }
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not change the listing');
    } finally {
      setBusy(false);
    }
  }

  async function remove(property: ListedProperty) {
    setBusy(true);
    setProblem(null);
    try {
      const message = await deleteListing(property.id);
      flash('success', message);
      setDialog(null);
      // The last card of a later page gone: show the page before it.
      if (data && data.properties.length === 1 && page > 1) setPage(page - 1);
      else refresh();
    } catch (error) {
      setDialog(null);
      setProblem(error instanceof Error ? error.message : 'Could not delete the listing');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 3 }, position: 'relative' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {data ? <Chip size="small" color="primary" label={total} aria-label={`${total} ${total === 1 ? 'property' : 'properties'}`} /> : null}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<Refresh />} onClick={refresh} disabled={loading}>
            Refresh
          </Button>
          {canList ? (
            <Button variant="contained" startIcon={<AddHomeWorkOutlined />} onClick={() => setDialog({ name: 'add' })}>
              Add Property
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={category}
        onChange={(_, next: Category | '' | null) => next !== null && chooseCategory(next)}
        aria-label="Category"
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        {filters.map((filter) => (
          <ToggleButton key={filter.value || 'all'} value={filter.value} sx={{ textTransform: 'none' }}>
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {!canList ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          You can see these listings. To add or change them, ask your organization for the List Properties permission.
        </Typography>
      ) : null}
      {problem ? <FormBanner severity="error" title="Something went wrong" message={problem} /> : null}
      {state.status === 'failed' ? (
        <Box sx={{ mb: 2 }}>
          <FormBanner severity="error" title="Something went wrong" message={state.error instanceof Error ? state.error.message : undefined} />
          <Button onClick={refresh} variant="outlined">
            Try again
          </Button>
        </Box>
      ) : null}

      <Box sx={{ position: 'relative', minHeight: 120 }} aria-busy={loading || busy}>
        {data && data.properties.length === 0 && !loading ? (
          <Empty filtered={category !== ''} label={category ? categoryLabels[category] : ''} canList={canList} onAdd={() => setDialog({ name: 'add' })} />
        ) : null}
        {data && data.properties.length > 0 ? (
          <Box component="ul" aria-label={title === 'Listed Properties' ? 'Your listings' : title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {data.properties.map((property) => (
              <Box component="li" key={property.id}>
                <PropertyCard
                  property={property}
                  canEdit={canList}
                  actions={actionsFor(property, { list: canList, delete: canDelete })}
                  onEdit={() => setDialog({ name: 'edit', property })}
                  onAction={(action) => void act(property, action)}
                />
              </Box>
            ))}
          </Box>
        ) : null}
        {loading || busy ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: data ? 'start center' : 'center', pt: data ? 6 : 0, bgcolor: data ? 'rgba(255,255,255,0.6)' : 'transparent', zIndex: 1 }}>
            <CircularProgress aria-label={busy ? 'Saving' : 'Loading properties'} />
          </Box>
        ) : null}
      </Box>

      {total > 0 ? (
        <Stack direction="row" sx={{ mt: 3, alignItems: 'center', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, next) => setPage(next)} color="primary" disabled={loading} />
          <Chip variant="outlined" label={`${total} ${total === 1 ? 'property' : 'properties'}`} />
        </Stack>
      ) : null}

      <Suspense fallback={<PageLoader />}>
        {dialog?.name === 'add' ? <ListPropertyDialog onClose={() => setDialog(null)} onSaved={refresh} listAs={listAs} /> : null}
        {dialog?.name === 'edit' ? <UpdatePropertyDialog property={dialog.property} onClose={() => setDialog(null)} onSaved={refresh} /> : null}
        {dialog?.name === 'calendar' ? <BookedDatesDialog property={dialog.property} onClose={() => setDialog(null)} onChanged={refresh} /> : null}
      </Suspense>
      {dialog?.name === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${nameOf(dialog.property)}?`}
          text="The listing and its place in search go for good. To take it off search for a while, hide or archive it instead."
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() => void remove(dialog.property)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}

function Empty({ filtered, label, canList, onAdd }: { filtered: boolean; label: string; canList: boolean; onAdd: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {filtered ? `No ${label} listings yet` : 'No properties listed yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canList ? 'List a house, a shop, farmland or an event venue: with photos, the price and the spot on the map it takes about ten minutes.' : 'Listings of your organization will show here.'}
      </Typography>
      {canList ? (
        <Button variant="contained" startIcon={<AddHomeWorkOutlined />} onClick={onAdd}>
          Add Property
        </Button>
      ) : null}
    </Box>
  );
}
