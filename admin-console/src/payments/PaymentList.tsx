import { DataTable, DateField, FunctionField, List } from 'react-admin';
import { paymentFilters } from './paymentFilters';
import { kindLabel, money, type PaymentRecord } from './types';
import { sentence } from '../lib/labels';

const Column = DataTable.Col<PaymentRecord>;

/** Every payment, the latest change first; the disputes queue is this list filtered to the disputed ones. */
export const PaymentList = () => (
  <List sort={{ field: 'updatedAt', order: 'DESC' }} perPage={25} title="Payments" filters={paymentFilters}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <Column source="kind" label="Kind" render={(p) => kindLabel(p.kind)} />
      <Column source="amount" label="Amount">
        <FunctionField<PaymentRecord> render={(p) => money(p.amount)} />
      </Column>
      <Column source="status" label="State" render={(p) => `${sentence(p.status)}${p.mismatch ? ' (amount differs)' : ''}`} />
      <Column source="disputedBy" label="Disputed by" disableSort render={(p) => (p.disputedBy ? sentence(p.disputedBy) : '')} />
      <Column source="requestedAt" label="Requested">
        <DateField source="requestedAt" showTime />
      </Column>
      <Column source="updatedAt" label="Last change">
        <DateField source="updatedAt" showTime />
      </Column>
    </DataTable>
  </List>
);
