import { useEffect, useRef, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { fetchProperty, type ListedProperty, type SaveAnswer } from '../api/listings';
import { CategoryListingForm } from '../form/category-forms';
import { RESET_AFTER_MS } from '../form/listing-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useT } from '../../../lib/i18n/language';

/**
 * 'Update Property': loads the property by id and shows its category's form, filled in. A hidden or
 * archived listing is not public (GET /properties/search/{id} answers 404 for it), so the owner's own
 * copy from the list is used for those. After 'Update successful' the dialog closes.
 */
export function UpdatePropertyDialog({ property, onClose, onSaved }: { property: ListedProperty; onClose: () => void; onSaved: (answer: SaveAnswer) => void }) {
  const t = useT();
  const [loaded, setLoaded] = useState<ListedProperty | null>(property.status === 'published' ? null : property);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (property.status !== 'published') return undefined;
    const controller = new AbortController();
    fetchProperty(property.id, { signal: controller.signal }).then(
      // The public record lacks nothing the form needs; the list's copy fills in if it ever does.
      (fresh) => !controller.signal.aborted && setLoaded({ ...fresh, status: property.status, raw: { ...property.raw, ...fresh.raw } }),
      () => !controller.signal.aborted && setLoaded(property),
    );
    return () => controller.abort();
  }, [property]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <DialogFrame id="update-property" title={t('listings.update.title', 'Update Property')} width={820} dividers onClose={onClose}>
      {loaded ? (
        <CategoryListingForm
          category={loaded.category}
          property={loaded}
          onSaved={(answer) => {
            onSaved(answer);
            closeTimer.current = window.setTimeout(onClose, RESET_AFTER_MS);
          }}
        />
      ) : (
        <LinearProgress aria-label={t('listings.update.loading', 'Loading the property')} />
      )}
    </DialogFrame>
  );
}
