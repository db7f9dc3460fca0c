import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** GET /api/admin/listing-freshness-figures/current: the listings on the market by how long since their lister confirmed them. */
export type FreshnessFigures = { id: 'current'; fresh: number; prompted: number; rankedDown: number; archived: number };

const Figure = ({ value, label }: { value: string; label: string }) => (
  <div>
    <Typography variant="h5">{value}</Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </div>
);

/** Freshness (issue 10): how many listings are fresh, asked "still available?", ranked down and archived as stale. */
export const FreshnessFiguresCard = () => {
  const { data, isPending, error } = useGetOne<FreshnessFigures>('listing-freshness-figures', { id: 'current' });
  if (error) return <Alert severity="error">The freshness figures could not be loaded: {(error as Error).message}</Alert>;
  const show = (n: number | undefined) => (isPending ? '…' : (n ?? 0).toLocaleString('en-GH'));
  return (
    <Card sx={{ mt: 2 }} aria-label="Listing freshness">
      <CardContent>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Figure value={show(data?.fresh)} label="Fresh (confirmed within 30 days)" />
          <Figure value={show(data?.prompted)} label="Asked if still available (30+ days)" />
          <Figure value={show(data?.rankedDown)} label="Ranked down (45+ days)" />
          <Figure value={show(data?.archived)} label="Archived, out of search (60+ days)" />
        </Stack>
      </CardContent>
    </Card>
  );
};
