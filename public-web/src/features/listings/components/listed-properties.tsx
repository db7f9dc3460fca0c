import { lazy, Suspense, useState } from 'react';
import { optionLabel, type ListAs, type ListingStatus, type Translate } from '@fie/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddHomeWorkOutlined from '@mui/icons-material/AddHomeWorkOutlined';
import { ListPanel, ListPanelEmpty, panelLoad, usePanelAction, usePanelFilter } from '../../../components/ui/list-panel';
import { useFlash } from '../../../components/ui/flash-message';
import { PageLoader } from '../../../components/ui/page-loader';
import { useSay, useT } from '../../../lib/i18n/language';
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

/** What the flash says once a listing's state changed. */
function statusNews(t: Translate, status: ListingStatus): string {
  switch (status) {
    case 'hidden':
      return t('listings.news.hidden', 'Hidden: it no longer shows in search');
    case 'published':
      return t('listings.news.published', 'Published: it shows in search again');
    case 'let':
      return t('listings.news.let', 'Marked as let');
    case 'sold':
      return t('listings.news.sold', 'Marked as sold');
    case 'archived':
      return t('listings.news.archived', 'Archived');
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * 'Listed Properties' (the owner dashboard's and the organization dashboard's Properties tab): the category
 * filter, Refresh and Add Property, the listings in a 3-column grid, and a paginator with the total. Actions
 * the viewer may not take are not shown; the server checks every one anyway, and its refusal is shown.
 */
export function ListedProperties({ scope, canList, canDelete, title: titled, listAs }: ListedPropertiesProps) {
  const t = useT();
  const say = useSay();
  const title = titled ?? t('listings.panel.title', 'Listed Properties');
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
      if (action.kind === 'review') flash('success', say(await requestListingReview(property.id)));
      else if (action.kind === 'confirm') flash('success', say(await confirmListing(property.id)));
      else {
        await changeListingStatus(property.id, action.status);
        flash('success', statusNews(t, action.status));
      }
      refresh();
    }, t('listings.panel.change-failed', 'Could not change the listing'));
  }

  async function remove(property: ListedProperty) {
    await run(
      async () => {
        await deleteListing(property.id);
        flash('success', t('listings.news.deleted', 'Property deleted'));
        setDialog(null);
        // The last card of a later page gone: show the page before it.
        if (data && data.properties.length === 1 && page > 1) filter.onPage(page - 1);
        else refresh();
      },
      t('listings.panel.delete-failed', 'Could not delete the listing'),
      () => setDialog(null),
    );
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddHomeWorkOutlined />} onClick={() => setDialog({ name: 'add' })}>
      {t('listings.panel.add', 'Add Property')}
    </Button>
  );

  return (
    <ListPanel
      title={title}
      nouns={[t('listings.panel.noun-one', 'property'), t('listings.panel.noun-other', 'properties')]}
      {...panelLoad(state, PAGE_SIZE)}
      items={data?.properties}
      renderItem={(property) => (
        <PropertyCard
          property={property}
          canEdit={canList}
          actions={actionsFor(property, { list: canList, delete: canDelete }, t)}
          onEdit={() => setDialog({ name: 'edit', property })}
          onAction={(action) => void act(property, action)}
        />
      )}
      listLabel={titled ? titled : t('listings.panel.list-label', 'Your listings')}
      empty={
        <ListPanelEmpty
          title={category ? t('listings.panel.empty-category', 'No {category} listings yet', { category: optionLabel(t, 'category', category) }) : t('listings.panel.empty', 'No properties listed yet')}
          text={
            canList
              ? t('listings.panel.empty-text', 'List a house, a shop, farmland or an event venue: with photos, the price and the spot on the map it takes about ten minutes.')
              : t('listings.panel.empty-organization', 'Listings of your organization will show here.')
          }
          action={canList ? addButton : null}
        />
      }
      {...filter}
      busy={busy}
      loadingLabel={t('listings.panel.loading', 'Loading properties')}
      onRefresh={refresh}
      problem={problem}
      action={canList ? addButton : null}
      notices={
        !canList ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('listings.panel.read-only', 'You can see these listings. To add or change them, ask your organization for the List Properties permission.')}
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
          title={t('listings.delete.title', 'Delete {name}?', { name: nameOf(t, dialog.property) })}
          text={t('listings.delete.text', 'The listing and its place in search go for good. To take it off search for a while, hide or archive it instead.')}
          confirmLabel={t('listings.action.delete', 'Delete')}
          busy={busy}
          onConfirm={() => void remove(dialog.property)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </ListPanel>
  );
}
