import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';

const VerificationPanel = lazy(() => import('../features/verification/components/verification-panel').then((m) => ({ default: m.VerificationPanel })));

/** The verified-badge section under the Documents tab, loaded when the tab is first shown. */
export const renderVerification = (documents: readonly { filename: string; name: string }[]) => (
  <Suspense fallback={<LinearProgress aria-label="Loading verification" />}>
    <VerificationPanel documents={documents} />
  </Suspense>
);
