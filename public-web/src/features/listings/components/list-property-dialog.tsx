import type { SaveAnswer } from '../api/listings';
import { ListingDialogFrame } from './dialog-frame';
import { ListProperty } from './list-property';

/**
 * 'List Property' (width 820), opened by Add Property on Listed Properties. After a listing is saved the
 * list behind reloads at once and the form clears after 1.2 s, ready for the next one.
 */
export function ListPropertyDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (answer: SaveAnswer) => void }) {
  return (
    <ListingDialogFrame id="list-property" title="List Property" onClose={onClose}>
      <ListProperty onSaved={onSaved} />
    </ListingDialogFrame>
  );
}
