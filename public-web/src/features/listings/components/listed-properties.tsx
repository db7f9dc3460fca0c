import { lazy, Suspense, useState } from 'react';
import { categoryLabels, type ListAs } from '@fie/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddHomeWorkOutlined from '@mui/icons-material/AddHomeWorkOutlined';
import { ListPanel, ListPanelEmpty, panelLoad, usePanelAction, usePanelFilter } from '../../../components/ui/list-panel';
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
  const { flash } = useFlash();
  const filter = usePanelFilter();
  const { page, category } = filter;
  const { state, refresh } = useListedProperties(scope, page, category);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, problem, run } = usePanelAction();

  const data = state.data;

  async function act(property: ListedProperty, action: CardAction) {
    if (action.kind === 'delete') {
      setDialog({ name: 'delete', property });
      return;
    }
    if (action.kind === 'calendar') {
      setDialog({ name: 'calendar', property });
      return;
    }
    await run(async () => {
      if (action.kind === 'review') flash('success', await requestListingReview(property.id));
      else if (action.kind === 'confirm') flash('success', await confirmListing(property.id));
      else {
        await changeListingStatus(property.id, action.status);
        flash('success', statusNews[action.status] ?? 'Update successful');
      }
      refresh();
    }, 'Could not change the listing');
  }

  async function remove(property: ListedProperty) {
    await run(
      async () => {
        const message = await deleteListing(property.id);
        flash('success', message);
        setDialog(null);
        // The last card of a later page gone: show the page before it.
        if (data && data.properties.length === 1 && page > 1) filter.onPage(page - 1);
        else refresh();
      },
      'Could not delete the listing',
      () => setDialog(null),
    );
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddHomeWorkOutlined />} onClick={() => setDialog({ name: 'add' })}>
      Add Property
    </Button>
  );

  return (
    <ListPanel
      title={title}
      nouns={['property', 'properties']}
      {...panelLoad(state, PAGE_SIZE)}
      items={data?.properties}
      renderItem={(property) => (
        <PropertyCard
          property={property}
          canEdit={canList}
          actions={actionsFor(property, { list: canList, delete: canDelete })}
          onEdit={() => setDialog({ name: 'edit', property })}
          onAction={(action) => void act(property, action)}
        />
      )}
      listLabel={title === 'Listed Properties' ? 'Your listings' : title}
      empty={
        <ListPanelEmpty
          title={category ? `No ${categoryLabels[category]} listings yet` : 'No properties listed yet'}
          text={canList ? 'List a house, a shop, farmland or an event venue: with photos, the price and the spot on the map it takes about ten minutes.' : 'Listings of your organization will show here.'}
          action={canList ? addButton : null}
        />
      }
      {...filter}
      busy={busy}
      loadingLabel="Loading properties"
      onRefresh={refresh}
      problem={problem}
      action={canList ? addButton : null}
      notices={
        !canList ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            You can see these listings. To add or change them, ask your organization for the List Properties permission.
          </Typography>
        ) : null
      }
    >
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
    </ListPanel>
  );
}
