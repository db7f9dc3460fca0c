import { useEffect, useRef, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { fetchProperty, type ListedProperty } from '../api/listings';
import { UpdatePropertyDialog } from './update-property-dialog';

/**
 * Edit on the owner's own listing page (issue 32): the dashboard's Update Property form, opened from the page with
 * the listing loaded by its id. `onSaved` lets the page show the listing as saved.
 */
export function EditListingDialog({ propertyId, onClose, onSaved }: { propertyId: string; onClose: () => void; onSaved: () => void }) {
  const [property, setProperty] = useState<ListedProperty | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const controller = new AbortController();
    fetchProperty(propertyId, { signal: controller.signal }).then(
      (loaded) => !controller.signal.aborted && setProperty(loaded),
      () => !controller.signal.aborted && close.current(),
    );
    return () => controller.abort();
  }, [propertyId]);
  if (!property) return <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
  return <UpdatePropertyDialog property={property} onClose={onClose} onSaved={() => onSaved()} />;
}
