import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';
import { kindLabel, money, type PaymentRecord } from './types';

// Spread into <Resource name="payments" {...payments} />: payments are made by people; staff only decide disputes.
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  recordRepresentation: (record: PaymentRecord) => `${kindLabel(record.kind)}, ${money(record.amount)}`,
};
