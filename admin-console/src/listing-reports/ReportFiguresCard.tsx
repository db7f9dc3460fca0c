import { FiguresCard } from '../components/FiguresCard';
import type { ReportFigures } from './types';

/** Open reports and the median time staff take to resolve one. */
export const ReportFiguresCard = () => (
  <FiguresCard<ReportFigures>
    resource="listing-report-figures"
    what="The figures"
    sx={{ mb: 2 }}
    figures={[
      { label: 'Open reports', value: (data) => String(data?.open ?? 0) },
      { label: 'Median time to resolve', value: (data) => (data?.medianHoursToResolve === null || data?.medianHoursToResolve === undefined ? '—' : `${data.medianHoursToResolve} h`) },
      { label: 'Resolved', value: (data) => String(data?.resolved ?? 0) },
    ]}
  />
);
