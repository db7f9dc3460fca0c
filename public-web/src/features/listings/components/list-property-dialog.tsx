import type { ListAs } from '@fie/domain';
import type { SaveAnswer } from '../api/listings';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useT } from '../../../lib/i18n/language';
import { ListProperty } from './list-property';

/**
 * 'List Property' (width 820), opened by Add Property on Listed Properties. After a listing is saved the
 * lister is taken to its page, which confirms it and links back to the dashboard.
 */
export function ListPropertyDialog({ onClose, onSaved, listAs }: { onClose: () => void; onSaved: (answer: SaveAnswer) => void; listAs?: ListAs }) {
  const t = useT();
  return (
    <DialogFrame id="list-property" title={t('listings.page.title', 'List Property')} width={820} dividers onClose={onClose}>
      <ListProperty onSaved={onSaved} listAs={listAs} />
    </DialogFrame>
  );
}
