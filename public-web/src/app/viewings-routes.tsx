import { lazy, Suspense, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import type { BookViewingDialogProps, DealingReviewProps, StayRequestFormProps } from '../features/viewings';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n/language';
import type { Property } from '../lib/property';
import { readSession, serverSession, subscribeToSession } from '../lib/storage';
import { toOrganizationViewer } from './organization-viewer';
import { renderDealingPayment, renderPay, renderViewingFee } from './payments-routes';
import { useSignInThen } from './sign-in-then';

// The booking dialog loads on the first press of Arrange Viewing; the Calendar tab when it is first shown.
const BookViewingDialog = lazy(() => import('../features/viewings/components/book-viewing-dialog').then((m) => ({ default: m.BookViewingDialog })));
const StayRequestForm = lazy(() => import('../features/viewings/components/stay-request-form').then((m) => ({ default: m.StayRequestForm })));
const DealingReview = lazy(() => import('../features/viewings/components/dealing-review').then((m) => ({ default: m.DealingReview })));
const CalenderPanel = lazy(() => import('../features/viewings/components/calender-panel').then((m) => ({ default: m.CalenderPanel })));

export type RenderViewing = (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;
export type RenderStayRequest = (props: { property: Property; title: string }) => ReactNode;

// The tab's name in the address (older links say ?tab=calender, which still opens it).
const calenderPath = `${paths.ownerDashboard}?tab=calendar`;

/** Whether the signed-in person lists this property, themselves or as a member of its organization. */
function useOwnsProperty() {
  const session = useSyncExternalStore(subscribeToSession, readSession, serverSession);
  const viewer = useMemo(() => toOrganizationViewer(session), [session]);
  return useCallback(
    (property: Property) =>
      viewer.kind === 'user' && (property.organizationId ? viewer.organization?.id === property.organizationId : Boolean(property.ownerId) && property.ownerId === viewer.id),
    [viewer],
  );
}

/**
 * The property page's Arrange Viewing, from the viewings feature. Viewings are booked by people: an
 * organization's session gets no button. The lister is told that requests reach their Calendar tab instead.
 */
export function useRenderViewing(): RenderViewing | undefined {
  const t = useT();
  const { organization } = useAuth();
  const owns = useOwnsProperty();
  const render = useCallback<RenderViewing>(
    ({ open, onClose, property, title }) => {
      const props: BookViewingDialogProps = {
        open,
        onClose,
        property: { id: property.id, title, ownerId: property.ownerId, organizationId: property.organizationId, listerName: property.lister?.name, viewingFeeGhs: property.viewingFeeGhs },
        own: owns(property),
        calenderPath,
        renderPay,
      };
      return (
        <Suspense fallback={open ? <LinearProgress aria-label={t('ui.loading.viewing-times', 'Opening the viewing times')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} /> : null}>
          <BookViewingDialog {...props} />
        </Suspense>
      );
    },
    [owns, t],
  );
  return organization ? undefined : render;
}

/** A short stay's Request to book (a visitor signs in first), from the viewings feature; none for organizations. */
export function useRenderStayRequest(): RenderStayRequest | undefined {
  const t = useT();
  const { organization, token } = useAuth();
  const signIn = useSignInThen();
  const owns = useOwnsProperty();
  const render = useCallback<RenderStayRequest>(
    ({ property, title }) => {
      const props: StayRequestFormProps = {
        property: { id: property.id, title, stayStart: property.stayStart, stayEnd: property.stayEnd, stayPaymentInstructions: property.stayPaymentInstructions, listerName: property.lister?.name },
        signedIn: Boolean(token),
        onSignIn: signIn,
        own: owns(property),
        calenderPath,
      };
      return (
        <Suspense fallback={<LinearProgress aria-label={t('ui.loading.booking-form', 'Loading the booking form')} />}>
          <StayRequestForm {...props} />
        </Suspense>
      );
    },
    [owns, signIn, token, t],
  );
  return organization ? undefined : render;
}

/** The organization dashboard's Calendar tab: its listings' viewings and stays, answered from its own login. */
export function renderOrganizationCalendar(): ReactNode {
  return <OrganizationCalendar />;
}

function OrganizationCalendar() {
  const t = useT();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('ui.loading.calendar', 'Loading your calendar')} />}>
      <CalenderPanel lists="organization" renderFee={renderViewingFee} />
    </Suspense>
  );
}

/** The user dashboard's Calendar tab: viewings and stays, both sides, and the calendar link. */
export function CalendarTab() {
  const t = useT();
  const { user } = useAuth();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('ui.loading.calendar', 'Loading your calendar')} />}>
      <CalenderPanel lists={user?.userType === 'owner' || user?.userType === 'organization_member' ? 'person' : undefined} renderPay={renderDealingPayment} renderFee={renderViewingFee} />
    </Suspense>
  );
}

/** A tenancy's reviews on its accepted offer's card (the offers feature draws it): the viewings' review form, loaded when first drawn. */
export const renderDealingReview = (props: DealingReviewProps): ReactNode => (
  <Suspense fallback={null}>
    <DealingReview {...props} />
  </Suspense>
);
