import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { ScrollRegion } from '../components/ScrollRegion';
import type { Health } from '../providers/dataProvider';
import { ExchangeRateCard } from './ExchangeRateCard';
import { OneTimePasswordBanner } from './OneTimePasswordBanner';
import { PartnerFeedsCard } from './PartnerFeedsCard';
import { useHealth } from './useHealth';
import { WorkloadCard } from './WorkloadCard';

const Status = ({ ok, label }: { ok: boolean; label?: string }) => (
  <Chip size="small" color={ok ? 'success' : 'error'} label={label ?? (ok ? 'ok' : 'down')} />
);

const Stores = ({ stores }: { stores: Health['stores'] }) => (
  <Card>
    <CardHeader title="Stores" />
    <ScrollRegion label="Stores">
      <Table size="small">
        <TableHead>
          <TableRow><TableCell>Store</TableCell><TableCell>Adapter</TableCell><TableCell>Status</TableCell><TableCell>Detail</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(stores).map(([name, store]) => (
            <TableRow key={name}>
              <TableCell>{name}</TableCell>
              <TableCell>{store.adapter}</TableCell>
              <TableCell><Status ok={store.ok} /></TableCell>
              <TableCell>{store.detail ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  </Card>
);

// Lag is how many events of the log a projection has not yet applied: what staff need to know
// when a read model looks stale after a command.
const Projections = ({ projections, head }: Pick<Health, 'projections' | 'head'>) => (
  <Card>
    <CardHeader title="Projections" subheader={`Event log head: ${head}`} />
    <ScrollRegion label="Projections">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Projection</TableCell><TableCell align="right">Checkpoint</TableCell>
            <TableCell align="right">Head</TableCell><TableCell align="right">Lag</TableCell><TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projections.map((projection) => (
            <TableRow key={projection.name}>
              <TableCell>{projection.name}</TableCell>
              <TableCell align="right">{projection.checkpoint}</TableCell>
              <TableCell align="right">{projection.head}</TableCell>
              <TableCell align="right">{projection.lag}</TableCell>
              <TableCell><Status ok={projection.status !== 'failed' && projection.status !== 'stopped'} label={projection.status} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  </Card>
);

/** The moderation workload first (what staff came for), then the system's health, then the partner feeds and the rate. */
export const Dashboard = () => {
  const { health, error, loading, checkedAt, refresh } = useHealth();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Fie admin" />
      <OneTimePasswordBanner />
      <WorkloadCard />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 3, mb: 2 }}>
        <Typography variant="h5" component="h2">System health</Typography>
        {health && <Status ok={health.status === 'ok'} label={health.status} />}
        <Box sx={{ flex: 1 }} />
        {checkedAt && <Typography variant="body2" color="text.secondary">Checked {checkedAt.toLocaleTimeString()}</Typography>}
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={loading}>Refresh</Button>
      </Stack>
      {error && <Alert severity="error" sx={{ mb: 2 }}>The health check failed: {error.message}</Alert>}
      {health ? (
        <Stack spacing={2}>
          <Stores stores={health.stores} />
          <Projections projections={health.projections} head={health.head} />
        </Stack>
      ) : (
        !error && <Card><CardContent>Checking…</CardContent></Card>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PartnerFeedsCard />
        <ExchangeRateCard />
      </Stack>
    </Box>
  );
};
