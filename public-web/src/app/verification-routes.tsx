import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../lib/i18n/language';

const VerificationPanel = lazy(() => import('../features/verification/components/verification-panel').then((m) => ({ default: m.VerificationPanel })));

/** The verified-badge section under the Documents tab, loaded when the tab is first shown. */
export const renderVerification = (documents: readonly { filename: string; name: string }[]) => <Verification documents={documents} />;

function Verification({ documents }: { documents: readonly { filename: string; name: string }[] }) {
  const t = useT();
  return (
    <Suspense fallback={<LinearProgress aria-label={t('ui.loading.verification', 'Loading verification')} />}>
      <VerificationPanel documents={documents} />
    </Suspense>
  );
}
