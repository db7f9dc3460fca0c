import { Card, CardContent, CardHeader, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import { queueChoices } from '../listings/listingFilters';

type Dated = { id: string; reportedAt?: string; createdAt?: string; updatedAt?: string; title?: string };

/** How long something has waited, in the largest unit that says it: '3 days', '5 hours', '12 minutes'. */
export const waited = (since: string, now = Date.now()) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const [n, unit] = minutes >= 2 * 1440 ? [Math.floor(minutes / 1440), 'day'] : minutes >= 120 ? [Math.floor(minutes / 60), 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};

const listUrl = (resource: string, filter: Record<string, unknown>) => `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/**
 * One figure of the workload: a count from a list's total (one record a page, so a cheap read), the oldest
 * waiting item's age from that record (the list is sorted oldest first), and a link to the filtered list.
 */
const Figure = ({ resource, filter, sortField, label, to }: { resource: string; filter: Record<string, unknown>; sortField: 'reportedAt' | 'createdAt' | 'updatedAt'; label: string; to: string }) => {
  const { data, total, isPending, error } = useGetList<Dated>(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: sortField, order: 'ASC' }, filter });
  const oldest = data?.[0]?.[sortField];
  return (
    <Stack sx={{ minWidth: 140, flex: '1 1 140px' }} aria-label={label}>
      <Typography variant="h4" component="p">
        {isPending ? '…' : error ? '—' : (total ?? 0).toLocaleString('en-GH')}
      </Typography>
      <MuiLink component={Link} to={to} variant="body2">
        {label}
      </MuiLink>
      {oldest && total ? (
        <Typography variant="caption" color="text.secondary">
          oldest {sortField === 'reportedAt' ? 'reported' : sortField === 'updatedAt' ? 'waiting' : 'listed'} {waited(oldest)} ago
        </Typography>
      ) : null}
      {error ? (
        <Typography variant="caption" color="error">
          Could not count: {error.message}
        </Typography>
      ) : null}
    </Stack>
  );
};

const queues = queueChoices.filter((q) => q.id !== 'any');

/**
 * The moderation workload, first thing on the dashboard: open reports of listings and of messages, each
 * moderation queue's size, the payments waiting for a staff decision, and how long the oldest item in each
 * has waited; each links to its list.
 */
export const WorkloadCard = () => (
  <Card component="section" aria-label="Moderation workload">
    <CardHeader title="Moderation workload" subheader="What waits for staff, oldest first in each list" slotProps={{ title: { component: 'h2' } }} />
    <CardContent>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Open reports
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Figure resource="listing-reports" filter={{ status: 'open' }} sortField="reportedAt" label="Reports of listings" to={listUrl('listing-reports', { status: 'open' })} />
        <Figure resource="message-reports" filter={{ status: 'open' }} sortField="reportedAt" label="Reports of messages" to="/listing-reports" />
      </Stack>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Listing queues
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Figure resource="listings" filter={{ queue: 'any' }} sortField="createdAt" label="In any queue" to={listUrl('listings', { queue: 'any' })} />
        {queues.map((q) => (
          <Figure key={q.id} resource="listings" filter={{ queue: q.id }} sortField="createdAt" label={q.name} to={listUrl('listings', { queue: q.id })} />
        ))}
      </Stack>
      {/* A payment waits for staff when disputed, or held because what came differs from what was asked (issue 33). */}
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Payments
      </Typography>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Figure resource="payments" filter={{ status: 'disputed' }} sortField="updatedAt" label="Disputed payments" to={listUrl('payments', { status: 'disputed' })} />
        <Figure resource="payments" filter={{ status: 'held', mismatch: true }} sortField="updatedAt" label="Held for staff" to={listUrl('payments', { status: 'held', mismatch: true })} />
      </Stack>
    </CardContent>
  </Card>
);
