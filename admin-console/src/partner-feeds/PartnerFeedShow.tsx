import {
  CreateButton, DateField, NumberField, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext,
} from 'react-admin';
import { PartnerListingTable } from '../partner-listings';
import { ListingsButton } from './ListingsButton';
import type { PartnerFeedRecord } from './types';

// "Import again" opens the import page with the company's name filled in, since a new import replaces this one.
const FeedActions = () => {
  const feed = useRecordContext<PartnerFeedRecord>();
  return (
    <TopToolbar>
      <ListingsButton />
      {feed && <CreateButton label="Import again" state={{ record: { source: feed.source } }} />}
    </TopToolbar>
  );
};

export const PartnerFeedShow = () => (
  <Show actions={<FeedActions />}>
    <SimpleShowLayout>
      <TextField source="source" />
      <TextField source="id" label="Source id" />
      <NumberField source="count" label="Listings" />
      <DateField source="importedAt" label="Imported" showTime />
      <TextField source="importedBy" label="Imported by (staff id)" />
      <ReferenceManyField
        reference="partner-listings"
        target="sourceSlug"
        label="Listings"
        sort={{ field: 'price', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination />}
      >
        <PartnerListingTable showSource={false} />
      </ReferenceManyField>
    </SimpleShowLayout>
  </Show>
);
