import { BooleanField, DataTable, DateField, NumberField } from 'react-admin';

type ColumnOf = { source: string; label?: string };

/** A yes/no column (verified, suspended, …): the record's tick or cross; not sortable. */
export const BooleanColumn = ({ source, label }: ColumnOf) => (
  <DataTable.Col source={source} label={label} disableSort>
    <BooleanField source={source} />
  </DataTable.Col>
);

/** A sortable date column: the day, or the day and the time. */
export const DateColumn = ({ source, label, showTime }: ColumnOf & { showTime?: boolean }) => (
  <DataTable.Col source={source} label={label}>
    <DateField source={source} showTime={showTime} />
  </DataTable.Col>
);

/** A sortable count, right-aligned. */
export const NumberColumn = ({ source, label }: ColumnOf) => (
  <DataTable.Col source={source} label={label} align="right">
    <NumberField source={source} />
  </DataTable.Col>
);
