import ListingIcon from '@mui/icons-material/HomeWork';
import { ListingList } from './ListingList';
import { ListingShow } from './ListingShow';
import type { ModerationListingRecord } from './types';

// Spread into <Resource name="listings" {...listings} />: staff decide with commands from the page, never edit.
export default {
  list: ListingList,
  show: ListingShow,
  icon: ListingIcon,
  recordRepresentation: (record: ModerationListingRecord) => record.title,
};
