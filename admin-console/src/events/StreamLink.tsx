import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-admin';

/**
 * The events list filtered to one stream, as a router location. The list reads its filter from
 * the URL, so the same link works from a list row and from the show page, and can be opened in a
 * new tab. The server's `stream` filter matches by prefix; a full stream id selects that stream.
 */
export const streamListLocation = (streamId: string) => ({
  pathname: '/events',
  search: `?filter=${encodeURIComponent(JSON.stringify({ stream: streamId }))}`,
});

// Rows open the show page on click; the link must win over the row.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

export const StreamLink = ({ streamId, children }: { streamId: string; children?: ReactNode }) => (
  <Link to={streamListLocation(streamId)} onClick={stopRowClick} title={`Only events of ${streamId}`}>
    {children ?? streamId}
  </Link>
);
