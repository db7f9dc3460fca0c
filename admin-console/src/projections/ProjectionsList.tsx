import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataTable, List, usePermissions, useRecordContext } from 'react-admin';
import { ReasonActionButton } from '../components/ReasonActionButton';

export type ProjectionRecord = {
  id: string;
  version: number;
  liveVersion: number;
  generation: string;
  checkpoint: number;
  head: number;
  lag: number;
  rate: number;
  error: string | null;
  rebuild: { generation: string; position: number; target: number; percent: number; rate: number; startedAt: string; requestedBy: string; reason: string } | null;
  lastRebuild: { outcome: 'switched' | 'failed'; finishedAt: string; reason: string; error?: string } | null;
  stale: boolean;
  updatedAt: string | null;
};

const when = (iso: string) => new Date(iso).toLocaleString('en-GH', { timeZone: 'Africa/Accra', dateStyle: 'medium', timeStyle: 'short' });
const number = (n: number) => n.toLocaleString('en-GH');

/** Where the projection is: failed, waiting, rebuilding (with its progress bar), behind, or up to date. */
const State = () => {
  const p = useRecordContext<ProjectionRecord>();
  if (!p) return null;
  if (p.error) return <Typography color="error" variant="body2">{p.error}</Typography>;
  if (p.rebuild) {
    return (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="body2">
          Rebuilding as {p.rebuild.generation}: {p.rebuild.percent} % ({number(p.rebuild.position)} of {number(p.rebuild.target)})
        </Typography>
        <LinearProgress variant="determinate" value={p.rebuild.percent} aria-label={`Rebuild of ${p.id}: ${p.rebuild.percent} %`} />
      </Box>
    );
  }
  if (p.stale) return <Typography variant="body2" color="warning.main">No projector has reported for a while</Typography>;
  return <Typography variant="body2">{p.lag === 0 ? 'Up to date' : `Catching up: ${number(p.lag)} events behind`}</Typography>;
};

const LastRebuild = () => {
  const p = useRecordContext<ProjectionRecord>();
  if (!p?.lastRebuild) return <Typography variant="body2">Never</Typography>;
  const { outcome, finishedAt, error } = p.lastRebuild;
  return (
    <Typography variant="body2" color={outcome === 'failed' ? 'error' : undefined}>
      {outcome === 'switched' ? 'Switched' : `Failed: ${error ?? ''}`} {when(finishedAt)}
    </Typography>
  );
};

const Column = DataTable.Col<ProjectionRecord>;

/**
 * Each read model the projectors build, refreshed every two seconds: its checkpoint and lag behind the log,
 * its rate, its last error; administrators may rebuild one, beside the live one, which keeps serving until
 * the new one has caught up (the progress bar shows how far it has got).
 */
export const ProjectionsList = () => {
  const { permissions } = usePermissions<string>();
  return (
    <List title="Projections" sort={{ field: 'id', order: 'ASC' }} perPage={50} actions={false} pagination={false} queryOptions={{ refetchInterval: 2000 }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="id" label="Projection" />
        <Column source="checkpoint" label="Checkpoint" render={(p) => number(p.checkpoint)} />
        <Column source="head" label="Log head" disableSort render={(p) => number(p.head)} />
        <Column source="lag" label="Lag" render={(p) => number(p.lag)} />
        <Column source="rate" label="Events a second" render={(p) => number(p.rate)} />
        <Column source="generation" label="Generation" disableSort render={(p) => p.generation || 'original'} />
        <Column label="State" disableSort>
          <State />
        </Column>
        <Column label="Last rebuild" disableSort>
          <LastRebuild />
        </Column>
        {permissions === 'administrator' && (
          <Column label="" disableSort>
            <ReasonActionButton
              resource="projections"
              action="rebuild"
              label="Rebuild"
              title={(p) => String(p.id)}
              explanation="The read model is rebuilt from the whole event log beside the live one, which keeps serving until the new one has caught up; then the site switches to it. The reason is kept with the rebuild."
            />
          </Column>
        )}
      </DataTable>
    </List>
  );
};
