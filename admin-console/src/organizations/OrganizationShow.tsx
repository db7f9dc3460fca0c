import { Alert } from '@mui/material';
import { BooleanField, DateField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ReasonActionButton } from '../components/ReasonActionButton';
import { accra, Rows } from '../components/Rows';
import { HistoryAsOf } from '../history/HistoryAsOf';
import type { OrganizationRecord } from './types';

type Decision = 'verify' | 'suspend' | 'reinstate';
const labels: Record<Decision, string> = { verify: 'Verify', suspend: 'Suspend', reinstate: 'Reinstate' };
const explained: Record<Decision, string> = {
  verify: 'You have reviewed its registration and documents. Say what you checked; it is kept with the decision.',
  suspend: 'It will not be able to sign in, its listings leave search at once, and it is mailed this reason.',
  reinstate: 'It can sign in again and its listings return to search. It is mailed this note.',
};

const Decide = ({ decision }: { decision: Decision }) => {
  const org = useRecordContext<OrganizationRecord>();
  if (!org) return null;
  if (decision === 'verify' && org.verified) return null;
  if (decision === 'suspend' && org.suspended) return null;
  if (decision === 'reinstate' && !org.suspended) return null;
  return <ReasonActionButton resource="organizations" action={decision} label={labels[decision]} explanation={explained[decision]} title={(r) => String(r.name)} />;
};

/** Only while its registration is unfinished: the first link was lost, went to spam or ran out (7 days). */
const ResendCompletionLink = () => {
  const org = useRecordContext<OrganizationRecord>();
  if (!org || org.completed) return null;
  return (
    <ReasonActionButton
      resource="organizations"
      action="resend-completion-link"
      label="Resend completion link"
      explanation="It has not set its password yet. A fresh link, good for 7 days, is mailed to its email; the old one stops working. Say why; it is kept with the event."
      title={(r) => String(r.name)}
    />
  );
};

const Actions = () => (
  <TopToolbar>
    <ResendCompletionLink />
    <Decide decision="verify" />
    <Decide decision="suspend" />
    <Decide decision="reinstate" />
  </TopToolbar>
);

const Standing = () => {
  const org = useRecordContext<OrganizationRecord>();
  if (!org) return null;
  return (
    <>
      {org.suspended && <Alert severity="warning">Suspended{org.suspendedAt ? ` on ${accra(org.suspendedAt)}` : ''}: {org.suspendedReason}</Alert>}
      {org.verified && <Alert severity="success">Verified{org.verifiedAt ? ` on ${accra(org.verifiedAt)}` : ''}</Alert>}
    </>
  );
};

const Details = () => {
  const org = useRecordContext<OrganizationRecord>();
  if (!org) return null;
  return (
    <>
      <Rows title="Documents" rows={org.documents} empty="No documents" head={['Name', 'Kind', 'Uploaded']} cells={(d) => [<a key="a" href={d.location} target="_blank" rel="noreferrer">{d.name}</a>, d.registration ? 'Registration' : 'Uploaded since', accra(d.uploadedAt)]} />
      <Rows title="Members" rows={org.members} empty="No members" head={['Name', 'Email', 'Permissions', 'Added']} cells={(m) => [m.name ?? '(account deleted)', m.email ?? '', m.permissions.join(', '), accra(m.dateAdded)]} />
      <Rows title="Listings" rows={org.listings} empty="No listings" head={['Title', 'Status', 'Listed']} cells={(l) => [l.title, l.status, accra(l.createdAt)]} />
      <Rows title="What staff decided" rows={org.history} empty="Nothing yet" head={['What', 'Reason', 'Staff', 'When']} cells={(h) => [h.what, h.reason, h.by, accra(h.at)]} />
    </>
  );
};

const OrganizationAsOf = () => {
  const org = useRecordContext<OrganizationRecord>();
  return org ? <HistoryAsOf kind="organization" id={String(org.id)} /> : null;
};

export const OrganizationShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <Standing />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" />
      <TextField source="address" />
      <TextField source="url_name" label="Page name" />
      <BooleanField source="completed" label="Registration completed" />
      <DateField source="createdAt" label="Registered" showTime />
      <Details />
      <OrganizationAsOf />
    </SimpleShowLayout>
  </Show>
);
