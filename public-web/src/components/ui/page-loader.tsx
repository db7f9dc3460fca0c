import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../../lib/i18n/language';

/** Shown while a route's code arrives; a thin bar, because on slow data a spinner in the middle feels stuck. */
export function PageLoader() {
  const t = useT();
  return <LinearProgress aria-label={t('ui.page-loader.label', 'Loading page')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}
