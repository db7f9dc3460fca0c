import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanField, DateField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { UserActionButton } from './UserActionButton';
import type { UserRecord } from './types';

const UserActions = () => (
  <TopToolbar>
    <UserActionButton action="suspend" />
    <UserActionButton action="reinstate" />
    <UserActionButton action="resend-code" />
  </TopToolbar>
);

const accra = (iso: string) => new Date(iso).toLocaleString('en-GH', { timeZone: 'Africa/Accra', dateStyle: 'medium', timeStyle: 'short' });

/** A small table with its own empty state: a person often has no documents or reports. */
function Rows<T>({ title, rows, empty, head, cells }: { title: string; rows: T[] | undefined; empty: string; head: string[]; cells: (row: T) => ReactNode[] }) {
  return (
    <Labeled label={title} fullWidth>
      {!rows?.length ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {cells(row).map((c, j) => (
                  <TableCell key={j}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Labeled>
  );
}

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

export const UserShow = () => (
  <Show actions={<UserActions />}>
    <SimpleShowLayout>
      <Suspension />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" />
      <TextField source="userType" label="Type" />
      <BooleanField source="confirmed" />
      <DateField source="createdAt" label="Joined" showTime />
      <Details />
    </SimpleShowLayout>
  </Show>
);
