import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import type { OfferDialogProps } from '../features/offers';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n/language';
import type { Property } from '../lib/property';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import { toOrganizationViewer } from './organization-viewer';
import { renderDealingPayment } from './payments-routes';
import { renderDealingReview } from './viewings-routes';

// The offer form loads on the first press of Make offer; the Offers tab when it is first shown.
const OfferDialog = lazy(() => import('../features/offers/components/offer-dialog').then((m) => ({ default: m.OfferDialog })));
const OffersPanel = lazy(() => import('../features/offers/components/offers-panel').then((m) => ({ default: m.OffersPanel })));

export type RenderOffer = (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;

/**
 * The property page's Make offer, from the offers feature. Offers are a person's: an organization's session
 * gets no button. Whoever lists the property (themselves, or as a member of its organization) is told that offers
 * on it reach them in their dashboard, instead of being shown a form the server would refuse.
 */
export function useRenderOffer(): RenderOffer | undefined {
  const t = useT();
  const { organization } = useAuth();
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const viewer = useMemo(() => toOrganizationViewer(session), [session]);
  const render = useCallback<RenderOffer>(
    ({ open, onClose, property, title }) => {
      const own =
        viewer.kind === 'user' &&
        (property.organizationId ? viewer.organization?.id === property.organizationId : Boolean(property.ownerId) && property.ownerId === viewer.id);
      const props: OfferDialogProps = { open, onClose, property, title, own, offersPath: `${paths.ownerDashboard}?tab=offers` };
      return (
        <Suspense fallback={open ? <LinearProgress aria-label={t('ui.loading.offer-form', 'Opening the offer form')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} /> : null}>
          <OfferDialog {...props} />
        </Suspense>
      );
    },
    [viewer, t],
  );
  return organization ? undefined : render;
}

function Loading() {
  const t = useT();
  return <LinearProgress aria-label={t('ui.loading.offers', 'Loading your offers')} />;
}

/** The user dashboard's Offers tab: the offers the person made, and those received on their (or their organization's) listings. */
export function OffersTab() {
  return (
    <Suspense fallback={<Loading />}>
      <OffersPanel renderPayment={renderDealingPayment} renderReview={renderDealingReview} />
    </Suspense>
  );
}

/** For the organization pages: the offers `organizationId` received, when the viewer answers for it (the organization, or a member with List Properties). */
export function renderOrganizationOffers(organizationId: string): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <OffersPanel as={organizationId} show="received" renderReview={renderDealingReview} />
    </Suspense>
  );
}
