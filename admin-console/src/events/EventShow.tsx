import { Box } from '@mui/material';
import {
  ChipField, DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext,
} from 'react-admin';
import { StreamLink } from './StreamLink';
import type { EventRecord } from './types';

// Payloads are shown verbatim (pretty-printed) because analysts compare them with what a
// projection made of them; any secret was redacted by the server before it reached us.
const JsonBlock = ({ source }: { source: 'data' | 'metadata' }) => {
  const record = useRecordContext<EventRecord>();
  if (!record) return null;
  return (
    <Box
      component="pre"
      sx={{ fontFamily: 'monospace', fontSize: 13, m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
    >
      {JSON.stringify(record[source] ?? {}, null, 2)}
    </Box>
  );
};

const StreamActions = () => {
  const record = useRecordContext<EventRecord>();
  return <TopToolbar>{record && <StreamLink streamId={record.streamId}>Other events of this stream</StreamLink>}</TopToolbar>;
};

export const EventShow = () => (
  <Show actions={<StreamActions />}>
    <SimpleShowLayout>
      <NumberField source="position" options={{ useGrouping: false }} />
      <TextField source="streamId" label="Stream" />
      <NumberField source="revision" />
      <ChipField source="type" size="small" />
      <DateField source="createdAt" label="Created" showTime />
      <Labeled label="Data" fullWidth>
        <JsonBlock source="data" />
      </Labeled>
      <Labeled label="Metadata" fullWidth>
        <JsonBlock source="metadata" />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
