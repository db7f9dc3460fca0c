import { DataTable, List, NullableBooleanInput, SearchInput } from 'react-admin';
import { BooleanColumn, DateColumn } from '../components/Columns';
import type { OrganizationRecord } from './types';

const Column = DataTable.Col<OrganizationRecord>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or page name" />,
  <NullableBooleanInput key="verified" source="verified" />,
  <NullableBooleanInput key="suspended" source="suspended" />,
];

/** Every registered organization, newest first, with what staff decided about it. */
export const OrganizationList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Organizations" filters={filters}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="name" />
      <Column source="email" />
      <Column source="url_name" label="Page" disableSort />
      <BooleanColumn source="completed" label="Registration completed" />
      <BooleanColumn source="verified" />
      <BooleanColumn source="suspended" />
      <DateColumn source="createdAt" label="Registered" />
    </DataTable>
  </List>
);
