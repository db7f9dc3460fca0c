/**
 * What the viewings feature offers the app: the property page's Arrange Viewing dialog and Request to book form,
 * and the dashboard's Calender tab, each loaded lazily by file (app/viewings-routes.tsx), so the property and
 * dashboard features never import this one.
 */
export type { BookViewingDialogProps, RenderPay as RenderViewingPay } from './components/book-viewing-dialog';
export type { StayRequestFormProps } from './components/stay-request-form';
export type { DealingReviewProps } from './components/dealing-review';
