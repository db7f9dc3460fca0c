import { ReferenceInput, SelectInput } from 'react-admin';

type FeedChoice = { id: string; source: string; count: number };

const feedText = (feed: FeedChoice) => `${feed.source} (${feed.count})`;

/**
 * The source filter offers the imported partner feeds with their listing counts; the server filters
 * partner listings by `sourceSlug`, which is the feed's id. Declared once, outside any component, so
 * the filter bar keeps a stable identity across renders.
 */
export const partnerListingFilters = [
  <ReferenceInput key="sourceSlug" source="sourceSlug" reference="partner-feeds" sort={{ field: 'source', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Source" optionText={feedText} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];
