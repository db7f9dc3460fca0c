import ListIcon from '@mui/icons-material/List';
import type { MouseEvent } from 'react';
import { Button, Link, useRecordContext } from 'react-admin';
import type { PartnerFeedRecord } from './types';

/**
 * The partner listings list filtered to one feed, as a router location. The list reads its filter
 * from the URL, so the link can be opened in a new tab; the server filters by `sourceSlug`, the feed's id.
 */
export const partnerListingsLocation = (sourceSlug: string) => ({
  pathname: '/partner-listings',
  search: `?filter=${encodeURIComponent(JSON.stringify({ sourceSlug }))}`,
});

// Rows open the feed's page on click; the button must win over the row.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export const ListingsButton = () => {
  const feed = useRecordContext<PartnerFeedRecord>();
  if (!feed) return null;
  return <Button component={Link} label="Listings" to={partnerListingsLocation(feed.id)} onClick={stopRowClick} startIcon={<ListIcon />} />;
};
