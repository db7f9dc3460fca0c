import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { FieDataProvider, Health } from '../providers/dataProvider';

type HealthState = { health?: Health; error?: Error; loading: boolean; checkedAt?: Date };

/** Reads /api/health once on mount and again on every `refresh()`; the last good report stays on screen while reloading. */
export const useHealth = () => {
  const dataProvider = useDataProvider<FieDataProvider>();
  const [state, setState] = useState<HealthState>({ loading: true });

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, loading: true }));
    dataProvider.getHealth().then(
      (health) => setState({ health, loading: false, checkedAt: new Date() }),
      (error: Error) => setState((previous) => ({ ...previous, error, loading: false, checkedAt: new Date() })),
    );
  }, [dataProvider]);

  useEffect(refresh, [refresh]);
  return { ...state, refresh };
};
