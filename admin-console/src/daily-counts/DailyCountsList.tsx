import { DataTable, List, useListContext } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type DailyCountsRecord = { id: string; signups: number; listings: number; messages: number; viewings: number; offers: number; reports: number };
type Kind = Exclude<keyof DailyCountsRecord, 'id'>;

const kinds: { kind: Kind; label: string }[] = [
  { kind: 'signups', label: 'Sign-ups' },
  { kind: 'listings', label: 'Listings' },
  { kind: 'messages', label: 'Messages' },
  { kind: 'viewings', label: 'Viewings asked for' },
  { kind: 'offers', label: 'Offers made' },
  { kind: 'reports', label: 'Reports' },
];

/** A small bar chart in plain SVG (no chart library for six series): one bar a day, oldest on the left. */
const Bars = ({ days, kind, label }: { days: DailyCountsRecord[]; kind: Kind; label: string }) => {
  const values = days.map((d) => d[kind]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const width = 240;
  const height = 60;
  const bar = width / Math.max(1, values.length);
  return (
    <Card variant="outlined" sx={{ width: 272 }}>
      <CardContent>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="h5">{total.toLocaleString('en-GH')}</Typography>
        <svg width={width} height={height} role="img" aria-label={`${label} a day: ${values.join(', ')}`}>
          {values.map((v, i) => (
            <rect key={days[i]!.id} x={i * bar + 1} y={height - (v / max) * height} width={Math.max(1, bar - 2)} height={(v / max) * height} fill="currentColor" opacity={0.7}>
              <title>{`${days[i]!.id}: ${v}`}</title>
            </rect>
          ))}
        </svg>
      </CardContent>
    </Card>
  );
};

const Charts = () => {
  const { data, isPending, error } = useListContext<DailyCountsRecord>();
  if (isPending || error || !data?.length) return null;
  const days = [...data].reverse();
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ p: 2 }}>
      {kinds.map((k) => (
        <Bars key={k.kind} days={days} {...k} />
      ))}
    </Stack>
  );
};

const Column = DataTable.Col<DailyCountsRecord>;

// The last 30 days as charts (newest on the right) and as a table (newest first).
export const DailyCountsList = () => (
  <List sort={{ field: 'id', order: 'DESC' }} perPage={30} title="Daily counts" actions={false} pagination={false} empty={<Typography sx={{ p: 2 }}>Nothing has happened yet.</Typography>}>
    <Charts />
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="id" label="Day" />
      {kinds.map((k) => (
        <Column key={k.kind} source={k.kind} label={k.label} disableSort />
      ))}
    </DataTable>
  </List>
);
