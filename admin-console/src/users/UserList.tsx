import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SearchInput } from 'react-admin';
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
      <Column source="email" />
      <Column source="phone" disableSort />
      <Column source="userType" label="Type" disableSort />
      <Column source="confirmed" disableSort>
        <BooleanField source="confirmed" />
      </Column>
      <Column source="suspended" disableSort>
        <BooleanField source="suspended" />
      </Column>
      <Column source="createdAt" label="Joined">
        <DateField source="createdAt" />
      </Column>
    </DataTable>
  </List>
);
