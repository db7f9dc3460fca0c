import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useAuth } from '../features/accounts';
import type { Property } from '../lib/property';
import { useT } from '../lib/i18n/language';

// The report form loads on the first press of 'Report this listing'.
const ReportListingDialog = lazy(() => import('../features/moderation/components/report-listing-dialog').then((m) => ({ default: m.ReportListingDialog })));

export type RenderReport = (props: { open: boolean; onClose: () => void; property: Property; title: string }) => ReactNode;

/**
 * The property page's 'Report this listing', from the moderation feature. A report is a person's, so an
 * organization's session gets none; a lister reporting their own listing reads the server's refusal in the form.
 */
export function useRenderReport(): RenderReport | undefined {
  const t = useT();
  const { organization } = useAuth();
  const render = useCallback<RenderReport>(
    ({ open, onClose, property, title }) => (
      <Suspense fallback={open ? <LinearProgress aria-label={t('ui.loading.report-form', 'Opening the report form')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} /> : null}>
        <ReportListingDialog open={open} onClose={onClose} propertyId={property.id} title={title} />
      </Suspense>
    ),
    [t],
  );
  return organization ? undefined : render;
}
