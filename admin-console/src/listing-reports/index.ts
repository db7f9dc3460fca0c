import ReportIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';
import type { ListingReportRecord } from './types';

// Spread into <Resource name="listing-reports" {...listingReports} />: resolved from the list, never edited.
export default {
  list: ReportList,
  icon: ReportIcon,
  recordRepresentation: (record: ListingReportRecord) => record.listingTitle,
};
