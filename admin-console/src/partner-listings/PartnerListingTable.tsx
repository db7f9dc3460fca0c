import { DataTable, UrlField } from 'react-admin';
import { formatPrice } from './price';
import type { PartnerListingRecord } from './types';

const Column = DataTable.Col<PartnerListingRecord>;

const title = (listing: PartnerListingRecord) => listing.title ?? listing.name ?? '';
const price = (listing: PartnerListingRecord) => formatPrice(listing.price, listing.currency);

/**
 * Partner listings in a table, for the list and for a feed's page (hence `showSource`). The server
 * sorts only by source, price and import time, so the other columns are not sortable. Photos stay
 * out: they live on the partners' servers, and a staff console should not call third parties.
 */
export const PartnerListingTable = ({ showSource = true }: { showSource?: boolean }) => (
  <DataTable rowClick={false} bulkActionButtons={false}>
    {showSource && <Column source="source" />}
    <Column source="title" render={title} disableSort />
    <Column source="price" render={price} align="right" />
    <Column source="bedrooms" align="right" disableSort />
    <Column source="category" disableSort />
    <Column source="town" disableSort />
    <Column source="url" label="Link" disableSort>
      <UrlField source="url" content="Open" target="_blank" rel="noopener noreferrer" />
    </Column>
  </DataTable>
);
