import EventIcon from '@mui/icons-material/History';
import type { EventRecord } from './types';
import { EventList } from './EventList';
import { EventShow } from './EventShow';

// Spread into <Resource name="events" {...events} />: read-only, so no edit or create.
export default {
  list: EventList,
  show: EventShow,
  icon: EventIcon,
  recordRepresentation: (record: EventRecord) => `#${record.position} ${record.type}`,
};
