export type { ReportListingDialogProps } from './components/report-listing-dialog';
