import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportFigures } from './types';

const Figure = ({ value, label }: { value: string; label: string }) => (
  <div>
    <Typography variant="h5">{value}</Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </div>
);

/** Open reports and the median time staff take to resolve one. */
export const ReportFiguresCard = () => {
  const { data, isPending, error } = useGetOne<ReportFigures>('listing-report-figures', { id: 'current' });
  if (error) return <Alert severity="error">The figures could not be loaded: {(error as Error).message}</Alert>;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={4}>
          <Figure value={isPending ? '…' : String(data?.open ?? 0)} label="Open reports" />
          <Figure value={isPending ? '…' : data?.medianHoursToResolve === null || data?.medianHoursToResolve === undefined ? '—' : `${data.medianHoursToResolve} h`} label="Median time to resolve" />
          <Figure value={isPending ? '…' : String(data?.resolved ?? 0)} label="Resolved" />
        </Stack>
      </CardContent>
    </Card>
  );
};
