import UserIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import type { UserRecord } from './types';

// Spread into <Resource name="users" {...users} />: people sign up themselves; staff find, suspend and reinstate them.
export default {
  list: UserList,
  show: UserShow,
  icon: UserIcon,
  recordRepresentation: (record: UserRecord) => record.name,
};
