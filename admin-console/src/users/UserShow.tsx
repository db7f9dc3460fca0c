import { Alert } from '@mui/material';
import { BooleanField, DateField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { accra, Rows } from '../components/Rows';
import { HistoryAsOf } from '../history/HistoryAsOf';
import { UserActionButton } from './UserActionButton';
import type { UserRecord } from './types';

const UserActions = () => (
  <TopToolbar>
    <UserActionButton action="suspend" />
    <UserActionButton action="reinstate" />
    <UserActionButton action="resend-code" />
  </TopToolbar>
);

const Suspension = () => {
  const user = useRecordContext<UserRecord>();
  if (!user?.suspended) return null;
  return (
    <Alert severity="warning">
      Suspended{user.suspendedAt ? ` on ${accra(user.suspendedAt)}` : ''}: {user.suspendedReason}
    </Alert>
  );
};

const Details = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <>
      <Rows title="Listings" rows={user.listings} empty="No listings" head={['Title', 'Status', 'Price', 'Town', 'Listed']} cells={(l) => [l.title, l.hiddenReason ? `${l.status} (${l.hiddenReason})` : l.status, `${l.currency === 'USD' ? 'US$' : 'GH₵'} ${l.price.toLocaleString('en-GH')}`, l.town, accra(l.createdAt)]} />
      <Rows title="Documents" rows={user.documents} empty="No documents" head={['Name', 'Uploaded']} cells={(d) => [<a key="a" href={d.location} target="_blank" rel="noreferrer">{d.name}</a>, accra(d.uploadedAt)]} />
      <Rows title="Reports on their listings" rows={user.reportsOnListings} empty="No reports on their listings" head={['Listing', 'Reason', 'Status', 'Reported']} cells={(r) => [r.listingTitle, r.reason, r.status, accra(r.reportedAt)]} />
      <Rows title="Reports they made" rows={user.reportsMade} empty="No reports made" head={['Listing', 'Reason', 'Status', 'Reported']} cells={(r) => [r.listingTitle, r.reason, r.status, accra(r.reportedAt)]} />
      <Rows title="What staff did" rows={user.history} empty="Nothing yet" head={['What', 'Reason', 'Staff', 'When']} cells={(h) => [h.what, h.reason, h.by, accra(h.at)]} />
    </>
  );
};

const UserAsOf = () => {
  const user = useRecordContext<UserRecord>();
  return user ? <HistoryAsOf kind="user" id={String(user.id)} /> : null;
};

export const UserShow = () => (
  <Show actions={<UserActions />}>
    <SimpleShowLayout>
      <Suspension />
      <TextField source="name" />
      <TextField source="email" emptyText="none (signs in by phone)" />
      <TextField source="phone" />
      <TextField source="userType" label="Type" />
      <BooleanField source="confirmed" />
      <BooleanField source="emailConfirmed" label="Email proved" />
      <BooleanField source="phoneConfirmed" label="Phone proved" />
      <DateField source="createdAt" label="Joined" showTime />
      <Details />
      <UserAsOf />
    </SimpleShowLayout>
  </Show>
);
