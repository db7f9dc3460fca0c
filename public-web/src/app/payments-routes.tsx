import { lazy, Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { DealingPaymentEntryProps, PayDialogProps, ViewingFeeEntryProps } from '../features/payments';
import { useT } from '../lib/i18n/language';

// The pay dialog loads on the first press of a Pay button; the Payments tab when it is first shown. The simulator's
// phone page is in lazy-pages.ts with the other pages.
const screens = () => import('../features/payments/screens');
const PayDialog = lazy(() => screens().then((m) => ({ default: m.PayDialog })));
const PaymentsPanel = lazy(() => screens().then((m) => ({ default: m.PaymentsPanel })));
const DealingPaymentEntry = lazy(() => screens().then((m) => ({ default: m.DealingPaymentEntry })));
const ViewingFeeEntry = lazy(() => screens().then((m) => ({ default: m.ViewingFeeEntry })));

/** How a dealing's screen (a booked viewing, an accepted offer, a stay) opens paying for it, without importing the payments feature. */
export type RenderPay = (props: PayDialogProps) => ReactNode;

function Opening() {
  const t = useT();
  return <LinearProgress aria-label={t('ui.loading.pay', 'Opening the payment')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}

/** The pay dialog (issue 33), for the viewings and offers features' screens, handed in by the app. */
export const renderPay: RenderPay = (props) => (
  <Suspense fallback={<Opening />}>
    <PayDialog {...props} />
  </Suspense>
);

/** A booked viewing's fee in the seeker's calendar: its payment's state, or Pay (the viewings feature's dialog shows it). */
export const renderViewingFee = (props: ViewingFeeEntryProps): ReactNode => (
  <Suspense fallback={null}>
    <ViewingFeeEntry {...props} />
  </Suspense>
);

/** An accepted offer's deposit or a stay's payment, on the dealing (the offers and viewings features' cards show it). */
export const renderDealingPayment = (props: DealingPaymentEntryProps): ReactNode => (
  <Suspense fallback={null}>
    <DealingPaymentEntry {...props} />
  </Suspense>
);

function Loading() {
  const t = useT();
  return <LinearProgress aria-label={t('ui.loading.payments', 'Loading your payments')} />;
}

/** The organization dashboard's Payments tab: the payments made for its listings (GET /api/payments answers them to its own login). */
export function renderOrganizationPayments(): ReactNode {
  return <PaymentsTab />;
}

/** The user dashboard's Payments tab: the payments the person made, and those made for their listings. */
export function PaymentsTab() {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentsPanel />
    </Suspense>
  );
}
