import PartnerListingIcon from '@mui/icons-material/HomeWork';
import { PartnerListingList } from './PartnerListingList';
import type { PartnerListingRecord } from './types';

export { PartnerListingTable } from './PartnerListingTable';

// Spread into <Resource name="partner-listings" {...partnerListings} />: read-only, a list only.
export default {
  list: PartnerListingList,
  icon: PartnerListingIcon,
  recordRepresentation: (record: PartnerListingRecord) => record.title ?? record.name ?? record.id,
};
