import { DataTable, List, NullableBooleanInput, SearchInput, TextField } from 'react-admin';
import { BooleanColumn, DateColumn } from '../components/Columns';
import type { UserRecord } from './types';

const Column = DataTable.Col<UserRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or phone" />,
  <NullableBooleanInput key="suspended" source="suspended" label="Suspended" />,
];

/** Everyone with an account, newest first; staff find a person by name, email or phone. */
export const UserList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Users" filters={filters}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="name" disableSort />
      <Column source="email">
        <TextField source="email" emptyText="none (signs in by phone)" />
      </Column>
      <Column source="phone" disableSort />
      <Column source="userType" label="Type" disableSort />
      <BooleanColumn source="confirmed" />
      <BooleanColumn source="suspended" />
      <DateColumn source="createdAt" label="Joined" />
    </DataTable>
  </List>
);
