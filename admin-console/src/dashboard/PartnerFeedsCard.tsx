import { Card, CardActions, CardContent, CardHeader, Typography } from '@mui/material';
import { Button, Link, useGetList } from 'react-admin';

type LatestFeed = { id: string; source: string; importedAt: string };

/**
 * How many partner companies have a feed, and the latest import. One record a page is enough:
 * the count comes from the list's Content-Range total, the newest import is the first row.
 */
export const PartnerFeedsCard = () => {
  const { data, total, isPending, error } = useGetList<LatestFeed>('partner-feeds', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'importedAt', order: 'DESC' },
  });
  const latest = data?.[0];
  return (
    <Card sx={{ maxWidth: 420 }}>
      <CardHeader title="Partner feeds" subheader="Other real estate companies' listings, shown apart in search" />
      <CardContent>
        <Typography variant="h3" component="p" aria-label="Number of partner feeds">
          {isPending ? '…' : error ? '—' : total}
        </Typography>
        {latest && (
          <Typography variant="body2" color="text.secondary">
            Latest: {latest.source}, {new Date(latest.importedAt).toLocaleString()}
          </Typography>
        )}
        {error && <Typography variant="body2" color="error">Could not count the feeds: {error.message}</Typography>}
      </CardContent>
      <CardActions>
        <Button component={Link} label="Open" to="/partner-feeds" />
        <Button component={Link} label="Import a feed" to="/partner-feeds/create" />
      </CardActions>
    </Card>
  );
};
