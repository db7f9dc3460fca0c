import { DateField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { StaffActionButton } from './StaffActionDialog';
import type { StaffRecord } from './types';

const StaffActions = () => (
  <TopToolbar>
    <StaffActionButton action="role" />
    <StaffActionButton action="disable" />
    <StaffActionButton action="enable" />
  </TopToolbar>
);

export const StaffShow = () => (
  <Show actions={<StaffActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="role" />
      <TextField source="status" />
      <DateField source="addedAt" label="Added" showTime />
      <DateField source="lastSignedInAt" label="Last signed in" showTime emptyText="Never" />
      <FunctionField<StaffRecord>
        label="Last change"
        render={(s) => (s.lastChange ? `${s.lastChange.what} by ${s.lastChange.by} on ${new Date(s.lastChange.at).toLocaleString('en-GH', { timeZone: 'Africa/Accra' })}: ${s.lastChange.reason}` : 'None')}
      />
    </SimpleShowLayout>
  </Show>
);
