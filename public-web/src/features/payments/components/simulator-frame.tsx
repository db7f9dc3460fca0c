import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { LoadState } from '../../../components/ui/load-state';
import { NotFound } from '../../../components/ui/not-found';
import { PageFrame } from '../../../components/ui/page-frame';
import { useT } from '../../../lib/i18n/language';
import { simulatorPresent } from '../api/payments';

/**
 * A page of the payment simulator (its phone, its card checkout): it says plainly, first, that it is the simulator
 * and no real money moves, and shows what it holds only once the server says the simulator is the provider. With a
 * real provider configured the page is not there.
 */
export function SimulatorFrame({ title, honest, children }: { title: string; honest: string; children: ReactNode }) {
  const t = useT();
  const [present, setPresent] = useState<boolean | 'failed' | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    simulatorPresent().then(
      (found) => live && setPresent(found),
      () => live && setPresent('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (present === false) return <NotFound />;
  return (
    <PageFrame title={title}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {honest}
      </Alert>
      {present === undefined ? <LinearProgress aria-label={t('payments.simulator.checking', 'Checking the payment provider')} /> : null}
      {present === 'failed' ? (
        <LoadState loading={false} failed loadingLabel="" failedTitle={t('payments.simulator.unreachable', 'The payment simulator could not be reached')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {present === true ? children : null}
    </PageFrame>
  );
}
