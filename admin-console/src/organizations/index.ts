import OrganizationIcon from '@mui/icons-material/Business';
import { OrganizationList } from './OrganizationList';
import { OrganizationShow } from './OrganizationShow';
import type { OrganizationRecord } from './types';

// Spread into <Resource name="organizations" {...organizations} />: organizations register themselves; staff review them.
export default {
  list: OrganizationList,
  show: OrganizationShow,
  icon: OrganizationIcon,
  recordRepresentation: (record: OrganizationRecord) => record.name,
};
