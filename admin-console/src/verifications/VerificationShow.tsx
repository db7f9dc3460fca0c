import { DateField, FunctionField, type RaRecord, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ReasonActionButton } from '../components/ReasonActionButton';
import type { VerificationRecord } from './types';

const Decide = () => {
  const v = useRecordContext<VerificationRecord>();
  if (!v || v.status !== 'pending') return null;
  const name = (r: RaRecord) => `${String(r.userName ?? '')}, ${String(r.kindLabel)}`;
  return (
    <>
      <ReasonActionButton
        resource="verifications"
        action="approve"
        label="Verify"
        explanation="The number matches the document. The badge shows on their listings until the expiry date, then lapses by itself."
        title={name}
        dateField={{ name: 'expiresOn', label: 'Expires on' }}
      />
      <ReasonActionButton resource="verifications" action="reject" label="Reject" explanation="They are mailed this reason and may submit again." title={name} />
    </>
  );
};

export const VerificationShow = () => (
  <Show
    actions={
      <TopToolbar>
        <Decide />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="userName" label="Person" />
      <TextField source="userEmail" label="Email" emptyText="none (signs in by phone)" />
      <TextField source="userPhone" label="Phone" emptyText="" />
      <TextField source="kindLabel" label="Kind" />
      <TextField source="number" />
      <FunctionField<VerificationRecord>
        label="Document"
        render={(v) => (
          <a href={v.documentLocation} target="_blank" rel="noreferrer">
            Open the document
          </a>
        )}
      />
      <TextField source="state" label="Status" />
      <DateField source="submittedAt" label="Submitted" showTime />
      <DateField source="decidedAt" label="Decided" showTime emptyText="" />
      <TextField source="reason" emptyText="" />
      <DateField source="expiresAt" label="Expires" emptyText="" />
    </SimpleShowLayout>
  </Show>
);
