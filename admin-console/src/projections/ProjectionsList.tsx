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
  rebuild: {
    generation: string;
    position: number;
    target: number;
    percent: number;
    rate: number;
    /** A rebuild from position 0 folds the log in memory, writes its documents once, makes its indexes, then catches up (absent in older statuses). */
    phase?: 'folding' | 'loading' | 'indexing' | 'catching up';
    loaded?: number;
    toLoad?: number;
    etaSeconds?: number | null;
    startedAt: string;
    requestedBy: string;
    reason: string;
  } | null;
  lastRebuild: { outcome: 'switched' | 'failed'; finishedAt: string; reason: string; error?: string } | null;
  stale: boolean;
  updatedAt: string | null;
};

/** 'about 2 min left', 'about 40 s left'. */
const left = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? '' : seconds >= 60 ? `, about ${Math.round(seconds / 60)} min left` : `, about ${seconds} s left`);

/** What a rebuild is doing, in words: the phase, how far, how fast and how long it has left. */
function rebuildWords(p: ProjectionRecord, r: NonNullable<ProjectionRecord['rebuild']>): string {
  const head = `Rebuilding as ${r.generation}`;
  switch (r.phase) {
    case 'folding':
      return `${head}: reading the log, ${r.percent} % (${number(r.position)} of ${number(r.target)} events), ${number(r.rate)} events a second${left(r.etaSeconds)}`;
    case 'loading':
      return `${head}: writing its documents, ${r.percent} % (${number(r.loaded ?? 0)} of ${number(r.toLoad ?? 0)})${left(r.etaSeconds)}`;
    case 'indexing':
      return `${head}: making its indexes`;
    case 'catching up':
      return `${head}: catching up with the log, ${r.percent} % (${number(r.position)} of ${number(r.target)})`;
    default:
      return `${head}: ${r.percent} % (${number(r.position)} of ${number(r.target)})`;
  }
}

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
        <Typography variant="body2">{rebuildWords(p, p.rebuild)}</Typography>
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
 * the new one has caught up (the progress bar shows how far it has got: reading the log, writing its documents,
 * making its indexes, catching up, with events a second and the time left).
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
