import StaffIcon from '@mui/icons-material/Badge';
import { StaffCreate } from './StaffCreate';
import { StaffList } from './StaffList';
import { StaffShow } from './StaffShow';
import type { StaffRecord } from './types';

// Spread into <Resource name="staff" {...staff} />: invited (create), never edited in place; roles and
// disabling are actions on the shown account, each with a reason.
export default {
  list: StaffList,
  show: StaffShow,
  create: StaffCreate,
  icon: StaffIcon,
  recordRepresentation: (record: StaffRecord) => record.name,
};
