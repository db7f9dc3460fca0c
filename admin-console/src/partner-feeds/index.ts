import PartnerFeedIcon from '@mui/icons-material/DynamicFeed';
import { PartnerFeedCreate } from './PartnerFeedCreate';
import { PartnerFeedList } from './PartnerFeedList';
import { PartnerFeedShow } from './PartnerFeedShow';
import type { PartnerFeedRecord } from './types';

// Spread into <Resource name="partner-feeds" {...partnerFeeds} />: created by importing, never edited.
export default {
  list: PartnerFeedList,
  show: PartnerFeedShow,
  create: PartnerFeedCreate,
  icon: PartnerFeedIcon,
  recordRepresentation: (record: PartnerFeedRecord) => record.source,
};
