import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a route's code arrives; a thin bar, because on slow data a spinner in the middle feels stuck. */
export function PageLoader() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}
