import { CreateButton, DataTable, DateField, FunctionField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { roleChoices, statusChoices, type StaffRecord } from './types';

const Column = DataTable.Col<StaffRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={roleChoices.map(({ id }) => ({ id, name: id }))} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

const StaffActions = () => (
  <TopToolbar>
    <CreateButton label="Invite staff" />
  </TopToolbar>
);

/** Administrators' list of staff; other roles are refused by the server and see its sentence. */
export const StaffList = () => (
  <List sort={{ field: 'addedAt', order: 'ASC' }} perPage={25} title="Staff" filters={filters} actions={<StaffActions />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="name" />
      <Column source="email" />
      <Column source="role" />
      <Column source="status" />
      <Column source="lastSignedInAt" label="Last signed in">
        <DateField source="lastSignedInAt" showTime emptyText="Never" />
      </Column>
      <Column label="Last change" disableSort>
        <FunctionField<StaffRecord> render={(s) => (s.lastChange ? `${s.lastChange.what}: ${s.lastChange.reason}` : '')} />
      </Column>
      <Column source="addedAt" label="Added">
        <DateField source="addedAt" />
      </Column>
    </DataTable>
  </List>
);
