import VerifiedIcon from '@mui/icons-material/Verified';
import { VerificationList } from './VerificationList';
import { VerificationShow } from './VerificationShow';
import type { VerificationRecord } from './types';

// Spread into <Resource name="verifications" {...verifications} />: people submit; staff verify or reject.
export default {
  list: VerificationList,
  show: VerificationShow,
  icon: VerifiedIcon,
  recordRepresentation: (record: VerificationRecord) => `${record.userName ?? record.userId}: ${record.kindLabel}`,
};
