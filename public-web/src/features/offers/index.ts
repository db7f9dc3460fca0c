/**
 * What the offers feature offers the app: the property page's offer dialog and the dashboards' Offers tab, each
 * loaded lazily by file (app/offers-routes.tsx), so the property and dashboard features never import this one.
 */
export type { OfferDialogProps } from './components/offer-dialog';
export type { OffersPanelProps } from './components/offers-panel';
