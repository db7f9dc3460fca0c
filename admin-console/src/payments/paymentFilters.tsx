import { NullableBooleanInput, SelectInput } from 'react-admin';
import { kindChoices, statusChoices } from './types';

/** The staff queue: payments disputed now (the menu's "Disputes" opens the list with this filter). */
export const DISPUTES_FILTER = { status: 'disputed' };
export const disputesLocation = { pathname: '/payments', search: `?filter=${encodeURIComponent(JSON.stringify(DISPUTES_FILTER))}` };

// Declared once, outside any component, so the filter bar keeps a stable identity across renders.
export const paymentFilters = [
  <SelectInput key="status" source="status" label="State" choices={statusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={kindChoices} alwaysOn />,
  <NullableBooleanInput key="disputed" source="disputed" label="Ever disputed" />,
  <NullableBooleanInput key="mismatch" source="mismatch" label="Held for staff (amount differs)" />,
];
