import { DataTable, DateField, List, SelectInput } from 'react-admin';
import { kindChoices, statusChoices, type VerificationRecord } from './types';

const Column = DataTable.Col<VerificationRecord>;

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />, <SelectInput key="kind" source="kind" choices={kindChoices} />];

/** The queue: waiting verifications first, oldest first. */
export const VerificationList = () => (
  <List sort={{ field: 'submittedAt', order: 'ASC' }} filterDefaultValues={{ status: 'pending' }} perPage={25} title="Verifications" filters={filters}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="userName" label="Person" disableSort />
      <Column source="kindLabel" label="Kind" disableSort />
      <Column source="number" disableSort />
      <Column source="state" label="Status" disableSort />
      <Column source="submittedAt" label="Submitted">
        <DateField source="submittedAt" showTime />
      </Column>
      <Column source="expiresAt" label="Expires" disableSort>
        <DateField source="expiresAt" emptyText="" />
      </Column>
    </DataTable>
  </List>
);
