import ReviewsIcon from '@mui/icons-material/RateReview';
import { ReviewList } from './ReviewList';
import type { ReviewRecord } from './types';

// Spread into <Resource name="reviews" {...reviews} />: written by the sides of a completed dealing; staff only remove.
export default {
  list: ReviewList,
  icon: ReviewsIcon,
  recordRepresentation: (record: ReviewRecord) => `${record.author.name}: ${record.overall} / 5`,
};
