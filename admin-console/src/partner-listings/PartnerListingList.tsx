import { List } from 'react-admin';
import { PartnerListingTable } from './PartnerListingTable';
import { partnerListingFilters } from './partnerListingFilters';

// Read-only: partner listings change only by importing their feed again. Newest import first.
export const PartnerListingList = () => (
  <List
    filters={partnerListingFilters}
    sort={{ field: 'importedAt', order: 'DESC' }}
    perPage={25}
    title="Partner listings"
  >
    <PartnerListingTable />
  </List>
);
